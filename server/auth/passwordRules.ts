import { randomInt } from 'node:crypto';
import { passwordProblem } from '../contract';

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
