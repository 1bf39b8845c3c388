import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../server/contract';
import { historyTerm, historyTerms, historyWith, likeContains } from '../../server/search';

describe('the search history string', () => {
  it('puts the new term first and drops its earlier searches, whatever their case', () => {
    expect(historyWith('', 'budget')).toBe('budget');
    expect(historyWith('ada,budget,report', 'Budget')).toBe('Budget,ada,report');
    expect(historyWith('ada,budget', 'ada')).toBe('ada,budget');
  });

  it('keeps at most the newest ten', () => {
    const full = Array.from({ length: SEARCH_LIMITS.historySize }, (_, index) => `t${index}`).join(',');
    const next = historyWith(full, 'new').split(',');
    expect(next).toHaveLength(SEARCH_LIMITS.historySize);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`t${SEARCH_LIMITS.historySize - 1}`);
  });

  it('turns a comma into a space, so that the term comes back as one recent search', () => {
    expect(historyTerm(' Lovelace,  Ada ')).toBe('Lovelace Ada');
    expect(historyTerm(',,')).toBe('');
    expect(historyWith('x', 'a,b').split(',')).toEqual(['a b', 'x']);
  });

  it('reads a stored history without blanks and repeats', () => {
    expect(historyTerms(' a ,,b, A ,c,')).toEqual(['a', 'b', 'c']);
    expect(historyTerms('')).toEqual([]);
  });
});

describe('likeContains', () => {
  it('escapes LIKE wildcards and the escape character, lower-cased, between two %', () => {
    expect(likeContains('Ada')).toBe('%ada%');
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likeContains("'; drop table users; --")).toBe("%'; drop table users; --%");
  });
});
