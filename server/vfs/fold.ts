/**
 * What search compares: the name without case or accents ("Résumé" → "resume"), and
 * compatibility forms unfolded ("ﬁ" → "fi"). Kept in a column, since SQLite has no ILIKE and
 * neither database folds accents.
 */
export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * A search pattern (`*` any run of characters, `?` one) as a LIKE pattern over folded names, with
 * `\` as the escape character: `%`, `_` and `\` in the pattern match themselves.
 */
export function likePattern(pattern: string): string {
  return foldName(pattern).replace(/[\\%_*?]/g, (character) => {
    if (character === '*') return '%';
    if (character === '?') return '_';
    return `\\${character}`;
  });
}
