/** Spec, shell section 9. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const WELCOME_TIMEOUT_MS = 10000;
