import { createStore, type StoreApi } from 'zustand/vanilla';
import { DisposableStore, EMPTY_SELECTION, reconcile, selectAll, type Disposable, type ReadableValue, type Selection, type Vfs, type VfsChangeEvent } from '../../sdk';
import { goBack, goForward, placeAbove, samePlace, startHistory, visit, type History, type Place } from './places';
import type { FilesPreferences } from './preferences';
import { entryRow, isHidden, SORT_VALUES, trashRow, type Row } from './rows';
import { createSorter, nameCollator, type Sorter } from './sorting';

/** What a Files window shows: where it is, the rows of that place as sorted, and what is selected. */
export interface FilesState {
  history: History;
  /** `loading` until the first answer for the place; a reload keeps the rows it has meanwhile. */
  status: 'loading' | 'ready' | 'failed';
  /** Why the place could not be listed, as the VFS said it (the view words it). */
  error: unknown;
  /** The place's rows, sorted and filtered as the preferences say. */
  rows: readonly Row[];
  /** The rows' keys, in the same order: what selection and keyboard steps go by. */
  order: readonly string[];
  selection: Selection;
  /** The key of the row whose name is being edited in place. */
  renaming: string | null;
}

export interface FilesActions {
  /** Opens a place; going where the window is reads it again. */
  go(place: Place): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  up(): Promise<void>;
  /** Reads the place again; settles once its rows are shown. */
  reload(): Promise<void>;
  /** What the list chose: a click, a key, a name typed. */
  select(selection: Selection): void;
  selectAll(): void;
  /** Selects exactly these keys (new folders, pasted entries), the last one focused. */
  selectKeys(keys: readonly string[]): void;
  clearSelection(): void;
  startRename(key: string): void;
  stopRename(): void;
}

export type FilesStore = StoreApi<FilesState & FilesActions> & Disposable;

export interface FilesStoreDeps {
  vfs: Vfs;
  start: Place;
  preferences: ReadableValue<FilesPreferences>;
  /** The user's language, e.g. 'de_DE': names sort as it does. */
  locale: ReadableValue<string>;
}

/** Rows sort by name as the language `locale` ('de_DE') does. */
const rowSorter = (locale: string): Sorter<Row> =>
  createSorter<Row>({ folder: (row) => row.folder, name: (row) => row.name }, nameCollator(locale.replaceAll('_', '-')));

/** Whether a change reaches what the window shows: its folder's listing, or the trash. */
function touches(event: VfsChangeEvent, place: Place): boolean {
  if (place.kind === 'trash') return event.kind === 'trash' || event.kind === 'restore' || event.kind === 'purge';
  return event.folders.includes(place.path) || event.paths.includes(place.path) || event.kind === 'mount' || event.kind === 'unmount';
}

/**
 * A Files window's state. It reads its place through the VFS, keeps the answer as it came
 * (`readdir`'s order, folders first and by name, which the sort starts from), and shows it sorted
 * and filtered by the preferences, which it follows, as it follows the VFS's changes.
 */
export function createFilesStore({ vfs, start, preferences, locale }: FilesStoreDeps): FilesStore {
  const subscriptions = new DisposableStore();
  let sorter = rowSorter(locale.get());
  /** The place's rows as the VFS answered them; `rows` is this sorted and filtered. */
  let answered: readonly Row[] = [];
  /** Each read gets a number: an answer that arrives after a later read began is dropped. */
  let reads = 0;

  const shown = (rows: readonly Row[]) => {
    const { sort, showHidden } = preferences.get();
    // The whole answer is sorted (its names are ranked once per answer), then hidden names leave.
    const sorted = sorter(rows, SORT_VALUES[sort.key], sort.direction);
    const visible = showHidden ? sorted : sorted.filter((row) => !isHidden(row));
    return { rows: visible, order: visible.map((row) => row.key) };
  };

  const store = createStore<FilesState & FilesActions>()((set, get) => {
    const show = (rows: readonly Row[]) => {
      answered = rows;
      const next = shown(rows);
      const { order, selection } = get();
      set({ ...next, selection: reconcile(selection, order, next.order), status: 'ready', error: null });
    };

    const read = async (place: Place) => {
      const number = ++reads;
      try {
        const rows = place.kind === 'trash' ? (await vfs.trashed()).map(trashRow) : (await vfs.readdir(place.path)).map(entryRow);
        if (number === reads) show(rows);
      } catch (error) {
        if (number === reads) set({ status: 'failed', error });
      }
    };

    const arrive = (history: History) => {
      const moved = !samePlace(history.current, get().history.current);
      if (moved) {
        answered = [];
        set({ history, status: 'loading', error: null, rows: [], order: [], selection: EMPTY_SELECTION, renaming: null });
      }
      return read(history.current);
    };

    return {
      history: startHistory(start),
      status: 'loading',
      error: null,
      rows: [],
      order: [],
      selection: EMPTY_SELECTION,
      renaming: null,
      go: (place) => arrive(visit(get().history, place)),
      back: () => arrive(goBack(get().history)),
      forward: () => arrive(goForward(get().history)),
      up: async () => {
        const above = placeAbove(get().history.current);
        if (above) await arrive(visit(get().history, above));
      },
      reload: () => read(get().history.current),
      select: (selection) => set({ selection }),
      selectAll: () => set({ selection: selectAll(get().selection, get().order) }),
      selectKeys: (keys) => {
        const present = keys.filter((key) => get().order.includes(key));
        const last = present.at(-1) ?? null;
        set({ selection: { selected: new Set(present), anchor: last, focus: last } });
      },
      clearSelection: () => set({ selection: { ...get().selection, selected: new Set() } }),
      startRename: (key) => set({ renaming: key }),
      stopRename: () => set({ renaming: null }),
    };
  });

  const resort = () => {
    const next = shown(answered);
    const { order, selection } = store.getState();
    store.setState({ ...next, selection: reconcile(selection, order, next.order) });
  };
  subscriptions.add(preferences.subscribe(resort));
  subscriptions.add(
    locale.subscribe((language) => {
      sorter = rowSorter(language);
      resort();
    }),
  );
  subscriptions.add(
    vfs.onDidChange((event) => {
      if (touches(event, store.getState().history.current)) void store.getState().reload();
    }),
  );
  void store.getState().reload();

  return Object.assign(store, { dispose: () => subscriptions.dispose() });
}
