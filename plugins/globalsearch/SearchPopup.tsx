import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { DEFAULT_FILTER, SEARCH_FILTERS, SEARCH_TERM_MAX_LENGTH, searchTermProblem, type SearchRequest, type SearchTermProblem } from '../../apps/globalsearch';
import type { SearchFilter } from '../../server/contract';
import { useTranslation } from '../../sdk';
import { usePopupPlacement } from '../common';

interface SearchPopupProps {
  id: string;
  /** The magnifier, which the popup opens away from. */
  anchor: RefObject<HTMLElement | null>;
  recent: readonly string[];
  onSearch: (request: SearchRequest) => void;
  onClose: () => void;
}

/**
 * 'What are you searching for?': the term, the filter (a radio group, Apps first), the Search
 * button and the recent searches, a click or Enter on one filling the term in. An empty term or
 * one of special characters only gets the spec's message, which focusing the input clears.
 * Escape closes.
 */
export function SearchPopup({ id, anchor, recent, onSearch, onClose }: SearchPopupProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<SearchFilter>(DEFAULT_FILTER);
  const [problem, setProblem] = useState<SearchTermProblem>();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const errorId = useId();
  const recentId = useId();
  usePopupPlacement(anchor, root);

  const submit = () => {
    const found = searchTermProblem(term);
    setProblem(found);
    if (found === undefined) onSearch({ term: term.trim(), filter });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <div id={id} ref={root} className="panel-item__popup globalsearch-popup" role="dialog" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <form
        className="globalsearch-popup__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label id={headingId} className="globalsearch-popup__question" htmlFor={`${id}-term`}>
          {t('globalsearch.question')}
        </label>
        <div className="globalsearch-popup__row">
          <input
            ref={input}
            id={`${id}-term`}
            type="search"
            className="globalsearch-popup__input"
            autoFocus
            maxLength={SEARCH_TERM_MAX_LENGTH}
            value={term}
            aria-invalid={problem !== undefined}
            aria-describedby={problem === undefined ? undefined : errorId}
            onChange={(event) => setTerm(event.target.value)}
            onFocus={() => setProblem(undefined)}
          />
          <button type="submit" className="globalsearch-popup__submit">
            {t('globalsearch.search')}
          </button>
        </div>
        {problem === undefined ? null : (
          <p id={errorId} className="globalsearch-popup__error" role="alert">
            {t(problem === 'empty' ? 'globalsearch.empty' : 'globalsearch.special')}
          </p>
        )}
        <fieldset className="globalsearch-popup__filters">
          <legend className="globalsearch-popup__legend">{t('globalsearch.filter')}</legend>
          {SEARCH_FILTERS.map((value) => (
            <label key={value} className="globalsearch-popup__filter">
              <input type="radio" name={`${id}-filter`} value={value} checked={filter === value} onChange={() => setFilter(value)} />
              {t(`globalsearch.filters.${value}`)}
            </label>
          ))}
        </fieldset>
      </form>
      <h3 id={recentId} className="globalsearch-popup__recent-heading">
        {t('globalsearch.recent')}
      </h3>
      {recent.length === 0 ? (
        <p className="globalsearch-popup__none">{t('globalsearch.noRecent')}</p>
      ) : (
        <ul className="globalsearch-popup__recent" aria-labelledby={recentId}>
          {recent.map((entry) => (
            <li key={entry}>
              <button
                type="button"
                className="panel-item__row globalsearch-popup__recent-item"
                onClick={() => {
                  setTerm(entry);
                  input.current?.focus();
                }}
              >
                {entry}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
