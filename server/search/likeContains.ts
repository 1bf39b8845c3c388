/**
 * A LIKE pattern that finds `term` anywhere in a lower-cased column, with `\` as the escape
 * character: `%`, `_` and `\` in the term match themselves, not any run or any character.
 * Queries must say `escape '\'` (SQLite has no default escape character).
 */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
