import { parseArgs } from 'node:util';
import { normalizeUsername, usernameProblem } from '../auth';
import { InputError, type Command, type OptionSpec, type ParsedOptions } from './command';

/** Every command takes --help (or -h). */
export const HELP_OPTION: OptionSpec = { name: 'help', description: 'Shows this help.' };

/**
 * Reads a command's options from its arguments: `--name value`, `--name=value` or `--flag`.
 * @throws InputError for an unknown option, a missing value, an option given twice or a stray argument.
 */
export function parseOptions(command: Command<never>, args: readonly string[]): ParsedOptions {
  const specs = [...command.options, HELP_OPTION];
  const { tokens } = parseArgs({
    args: [...args],
    options: Object.fromEntries(specs.map((spec) => [spec.name, { type: spec.value ? ('string' as const) : ('boolean' as const) }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const parsed: Record<string, string | true> = {};
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      const { argument } = command;
      if (argument === undefined || argument.name in parsed) {
        throw new InputError(`unexpected argument '${token.value}': every value follows the option it belongs to`);
      }
      parsed[argument.name] = token.value;
      continue;
    }
    // Long options only, and -h: one-letter names would be guesses.
    const name = token.rawName === '-h' ? HELP_OPTION.name : token.rawName.startsWith('--') ? token.name : undefined;
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec || name === undefined) throw new InputError(`unknown option '${token.rawName}'`);
    if (name in parsed) throw new InputError(`--${name} is given twice`);
    if (spec.value) {
      // `--username --email …` would otherwise take "--email" as the username.
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('-'))) {
        throw new InputError(`--${name} needs a value: --${name} <${spec.value}>`);
      }
      parsed[name] = token.value;
    } else {
      if (token.value !== undefined) throw new InputError(`--${name} takes no value`);
      parsed[name] = true;
    }
  }
  if (parsed.help === undefined) {
    const missing = command.options.filter((spec) => spec.required && parsed[spec.name] === undefined).map((spec) => `--${spec.name}`);
    if (command.argument && parsed[command.argument.name] === undefined) missing.unshift(`<${command.argument.name}>`);
    if (missing.length > 0) throw new InputError(`missing ${missing.join(', ')}`);
  }
  return parsed;
}

const MAX_TEXT_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A required option's text, trimmed: not empty, no control characters, at most 100 characters. */
export function textOption(options: ParsedOptions, name: string): string {
  const value = options[name];
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new InputError(`--${name} must not be empty`);
  if (CONTROL_CHARACTER.test(text)) throw new InputError(`--${name} must not contain control characters`);
  if (text.length > MAX_TEXT_LENGTH) throw new InputError(`--${name} is longer than ${MAX_TEXT_LENGTH} characters`);
  return text;
}

/** A username as sign-in stores it (lower case), one word. */
export function usernameOption(options: ParsedOptions, name = 'username'): string {
  const username = normalizeUsername(textOption(options, name));
  if (/\s/.test(username)) throw new InputError(`--${name} must be one word, without spaces: '${username}'`);
  return username;
}

/** A username for a new user: as usernameOption reads it, in one script and without path characters. */
export function newUsernameOption(options: ParsedOptions, name = 'username'): string {
  const username = usernameOption(options, name);
  const problem = usernameProblem(username);
  if (problem !== undefined) throw new InputError(`--${name} ${problem}: '${username}'`);
  return username;
}

/** An e-mail address: something@somewhere, no spaces. */
export function emailOption(options: ParsedOptions, name = 'email'): string {
  const value = options[name];
  const email = typeof value === 'string' ? value.trim() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > MAX_EMAIL_LENGTH) {
    throw new InputError(`--${name} '${email}' is not an e-mail address such as ada@example.com`);
  }
  return email;
}

/** An optional option's text, checked as textOption checks it; undefined when it is not given. */
export function optionalTextOption(options: ParsedOptions, name: string): string | undefined {
  return options[name] === undefined ? undefined : textOption(options, name);
}

/**
 * Where a link of the account leads (its favicon, its loginURL): a path on this site (`/…`) or an
 * http:// or https:// URL. Nothing else (javascript:, data:) can reach the browser through it.
 */
export function linkOption(options: ParsedOptions, name: string): string | undefined {
  const value = optionalTextOption(options, name);
  if (value === undefined) return undefined;
  if (/^\/(?!\/)\S*$/.test(value)) return value;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || /\s/.test(value)) {
    throw new InputError(`--${name} '${value}' is neither a path on this site such as /favicon.png nor an http:// or https:// URL`);
  }
  return value;
}
