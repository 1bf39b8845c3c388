import type { Manifest } from '../../server/contract';

/** What Atrium keeps in the browser, by key (spec, shell section 3 "Browser storage"). */
export interface StoredValues {
  AUTH_token: string;
  REFRESH_token: string;
  /** The signed-in username. */
  User: string;
  /** The package manifest last loaded. */
  Metadata: Manifest;
  /** The language chosen on the login page, used from the next boot until the user's settings apply. */
  locale: string;
}

export type StorageKey = keyof StoredValues;

interface StoredItem<K extends StorageKey> {
  value: StoredValues[K];
  timestamp: number;
}

export interface BrowserStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
  /** Removes every Atrium item, leaving other data on the same origin alone. */
  clear(): void;
}

/**
 * Keyed items with the time they were written, under one prefix. An unreadable item (another
 * version's format, a hand-edited value) reads as absent instead of breaking boot.
 */
export function createBrowserStorage(backend: Storage, now: () => number, prefix = 'atrium:'): BrowserStorage {
  return {
    get(key) {
      const raw = backend.getItem(prefix + key);
      if (raw === null) return null;
      try {
        const item = JSON.parse(raw) as Partial<StoredItem<typeof key>> | null;
        return item?.value ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const item: StoredItem<typeof key> = { value, timestamp: now() };
      backend.setItem(prefix + key, JSON.stringify(item));
    },
    remove(key) {
      backend.removeItem(prefix + key);
    },
    clear() {
      const ours: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const name = backend.key(i);
        if (name?.startsWith(prefix)) ours.push(name);
      }
      for (const name of ours) backend.removeItem(name);
    },
  };
}
