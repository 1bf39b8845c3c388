/**
 * Texts the server answers with. They are part of the wire contract: the browser
 * branches on them (docs/features/sign-in.md#requests-and-sign-out).
 */
export const MESSAGES = {
  tokenValid: 'Token Valid',
  tokenExpired: 'Token Expired',
  tokenInvalid: 'Token Invalid',
  sessionExpired: 'Session Expired',
  loginEmpty: 'Username or password cannot be empty.',
  loginIncorrect: 'The username or password you entered is incorrect',
  loginThrottled: 'Too many login attempts. Please try again later.',
  loggedOut: 'Logged out',
  noAccount: 'Your user is not a member of any account.',
} as const;

export type ServerMessage = (typeof MESSAGES)[keyof typeof MESSAGES];
