/**
 * Usernames are stored in lower case; people type them in any case, with stray spaces. Whatever
 * stores a username and whatever looks one up goes through this, so both agree.
 */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

// Characters that separate or name the parts of a path: a username stays one name wherever it goes.
const PATH_CHARACTER = /[/\\:]/;

/** The scripts a username's letters are told apart by; the letters of all others count as one more. */
const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Devanagari', 'Bengali', 'Tamil', 'Thai', 'Ethiopic', 'Cherokee', 'Hangul', 'Hiragana', 'Katakana', 'Han', 'Bopomofo'] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => ({ script, pattern: new RegExp(`\\p{Script=${script}}`, 'u') }));
const OTHER_SCRIPT = 'another script';
// Digits, punctuation and combining marks belong to every script.
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The scripts that are written together (Unicode TS #39, "highly restrictive"): Japanese, Chinese
 * and Korean mix Han with their own and with Latin. Any other mix is how a name is made to look
 * like another one ('pаypal' with a Cyrillic 'а').
 */
const WRITTEN_TOGETHER: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** The scripts of `text`'s letters, in the order they first appear. */
function scriptsOf(text: string): string[] {
  const found = new Set<string>();
  for (const character of text) {
    if (SHARED.test(character)) continue;
    found.add(SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(character))?.script ?? OTHER_SCRIPT);
  }
  return [...found];
}

/**
 * Why the operators' tool will not give a new user `username` (normalised), or undefined when it
 * will: it holds a path character, is '.' or '..', or mixes scripts that are not written together.
 */
export function usernameProblem(username: string): string | undefined {
  if (PATH_CHARACTER.test(username)) return 'must not contain a path character (/, \\ or :)';
  if (username === '.' || username === '..') return "cannot be '.' or '..'";
  const scripts = scriptsOf(username);
  if (scripts.length > 1 && !WRITTEN_TOGETHER.some((together) => scripts.every((script) => together.has(script)))) {
    return `must be written in one script, not ${scripts.join(' and ')}`;
  }
  return undefined;
}
