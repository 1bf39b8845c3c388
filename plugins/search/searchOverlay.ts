import { toDisposable, type FileEntry, type ReadableValue } from '../../sdk';
import { SEARCH_BLUR_HIDE_MS } from './constants';

/** What the overlay shows. */
export interface SearchState {
  visible: boolean;
  /** The text box. */
  query: string;
  results: readonly FileEntry[];
  /** The selected result; -1 for none. */
  index: number;
  /** The status line: nothing asked yet, a search on its way, its results, or its failure. */
  status: 'idle' | 'searching' | 'done' | 'failed';
  /** Why the last search failed; null unless it did. */
  error: string | null;
}

/** The search overlay's rules (spec, shell sections 2 "Search overlay" and 4), apart from any view. */
export interface SearchOverlay {
  readonly state: ReadableValue<SearchState>;
  /** Hidden ⇄ visible; either way the query, the results and the errors start afresh. */
  toggle(): void;
  /** Hides it, afresh as toggling does. */
  hide(): void;
  setQuery(query: string): void;
  /**
   * A key in the text box: Up and Down move through the results and wrap around; Escape resets
   * the index and hides the overlay when nothing was selected; Enter opens the selected result
   * (and hides the overlay), or else searches with the query wrapped in wildcards on both sides.
   * @returns whether the key was one of these.
   */
  press(key: string): boolean;
  /** A result chosen by pointer: opened as Enter opens the selected one. */
  choose(index: number): void;
  /** The text box lost the focus: the overlay hides SEARCH_BLUR_HIDE_MS later if the query is empty then. */
  blurred(): void;
  /** The text box has the focus again: a hide pending from a blur is called off. */
  focused(): void;
}

export interface SearchOverlayDeps {
  /** Finds the files whose names match `pattern` (`*` wildcards). */
  search(pattern: string): Promise<readonly FileEntry[]>;
  /** Opens a result with its default application. */
  open(entry: FileEntry): void;
  /** The text of a failure, in the user's language. */
  errorText(error: unknown): string;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const HIDDEN: SearchState = { visible: false, query: '', results: [], index: -1, status: 'idle', error: null };

export function createSearchOverlay(deps: SearchOverlayDeps): SearchOverlay {
  let state = HIDDEN;
  const listeners = new Set<(value: SearchState) => void>();
  /** Counts searches, so that an answer overtaken by a later search (or a reset) is dropped. */
  let asked = 0;
  let blurTimer: unknown = null;

  const set = (next: SearchState) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  const cancelBlur = () => {
    if (blurTimer !== null) deps.clearTimeout(blurTimer);
    blurTimer = null;
  };
  const reset = (visible: boolean) => {
    cancelBlur();
    asked += 1;
    set({ ...HIDDEN, visible });
  };

  const search = () => {
    const query = state.query.trim();
    if (query === '') return;
    const ticket = ++asked;
    set({ ...state, status: 'searching', error: null });
    deps.search(`*${query}*`).then(
      (results) => {
        if (ticket === asked) set({ ...state, results, index: -1, status: 'done', error: null });
      },
      (error: unknown) => {
        if (ticket === asked) set({ ...state, results: [], index: -1, status: 'failed', error: deps.errorText(error) });
      },
    );
  };

  const open = (index: number) => {
    const entry = state.results[index];
    if (!entry) return;
    overlay.hide();
    deps.open(entry);
  };

  const overlay: SearchOverlay = {
    state: {
      get: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return toDisposable(() => listeners.delete(listener));
      },
    },
    toggle: () => reset(!state.visible),
    hide() {
      if (state.visible) reset(false);
    },
    setQuery: (query) => set({ ...state, query }),
    press(key) {
      const count = state.results.length;
      switch (key) {
        case 'ArrowDown':
          if (count > 0) set({ ...state, index: state.index >= count - 1 ? 0 : state.index + 1 });
          return true;
        case 'ArrowUp':
          if (count > 0) set({ ...state, index: state.index <= 0 ? count - 1 : state.index - 1 });
          return true;
        case 'Escape':
          if (state.index === -1) overlay.hide();
          else set({ ...state, index: -1 });
          return true;
        case 'Enter':
          if (state.index >= 0) open(state.index);
          else search();
          return true;
        default:
          return false;
      }
    },
    choose: open,
    blurred() {
      cancelBlur();
      blurTimer = deps.setTimeout(() => {
        blurTimer = null;
        if (state.query.trim() === '') overlay.hide();
      }, SEARCH_BLUR_HIDE_MS);
    },
    focused: cancelBlur,
  };
  return overlay;
}
