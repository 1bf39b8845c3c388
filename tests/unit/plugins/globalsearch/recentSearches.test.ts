import { describe, expect, it } from 'vitest';
import { recentSearches } from '../../../../plugins/globalsearch/recentSearches';

describe('recentSearches', () => {
  it('splits search_history on commas, in its order, trimmed, without blanks or repeats', () => {
    expect(recentSearches('budget,Ada Lovelace, report ')).toEqual(['budget', 'Ada Lovelace', 'report']);
    expect(recentSearches(',a,,a, ,b,')).toEqual(['a', 'b']);
    expect(recentSearches('')).toEqual([]);
  });
});
