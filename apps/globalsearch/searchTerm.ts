import { SEARCH_SPECIAL_CHARACTERS } from './constants';

/** Why a term cannot be searched (docs/features/search.md#the-global-search): empty, or special characters only. */
export type SearchTermProblem = 'empty' | 'special';

const BLANK = /^\s*$/u;
// The set as a character class: `\`, `]`, `[`, `^` and `-` escaped, the others stand for themselves.
const ONLY_SPECIAL = new RegExp(`^[\\s${SEARCH_SPECIAL_CHARACTERS.replace(/[\\\][^-]/g, '\\$&')}]+$`, 'u');

/**
 * The problem with searching `term`, or undefined when it may be searched. Spaces around and
 * between count for nothing: '  ' is empty, '% $' is special characters only.
 */
export function searchTermProblem(term: string): SearchTermProblem | undefined {
  if (BLANK.test(term)) return 'empty';
  return ONLY_SPECIAL.test(term) ? 'special' : undefined;
}
