import type { FileSizeBase, ReadableValue } from '../../sdk';
import type { SortDirection, SortOrder } from './sorting';

/** The columns a list sorts by; in the trash, time is when it was deleted and kind where it was. */
export type SortKey = 'name' | 'size' | 'time' | 'kind';

/** How Files shows folders, kept in the user's settings (the app's namespace) and shared by its windows. */
export interface FilesPreferences {
  view: 'list' | 'icons';
  sort: SortOrder<SortKey>;
  /** Names starting with a dot are listed. */
  showHidden: boolean;
  /** Sizes in KiB, MiB, … (1024) or kB, MB, … (1000) (docs/features/files.md#the-files-app). */
  sizeBase: FileSizeBase;
}

export const DEFAULT_PREFERENCES: FilesPreferences = {
  view: 'list',
  sort: { key: 'name', direction: 'ascending' },
  showHidden: false,
  sizeBase: 1024,
};

const SORT_KEYS: readonly string[] = ['name', 'size', 'time', 'kind'] satisfies SortKey[];
const DIRECTIONS: readonly string[] = ['ascending', 'descending'] satisfies SortDirection[];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** The preferences in the saved `values`; anything missing or not understood is the default, so a bad setting never breaks the app. */
export function preferencesOf(values: Readonly<Record<string, unknown>>): FilesPreferences {
  const sort = isRecord(values.sort) ? values.sort : {};
  return {
    view: values.view === 'icons' ? 'icons' : 'list',
    sort: {
      key: typeof sort.key === 'string' && SORT_KEYS.includes(sort.key) ? (sort.key as SortKey) : DEFAULT_PREFERENCES.sort.key,
      direction: typeof sort.direction === 'string' && DIRECTIONS.includes(sort.direction) ? (sort.direction as SortDirection) : DEFAULT_PREFERENCES.sort.direction,
    },
    showHidden: values.showHidden === true,
    sizeBase: values.sizeBase === 1000 ? 1000 : 1024,
  };
}

/**
 * The preferences as a value that follows the saved settings: each change of the settings gives
 * a new object, and reading it again without a change gives the same one (React's stores need that).
 */
export function preferencesValue(values: ReadableValue<Readonly<Record<string, unknown>>>): ReadableValue<FilesPreferences> {
  let read = values.get();
  let current = preferencesOf(read);
  const get = () => {
    const now = values.get();
    if (now !== read) {
      read = now;
      current = preferencesOf(now);
    }
    return current;
  };
  return { get, subscribe: (listener) => values.subscribe(() => listener(get())) };
}
