export type { SessionOwner, SessionStore } from './sessionStore';
export { createSessionStore } from './sessionStore';
