/**
 * The Recent list of the user's `search_history` (GET /api/user/me), a comma-separated string
 * (docs/features/search.md#the-global-search): its terms in order, trimmed, without blanks or repeats.
 */
export function recentSearches(history: string): string[] {
  const terms = history.split(',').map((term) => term.trim());
  return terms.filter((term, index) => term !== '' && terms.indexOf(term) === index);
}
