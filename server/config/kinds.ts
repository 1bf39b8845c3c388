import path from 'node:path';

/** The reference's sections (docs/configuration.md), in its order: a table each. */
export const GROUPS = {
  server: 'Server',
  data: 'Database and stored files',
  signIn: 'Sign-in',
  mail: 'Mail and links',
  files: 'Files',
  loginPage: 'Login page',
  desktop: 'Desktop',
  deployment: 'Deployment',
  demo: 'Demo and tests',
} as const;
export type Group = keyof typeof GROUPS;

/** Another variable's value under which a variable counts at all (S3_* only with an s3:// BLOB_STORE). */
export interface Condition {
  variable: string;
  /** Given the other variable's trimmed text, undefined when it is unset. */
  holds: (value: string | undefined) => boolean;
  /** How the reference and the error messages write the condition, e.g. `AUTH_TYPE=keycloak`. */
  shown: string;
}

/** What a variable's reading knows besides its text. */
export interface Reading {
  name: string;
  /** Relative paths are resolved from here. */
  cwd: string;
}

/** One environment variable: how it reads, and how the reference describes it. */
export interface Variable<T> {
  group: Group;
  /** Markdown: what the variable does. */
  description: string;
  /** Markdown: the default, as the reference writes it. */
  shownDefault: string;
  /** Where this does not hold, the variable reads as unset whatever its value. */
  onlyWith?: Condition;
  /** Where `onlyWith` holds, an unset variable stops the start, saying what was expected. */
  required?: string;
  /** A flag that is refused (reads true) where this condition holds, and what is expected instead. */
  refusedWith?: { condition: Condition; expected: string };
  /** Set together with this (earlier) variable, or neither set; `neither` says what neither means. */
  goesWith?: { variable: string; neither: string };
  /**
   * The value of the variable's trimmed text, the default when it is undefined (unset or blank).
   * @throws Error naming the variable and, unless it is a secret, its value.
   */
  read: (text: string | undefined, reading: Reading) => T;
}

/** What every declaration says besides its kind. */
export interface Doc {
  group: Group;
  description: string;
  /** How the reference writes the default, when the default value does not say it well. */
  shown?: string;
  onlyWith?: Condition;
  /** What an error says is expected when the variable is required (where `onlyWith` holds) and unset. */
  required?: string;
}

/** A value's rule, and what the error message says is expected when it is broken. */
export interface Rule {
  test: (value: string) => boolean;
  expected: string;
}

export function invalid(name: string, value: string, expected: string): Error {
  return new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
}

/** A variable whose text `parse` reads; unset, it is `fallback`, which the reference writes as `shown`. */
function variable<T>(doc: Doc, fallback: (reading: Reading) => T, parse: (text: string, reading: Reading) => T, shown = 'none'): Variable<T> {
  const { shown: docShown, ...rest } = doc;
  const requiredWith = doc.onlyWith ? ` with \`${doc.onlyWith.shown}\`` : '';
  const shownDefault = doc.required === undefined ? (docShown ?? shown) : `required${requiredWith}`;
  return { ...rest, shownDefault, read: (text, reading) => (text === undefined ? fallback(reading) : parse(text, reading)) };
}

const code = (value: string | number): string => `\`${value}\``;

/** A kind of its own: `parse` reads the text (and names the variable in its errors); unset, it is `default`. */
export function custom<T>(doc: Doc & { default: T; parse: (text: string, name: string) => T }): Variable<T> {
  const { default: fallback, parse, ...rest } = doc;
  return variable(rest, () => fallback, (value, { name }) => parse(value, name));
}

/** Free text, or text a rule checks; a secret's error never prints the value. */
export function text<D extends string | undefined = undefined>(
  doc: Omit<Doc, 'required'> & { default?: D; rule?: Rule; secret?: boolean; required?: boolean },
): Variable<string | D> {
  const { default: fallback, rule, secret = false, required = false, ...rest } = doc;
  return variable<string | D>(
    required ? { ...rest, required: rule?.expected ?? 'a value' } : rest,
    () => fallback as D,
    (value, { name }) => {
      if (rule === undefined || rule.test(value)) return value;
      throw secret ? new Error(`Invalid ${name}: expected ${rule.expected}`) : invalid(name, value, rule.expected);
    },
    fallback === undefined ? 'none' : code(fallback),
  );
}

/** A whole number within a range (by default 1 and up). */
export function integer<D extends number | undefined = undefined>(doc: Doc & { default?: D; min?: number; max?: number }): Variable<number | D> {
  const { default: fallback, min = 1, max = Number.MAX_SAFE_INTEGER, ...rest } = doc;
  return variable<number | D>(
    rest,
    () => fallback as D,
    (value, { name }) => {
      const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!(parsed >= min && parsed <= max)) throw invalid(name, value, `an integer from ${min} to ${max}`);
      return parsed;
    },
    fallback === undefined ? 'none' : code(fallback),
  );
}

/** 1, true, 0 or false, in any case. */
export function flag<D extends boolean | undefined = undefined>(
  doc: Doc & { default?: D; refusedWith?: Variable<unknown>['refusedWith'] },
): Variable<boolean | D> {
  const { default: fallback, refusedWith, ...rest } = doc;
  const declared = variable<boolean | D>(
    rest,
    () => fallback as D,
    (value, { name }) => {
      const lower = value.toLowerCase();
      if (lower === '1' || lower === 'true') return true;
      if (lower === '0' || lower === 'false') return false;
      throw invalid(name, value, '1, true, 0 or false');
    },
    fallback === undefined ? 'none' : fallback ? 'on' : 'off',
  );
  return refusedWith ? { ...declared, refusedWith } : declared;
}

/** One of `values`; the error lists them. */
export function oneOf<V extends string>(values: readonly V[], doc: Doc & { default: NoInfer<V>; ignoreCase?: boolean; expected?: string }): Variable<V> {
  const { default: fallback, ignoreCase = false, expected = `one of ${values.join(', ')}`, ...rest } = doc;
  return variable<V>(
    rest,
    () => fallback,
    (value, { name }) => {
      const found = values.find((candidate) => candidate === (ignoreCase ? value.toLowerCase() : value));
      if (found === undefined) throw invalid(name, value, expected);
      return found;
    },
    code(fallback),
  );
}

/** A comma-separated list, each item trimmed and kept once; `expected` is told the first bad item. */
export function list(doc: Doc & { item: (item: string) => boolean; expected: (bad: string) => string }): Variable<string[]> {
  const { item, expected, ...rest } = doc;
  return variable(
    rest,
    () => [],
    (value, { name }) => {
      const items = value.split(',').map((part) => part.trim());
      const bad = items.find((part) => !item(part));
      if (bad !== undefined) throw invalid(name, value, expected(bad));
      return [...new Set(items)];
    },
  );
}

/**
 * JSON: `check` names what is wrong with a parsed value (appended to `expected`), `convert` makes
 * it the configuration's value. With `object`, anything but a JSON object is refused outright.
 */
export function json<T>(
  doc: Doc & {
    expected: string;
    object?: boolean;
    empty: () => T;
    check: (parsed: unknown) => string | undefined;
    convert: (parsed: unknown, reading: Reading) => T;
  },
): Variable<T> {
  const { expected, object = false, empty, check, convert, ...rest } = doc;
  return variable(rest, empty, (value, reading) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid(reading.name, value, expected);
    }
    if (object && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) throw invalid(reading.name, value, expected);
    const problem = check(parsed);
    if (problem !== undefined) throw invalid(reading.name, value, `${expected}; ${problem}`);
    return convert(parsed, reading);
  });
}

/** A path, relative ones (the default's too) resolved from the working directory; a rule may check the file. */
export function filePath<D extends string | undefined = undefined>(doc: Doc & { default?: D; rule?: Rule }): Variable<string | D> {
  const { default: fallback, rule, ...rest } = doc;
  return variable<string | D>(
    rest,
    ({ cwd }) => (fallback === undefined ? fallback : path.resolve(cwd, fallback)) as D,
    (value, { name, cwd }) => {
      const file = path.resolve(cwd, value);
      if (rule !== undefined && !rule.test(file)) throw invalid(name, value, rule.expected);
      return file;
    },
    fallback === undefined ? 'none' : code(fallback),
  );
}
