// The spec's rules for a new password (docs/features/sign-in.md), which the server enforces and the reset
// page checks while the user types: one pure module with no imports, so the browser bundle takes
// it as it is and the rules and their texts exist once.

/**
 * The rules' texts word for word. They are part of the wire contract: the server answers a
 * refused new password with one of them.
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

type Check = (password: string, confirmation: string) => boolean;

// The spec's order: a password that breaks several rules is told about the first one only.
const CHECKS: readonly (readonly [PasswordRule, Check])[] = [
  ['length', (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH],
  ['digit', (password) => /[0-9]/.test(password)],
  ['lowercase', (password) => /[a-z]/.test(password)],
  ['uppercase', (password) => /[A-Z]/.test(password)],
  ['special', (password) => Array.from(PASSWORD_SPECIAL_CHARACTERS).some((special) => password.includes(special))],
  ['mismatch', (password, confirmation) => password === confirmation],
];

/**
 * The first of the rules that `password` breaks, checked in the spec's order; `undefined` when it
 * keeps them all.
 * @param confirmation the password entered a second time; where there is only one entry, leave it out.
 * @example passwordProblem('Secret@2026', 'Secret@2025') // 'mismatch'
 */
export function passwordProblem(password: string, confirmation: string = password): PasswordRule | undefined {
  return CHECKS.find(([, check]) => !check(password, confirmation))?.[0];
}

/** The rule a server's refusal of a new password names, when its message is one of the rules' texts. */
export function passwordRuleOfMessage(message: string | undefined): PasswordRule | undefined {
  return (Object.keys(PASSWORD_RULE_MESSAGES) as PasswordRule[]).find((rule) => PASSWORD_RULE_MESSAGES[rule] === message);
}
