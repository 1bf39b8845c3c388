/**
 * Whether `mime` is of the type `pattern` names: an exact type, `type/*` for all of a kind, or
 * `*` (or `*\/*`) for every type. Case does not matter, nor parameters (`text/plain; charset=utf-8`).
 * @example
 * ```ts
 * mimeMatches('image/png', 'image/*'); // true
 * mimeMatches('text/plain', 'text/csv'); // false
 * ```
 */
export function mimeMatches(mime: string, pattern: string): boolean {
  const type = (mime.split(';')[0] ?? '').trim().toLowerCase();
  const wanted = pattern.trim().toLowerCase();
  if (wanted === '*' || wanted === '*/*') return true;
  return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
}

/**
 * Whether `mime` passes the filter `accepted`: any of its patterns (see `mimeMatches`). No filter
 * (undefined or empty) passes everything.
 * @example
 * ```ts
 * matchesMime('image/png', ['image/*', 'application/pdf']); // true
 * ```
 */
export function matchesMime(mime: string, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  return accepted.some((pattern) => mimeMatches(mime, pattern));
}
