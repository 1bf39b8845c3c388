import { describe, expect, it } from 'vitest';
import { SEARCH_SPECIAL_CHARACTERS, searchLaunchArgs, searchTermProblem } from '../../../../apps/globalsearch';
import { searchFromArgs } from '../../../../apps/globalsearch/searchArgs';

describe('searchTermProblem', () => {
  it('holds exactly the spec’s thirty special characters', () => {
    // docs/features/search.md#the-global-search, as it lists them.
    const listed = `! @ # $ % ^ & * ( ) _ + - = [ ] { } ; ' : " \\ | , . < > / ?`.split(' ');
    expect(listed).toHaveLength(30);
    expect(Array.from(SEARCH_SPECIAL_CHARACTERS).sort()).toEqual(listed.sort());
  });

  it('calls a term empty when it holds nothing but spaces', () => {
    for (const term of ['', ' ', '\t\n', '\u00a0 ']) expect(searchTermProblem(term), JSON.stringify(term)).toBe('empty');
  });

  it('refuses a term of special characters only, each of them alone and all together, spaces aside', () => {
    for (const character of SEARCH_SPECIAL_CHARACTERS) expect(searchTermProblem(character), character).toBe('special');
    expect(searchTermProblem(SEARCH_SPECIAL_CHARACTERS)).toBe('special');
    expect(searchTermProblem(' % $ ')).toBe('special');
  });

  it('lets through a term with one character outside the set', () => {
    for (const term of ['a', '%a%', '50%', 'C#', '"Q1"', 'Ünïcode', '日本', '`', '~', '€', '1']) expect(searchTermProblem(term), term).toBeUndefined();
  });
});

describe('the search launch arguments', () => {
  it('carry the filter as the page and the term as its title, and read back as they were', () => {
    const args = searchLaunchArgs({ term: 'budget', filter: 'user' });
    expect(args).toEqual({ page: 'user', pageTitle: 'budget' });
    expect(searchFromArgs(args)).toEqual({ term: 'budget', filter: 'user' });
  });

  it('read an unknown or missing filter as Apps, and a missing term as empty', () => {
    expect(searchFromArgs({ page: 'files', pageTitle: 'x' })).toEqual({ term: 'x', filter: 'apps' });
    expect(searchFromArgs({})).toEqual({ term: '', filter: 'apps' });
  });
});
