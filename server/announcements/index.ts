export type { NewAnnouncement } from './announcements';
export { addAnnouncement, announcementsFor, listAnnouncements, removeAnnouncement } from './announcements';
