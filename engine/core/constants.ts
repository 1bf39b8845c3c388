/** Between the start of a sign-out and the reload (spec, shell section 9). */
export const LOGOUT_DELAY_MS = 2000;
