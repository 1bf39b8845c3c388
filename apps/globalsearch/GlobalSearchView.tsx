import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import type { SearchFilter } from '../../server/contract';
import { useTranslation, type CatalogEntry } from '../../sdk';
import { SEARCH_FILTERS, SEARCH_TERM_MAX_LENGTH } from './constants';
import type { Point, SearchHit } from './openResult';
import { ResultRow } from './ResultRow';
import type { SearchRequest } from './searchArgs';
import type { SearchStore } from './searchStore';
import { searchTermProblem, type SearchTermProblem } from './searchTerm';

interface GlobalSearchViewProps {
  store: SearchStore;
  catalog: readonly CatalogEntry[];
  onSearch: (request: SearchRequest) => void;
  onOpen: (hit: SearchHit, at: Point) => void;
}

/**
 * The GlobalSearch window: the search box with its filter, then a page of results. Enter or the
 * Search button searches (the panel's rules: not empty, not special characters alone); Up and
 * Down move between the results; Enter or a click opens one.
 */
export function GlobalSearchView({ store, catalog, onSearch, onOpen }: GlobalSearchViewProps) {
  const { t } = useTranslation();
  const request = useStore(store, (state) => state.request);
  const status = useStore(store, (state) => state.status);
  const results = useStore(store, (state) => state.results);
  const skip = useStore(store, (state) => state.skip);
  const error = useStore(store, (state) => state.error);
  const [term, setTerm] = useState(request.term);
  const [filter, setFilter] = useState<SearchFilter>(request.filter);
  const [problem, setProblem] = useState<SearchTermProblem>();
  const [shown, setShown] = useState(request);
  // A search from the panel reaches a running window as a new request: the box follows it.
  if (shown !== request) {
    setShown(request);
    setTerm(request.term);
    setFilter(request.filter);
    setProblem(undefined);
  }

  const submit = () => {
    const found = searchTermProblem(term);
    setProblem(found);
    if (found === undefined) onSearch({ term: term.trim(), filter });
  };

  const hits: SearchHit[] = results === null ? [] : results.items.map((hit) => ({ kind: results.filter, hit }) as SearchHit);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.globalsearch__hit')];
    const at = rows.findIndex((row) => row === document.activeElement);
    rows[Math.min(rows.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  const open = (hit: SearchHit, event: MouseEvent<HTMLButtonElement>) => {
    // From the keyboard a click has no pointer position: the row's corner stands for it.
    const box = event.currentTarget.getBoundingClientRect();
    onOpen(hit, event.detail === 0 ? { left: box.left, top: box.bottom } : { left: event.clientX, top: event.clientY });
  };

  return (
    <div className="globalsearch">
      <form
        className="globalsearch__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          className="globalsearch__input"
          aria-label={t('globalsearch.question')}
          placeholder={t('globalsearch.question')}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          value={term}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? undefined : 'globalsearch-app-error'}
          onChange={(event) => setTerm(event.target.value)}
          onFocus={() => setProblem(undefined)}
        />
        <select className="globalsearch__filter" aria-label={t('globalsearch.filter')} value={filter} onChange={(event) => setFilter(event.target.value as SearchFilter)}>
          {SEARCH_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`globalsearch.filters.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="globalsearch__submit">
          {t('globalsearch.search')}
        </button>
      </form>
      {problem === undefined ? null : (
        <p id="globalsearch-app-error" className="globalsearch__error" role="alert">
          {t(problem === 'empty' ? 'globalsearch.empty' : 'globalsearch.special')}
        </p>
      )}
      <div className="globalsearch__status" role="status">
        {status === 'loading' ? t('globalsearch.searching') : null}
        {status === 'ready' && hits.length === 0 ? t('globalsearch.noResults') : null}
        {status === 'ready' && hits.length > 0 ? t('globalsearch.range', { from: skip + 1, to: skip + hits.length }) : null}
      </div>
      {status === 'failed' ? (
        <p className="globalsearch__error" role="alert">
          {t('globalsearch.failed', { message: error })}
        </p>
      ) : null}
      {hits.length > 0 ? (
        <ul className="globalsearch__results" aria-label={t('globalsearch.results')} onKeyDown={onListKeyDown}>
          {hits.map((hit) => (
            <li key={keyOf(hit)}>
              <ResultRow result={hit} catalog={catalog} onOpen={(event) => open(hit, event)} />
            </li>
          ))}
        </ul>
      ) : null}
      {results !== null && (skip > 0 || results.more) ? (
        <nav className="globalsearch__pages" aria-label={t('globalsearch.pages')}>
          <button type="button" disabled={skip === 0 || status === 'loading'} onClick={() => void store.getState().turn(-1)}>
            {t('globalsearch.previous')}
          </button>
          <button type="button" disabled={!results.more || status === 'loading'} onClick={() => void store.getState().turn(1)}>
            {t('globalsearch.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function keyOf(result: SearchHit): string {
  switch (result.kind) {
    case 'apps':
      return result.hit.name;
    case 'user':
    case 'attachment':
      return result.hit.id;
    case 'comment':
      return result.hit.uuid;
  }
}
