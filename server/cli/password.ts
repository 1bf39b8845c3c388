import { generatePassword, passwordProblem } from '../auth';
import { PASSWORD_RULE_MESSAGES } from '../contract';
import { DEMO_PASSWORD } from '../seed';
import { InputError, type CliIo, type OptionSpec } from './command';

/** Reads a user's password instead of generating one. */
export const PASSWORD_STDIN_OPTION: OptionSpec = {
  name: 'password-stdin',
  description: 'Reads the password from standard input (asked twice on a terminal) instead of generating one.',
};

/** What --help says of the rules every password keeps. */
export const PASSWORD_RULES_DETAIL =
  "The password must keep the password rules: at least eight characters, with a digit, a lowercase and an uppercase letter and one of $&+,:;=?@#|'<>.-^*()%!";

/** A password for a new user, and whether the tool made it up (and so must show it, once). */
export interface NewPassword {
  password: string;
  generated: boolean;
}

/**
 * The password from standard input (its first line; asked twice on a terminal, where the two
 * must match) when `fromInput`, otherwise a generated one.
 * @throws InputError with the spec's text of the first rule the password breaks.
 */
export async function newPassword(io: CliIo, fromInput: boolean): Promise<NewPassword> {
  if (!fromInput) return { password: generatePassword(), generated: true };
  if (io.interactive) {
    const password = await io.askSecret('Password: ');
    if (password === '') throw new InputError('no password was typed');
    return { password: acceptablePassword(password, await io.askSecret('Repeat the password: ')), generated: false };
  }
  const password = (await io.readAll()).split(/\r?\n/, 1)[0] ?? '';
  if (password === '') throw new InputError('standard input holds no password: give it on the first line');
  return { password: acceptablePassword(password), generated: false };
}

/** The password, if it keeps the spec's rules and is not the demo's published one. */
function acceptablePassword(password: string, confirmation?: string): string {
  const rule = passwordProblem(password, confirmation);
  if (rule !== undefined) throw new InputError(PASSWORD_RULE_MESSAGES[rule]);
  if (password === DEMO_PASSWORD) throw new InputError("that is the demo users' password, which is published: choose another");
  return password;
}
