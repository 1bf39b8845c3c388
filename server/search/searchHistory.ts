import { SEARCH_LIMITS } from '../contract';

/**
 * A term as `search_history` can keep it: the history is one comma-separated string
 * (docs/features/search.md#the-global-search) that the panel splits on commas, so a comma in a term would come back as two recent
 * searches; it becomes a space. Runs of spaces shrink to one, the ends are trimmed.
 */
export function historyTerm(term: string): string {
  return term.replace(/,/g, ' ').replace(/\s+/gu, ' ').trim();
}

/** The terms of a stored history, in its order: blank entries and repeats (case aside) dropped. */
export function historyTerms(history: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const entry of history.split(',')) {
    const term = historyTerm(entry);
    const key = term.toLowerCase();
    if (term === '' || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/**
 * The history after searching `term`: the term first, any earlier search of it (case aside)
 * removed, at most SEARCH_LIMITS.historySize terms. `term` must not be blank once made a history
 * term (historyTerm).
 */
export function historyWith(history: string, term: string): string {
  return historyTerms(`${historyTerm(term)},${history}`).slice(0, SEARCH_LIMITS.historySize).join(',');
}
