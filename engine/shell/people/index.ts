export { CHAT_APP } from './constants';
export type { PagePoint, ProfileCardStore } from './cardStore';
export type { ProfileCardProps } from './ProfileCard';
export { createProfileCardStore } from './cardStore';
export { placeCard } from './placeCard';
export { ProfileCard } from './ProfileCard';
