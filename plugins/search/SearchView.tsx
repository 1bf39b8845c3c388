import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { fileIconUrl, useTranslation, useValue, type FileEntry } from '../../sdk';
import type { SearchOverlay, SearchState } from './searchOverlay';

/** The status line's text for the state shown. */
function statusText(state: SearchState, t: (key: string, values?: Record<string, unknown>) => string): string {
  switch (state.status) {
    case 'idle':
      return t('search.hint');
    case 'searching':
      return state.progress ? t('search.progress', { ...state.progress }) : t('search.searching');
    case 'failed':
      return state.error ?? '';
    case 'done':
      return state.results.length === 0 ? t('search.none') : t('search.found', { count: state.results.length });
  }
}

/** 'path (mime type)', as the spec shows each result. */
const resultText = (entry: FileEntry) => `${entry.path} (${entry.mime})`;

/**
 * The search overlay (docs/features/search.md#the-f3-search): a text box, a status line and the results, each
 * with an icon and 'path (mime type)'. It sits above the desktop, outside the panel, and takes
 * the focus while it shows; the focus goes back where it was when it hides.
 */
export function SearchView({ overlay }: { overlay: SearchOverlay }) {
  const state = useValue(overlay.state);
  return state.visible ? createPortal(<SearchBox overlay={overlay} state={state} />, document.body) : null;
}

function SearchBox({ overlay, state }: { overlay: SearchOverlay; state: SearchState }) {
  const { t } = useTranslation();
  const listId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);

  // Focus in while it shows; when it goes with the focus, the focus goes back where it was (if that is still there).
  useLayoutEffect(() => {
    const before = document.activeElement;
    const box = root.current;
    input.current?.focus();
    return () => {
      const now = document.activeElement;
      const ours = now === null || now === document.body || box?.contains(now) === true;
      if (ours && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const selected = state.index >= 0 ? `${listId}-${state.index}` : undefined;
  useEffect(() => {
    if (selected) document.getElementById(selected)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (overlay.press(event.key)) event.preventDefault();
  };

  return (
    <div ref={root} className="search" role="dialog" aria-label={t('search.title')}>
      <input
        ref={input}
        className="search__input"
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={state.results.length > 0}
        aria-controls={listId}
        aria-activedescendant={selected}
        aria-describedby={statusId}
        aria-autocomplete="none"
        autoComplete="off"
        spellCheck={false}
        value={state.query}
        placeholder={t('search.placeholder')}
        onChange={(event) => overlay.setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => overlay.blurred()}
        onFocus={() => overlay.focused()}
      />
      <p id={statusId} className="search__status" role="status">
        {statusText(state, t)}
      </p>
      <ul id={listId} className="search__results" role="listbox" aria-label={t('search.results')}>
        {state.results.map((entry, index) => (
          <li
            key={entry.path}
            id={`${listId}-${index}`}
            className="search__result"
            role="option"
            aria-selected={index === state.index}
            // The text box keeps the focus: a click chooses without blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => overlay.choose(index)}
          >
            <img className="search__icon" src={fileIconUrl(entry.icon)} alt="" width={16} height={16} />
            <span className="search__path">{resultText(entry)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
