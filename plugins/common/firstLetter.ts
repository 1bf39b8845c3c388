/** The first character of `text` in upper case (a whole surrogate pair), or '?' for an empty text. */
export function firstLetter(text: string): string {
  const [first] = Array.from(text.trim());
  return first === undefined ? '?' : first.toLocaleUpperCase();
}
