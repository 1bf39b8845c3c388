import type { PASSWORD_RULE_MESSAGES, PasswordRule } from '../../server/contract';

/**
 * The spec's password rules' texts (docs/features/sign-in.md), word for word: the server refuses a new
 * password with one of them. Typed as the contract's own constant, so that the two cannot differ.
 */
export const PASSWORD_MESSAGES: typeof PASSWORD_RULE_MESSAGES = {
  length: 'Password must contain at least eight characters!',
  digit: 'Password must contain at least one number (0-9)!',
  lowercase: 'Password must contain at least one lowercase letter (a-z)!',
  uppercase: 'Password must contain at least one uppercase letter (A-Z)!',
  special: "Password must contain at least one Special Character($&+,:;=?@#|'<>.-^*()%!)",
  mismatch: 'Password mismatch',
};

const SPECIAL_CHARACTERS = Array.from("$&+,:;=?@#|'<>.-^*()%!");
const MIN_LENGTH = 8;

/**
 * The first rule a new password breaks, in the spec's order, before it goes to the server, which
 * checks them again (server/auth passwordProblem; a unit test holds the two to the same answers).
 */
export function brokenPasswordRule(password: string, confirmation: string): PasswordRule | undefined {
  if (Array.from(password).length < MIN_LENGTH) return 'length';
  if (!/[0-9]/.test(password)) return 'digit';
  if (!/[a-z]/.test(password)) return 'lowercase';
  if (!/[A-Z]/.test(password)) return 'uppercase';
  if (!SPECIAL_CHARACTERS.some((special) => password.includes(special))) return 'special';
  return password === confirmation ? undefined : 'mismatch';
}

/** The rule the server named in refusing a new password, if its message is one of the rules' texts. */
export function ruleOfMessage(message: string | undefined): PasswordRule | undefined {
  return (Object.keys(PASSWORD_MESSAGES) as PasswordRule[]).find((rule) => PASSWORD_MESSAGES[rule] === message);
}
