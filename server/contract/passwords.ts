/**
 * The spec's rules for a new password (docs/features/sign-in.md), each with its text word for word. The
 * texts are part of the wire contract: the server answers a refused new password with one of them.
 */
export const PASSWORD_RULE_MESSAGES = {
  length: 'Password must contain at least eight characters!',
  digit: 'Password must contain at least one number (0-9)!',
  lowercase: 'Password must contain at least one lowercase letter (a-z)!',
  uppercase: 'Password must contain at least one uppercase letter (A-Z)!',
  special: "Password must contain at least one Special Character($&+,:;=?@#|'<>.-^*()%!)",
  mismatch: 'Password mismatch',
} as const;

/** A rule a new password broke; `PASSWORD_RULE_MESSAGES[rule]` says it to the user. */
export type PasswordRule = keyof typeof PASSWORD_RULE_MESSAGES;

/** The characters the spec counts as special, exactly those its message lists. */
export const PASSWORD_SPECIAL_CHARACTERS = "$&+,:;=?@#|'<>.-^*()%!";

/** The spec's minimum length, counted in characters (code points), not UTF-16 units. */
export const PASSWORD_MIN_LENGTH = 8;
