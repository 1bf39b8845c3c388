export type { Profiles } from './profiles';
export { createProfiles } from './profiles';
