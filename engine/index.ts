export type { StartOptions } from './start';
export { startAtrium } from './start';
