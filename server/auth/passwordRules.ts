import { randomInt } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS, type PasswordRule } from '../contract';

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
 * The first of the spec's new-password rules (docs/features/sign-in.md) that `password` breaks, checked in
 * the spec's order; `undefined` when it keeps them all.
 * @param confirmation the password entered a second time; where there is only one entry, leave it out.
 * @example passwordProblem('Secret@2026', 'Secret@2025') // 'mismatch'
 */
export function passwordProblem(password: string, confirmation: string = password): PasswordRule | undefined {
  return CHECKS.find(([, check]) => !check(password, confirmation))?.[0];
}

const GENERATED_LENGTH = 20;
// Letters and digits that cannot be mistaken for one another when read off a screen (no 0/O, 1/l/I),
// and special characters that need no quoting in a shell.
const GENERATED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + '@#%+=:.-';

/** A random password that keeps every rule: 20 characters, about 120 bits of entropy. */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from({ length: GENERATED_LENGTH }, () => GENERATED_ALPHABET.charAt(randomInt(GENERATED_ALPHABET.length))).join('');
    // Drawn again until every kind of character is in it: rarely more than twice.
    if (passwordProblem(password) === undefined) return password;
  }
}
