import type { ServerMessage } from '../../server/contract';

/**
 * Texts the login form shows (docs/features/sign-in.md), word for word. The first two are
 * also what the server answers; `satisfies` keeps the two sides from drifting apart.
 */
export const LOGIN_MESSAGES = {
  empty: 'Username or password cannot be empty.' satisfies ServerMessage,
  incorrect: 'The username or password you entered is incorrect' satisfies ServerMessage,
  failed: 'Login failed',
} as const;

/** Why a login did not succeed; the form shows `LOGIN_MESSAGES[reason]`, translated. */
export type LoginFailure = keyof typeof LOGIN_MESSAGES;
