export type { Background } from './background';
export type { Members } from './members';
export type { PasswordResetOptions, PasswordResets, ResetOutcome } from './passwordResets';
export { createBackground } from './background';
export { RESET_MAILS_PER_USER, RESET_REQUESTS_PER_ADDRESS } from './constants';
export { createMembers } from './members';
export { createPasswordResets, prunePasswordResets } from './passwordResets';
