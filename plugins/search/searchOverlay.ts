import { toDisposable, type FileEntry, type ReadableValue, type SearchProgress } from '../../sdk';
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
  /** How far the search on its way is; null before the server has told. */
  progress: SearchProgress | null;
  /** Why the last search failed; null unless it did. */
  error: string | null;
}

/** The search overlay's rules (docs/features/search.md#the-f3-search), apart from any view. */
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
  /**
   * Finds the files whose names match `pattern` (`*` wildcards), telling `onProgress` how far it
   * is; `signal` aborts a search the overlay no longer waits for.
   */
  search(pattern: string, watch: { onProgress: (progress: SearchProgress) => void; signal: AbortSignal }): Promise<readonly FileEntry[]>;
  /** Opens a result with its default application. */
  open(entry: FileEntry): void;
  /** The text of a failure, in the user's language. */
  errorText(error: unknown): string;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const HIDDEN: SearchState = { visible: false, query: '', results: [], index: -1, status: 'idle', progress: null, error: null };

export function createSearchOverlay(deps: SearchOverlayDeps): SearchOverlay {
  let state = HIDDEN;
  const listeners = new Set<(value: SearchState) => void>();
  /** The last search: aborted when a later search or a reset overtakes it, and what it answers then dropped. */
  let running: AbortController | null = null;
  let blurTimer: unknown = null;

  const set = (next: SearchState) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  const cancelBlur = () => {
    if (blurTimer !== null) deps.clearTimeout(blurTimer);
    blurTimer = null;
  };
  const drop = () => {
    running?.abort();
    running = null;
  };
  const reset = (visible: boolean) => {
    cancelBlur();
    drop();
    set({ ...HIDDEN, visible });
  };

  const search = () => {
    const query = state.query.trim();
    if (query === '') return;
    drop();
    const { signal } = (running = new AbortController());
    set({ ...state, status: 'searching', progress: null, error: null });
    const onProgress = (progress: SearchProgress) => {
      if (!signal.aborted) set({ ...state, progress });
    };
    deps.search(`*${query}*`, { onProgress, signal }).then(
      (results) => {
        if (!signal.aborted) set({ ...state, results, index: -1, status: 'done', progress: null, error: null });
      },
      (error: unknown) => {
        if (!signal.aborted) set({ ...state, results: [], index: -1, status: 'failed', progress: null, error: deps.errorText(error) });
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
