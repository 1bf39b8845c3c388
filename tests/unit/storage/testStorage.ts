import { webcrypto } from 'node:crypto';
import { vi } from 'vitest';
import { openBrowserStorage, type BrowserStorageOptions, type StorageDatabase, type StorageEvents } from '../../../engine/storage';

/** Node's WebCrypto, which is the browser's API. */
export const subtle = webcrypto.subtle as SubtleCrypto;

/** A browser's IndexedDB in memory, with `add`'s rule for the key (the first one stored stays). */
export function memoryDatabase(): StorageDatabase & { items: Map<string, string | null> } {
  let key: CryptoKey | undefined;
  const items = new Map<string, string | null>();
  return {
    items,
    key: () => Promise.resolve(key),
    addKey(created) {
      if (key) return Promise.resolve(false);
      key = created;
      return Promise.resolve(true);
    },
    item: (name) => Promise.resolve(items.get(name)),
    putItem(name, text) {
      items.set(name, text);
      return Promise.resolve();
    },
    clearItems() {
      for (const name of items.keys()) items.set(name, null);
      return Promise.resolve();
    },
  };
}

/**
 * One tab's view of localStorage that never sees another tab's writes: the worst case of
 * Chromium, which hands them to other tabs' processes asynchronously.
 */
export function tabLocalStorage(initial: Storage = localStorage): Storage {
  const values = new Map<string, string>();
  for (let index = 0; index < initial.length; index++) {
    const name = initial.key(index);
    if (name !== null) values.set(name, initial.getItem(name) ?? '');
  }
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => values.set(name, value),
    removeItem: (name) => values.delete(name),
    clear: () => values.clear(),
  } as Storage;
}

/** Where one tab hears of the others' writes; `announce` is the browser telling it that `key` changed (null: all cleared). */
export function tabEvents(): StorageEvents & { announce(key: string | null, storageArea?: Storage): void } {
  const listeners: ((event: StorageEvent) => void)[] = [];
  return {
    addEventListener(_type, listener) {
      listeners.push(listener);
    },
    announce(key, storageArea = localStorage) {
      for (const listener of listeners) listener(new StorageEvent('storage', { key, storageArea }));
    },
  };
}

/** A tab's browser storage over jsdom's localStorage: encrypted with `database`'s key, its `storage` events on `events`. */
export function openTestStorage(options: Partial<BrowserStorageOptions> = {}) {
  return openBrowserStorage({
    backend: localStorage,
    now: () => 1,
    subtle,
    database: memoryDatabase(),
    events: tabEvents(),
    log: { warn: vi.fn(), error: vi.fn() },
    ...options,
  });
}
