import { CIPHER, ITEM_OBJECT_STORE, KEY_BITS, KEY_OBJECT_STORE, STORAGE_DATABASE, STORAGE_DATABASE_VERSION, STORAGE_KEY_ID } from './constants';

/**
 * What browser storage keeps in IndexedDB: the browser's key, and a copy of every item as it was
 * last written by any tab. The copy exists because IndexedDB reads the same in every tab at once
 * and localStorage does not: Chromium hands a localStorage write to the other tabs' processes
 * asynchronously, so a tab granted a Web Lock just after another tab wrote and released it can
 * still read the old value there (in a test of this, 25 reads in 40; from IndexedDB, none).
 */
export interface StorageDatabase {
  /** The stored key, or undefined when none has been stored yet. */
  key(): Promise<CryptoKey | undefined>;
  /** Stores `key` unless a key is already stored; resolves false, storing nothing, when one was. */
  addKey(key: CryptoKey): Promise<boolean>;
  /**
   * The copy of item `name` (its text as kept in localStorage); null when the item was removed,
   * undefined when it was never copied (an item of an earlier version not read since).
   */
  item(name: string): Promise<string | null | undefined>;
  /** Replaces the copy of item `name`; null records that it was removed. Resolves once committed. */
  putItem(name: string, text: string | null): Promise<void>;
  /** Records every copied item as removed; resolves once committed. */
  clearItems(): Promise<void>;
}

/**
 * The browser's storage key: the stored one, or a new non-extractable AES-GCM key stored for the
 * next boot. Two tabs creating it at the same moment end up with one key, the first one stored.
 * @throws when the key can neither be read nor stored.
 */
export async function loadStorageKey(database: StorageDatabase, subtle: SubtleCrypto): Promise<CryptoKey> {
  const stored = await database.key();
  if (stored) return stored;
  // Non-extractable: script in the page can use the key but never read it out.
  const created = await subtle.generateKey({ name: CIPHER, length: KEY_BITS }, false, ['encrypt', 'decrypt']);
  if (await database.addKey(created)) return created;
  const winner = await database.key();
  if (!winner) throw new Error('Atrium: the browser storage key was stored by another tab but cannot be read back');
  return winner;
}

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Browser storage's database in IndexedDB, which stores a CryptoKey as it is (structured clone), non-extractable included. */
export function indexedDbStorageDatabase(factory: IDBFactory): StorageDatabase {
  let database: Promise<IDBDatabase> | null = null;
  const open = () =>
    (database ??= new Promise((resolve, reject) => {
      const opening = factory.open(STORAGE_DATABASE, STORAGE_DATABASE_VERSION);
      opening.onupgradeneeded = () => {
        opening.result.createObjectStore(KEY_OBJECT_STORE);
        opening.result.createObjectStore(ITEM_OBJECT_STORE);
      };
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error(`IndexedDB database '${STORAGE_DATABASE}' cannot be opened`));
    }));
  const read = async <T>(store: string, id: string) => {
    const transaction = (await open()).transaction(store, 'readonly');
    return (await settled(transaction.objectStore(store).get(id))) as T | undefined;
  };
  /** Runs `change` in a read-write transaction and resolves once it is committed. */
  const write = async (store: string, change: (objects: IDBObjectStore) => IDBRequest) => {
    const transaction = (await open()).transaction(store, 'readwrite');
    const done = committed(transaction);
    try {
      await settled(change(transaction.objectStore(store)));
    } catch (error) {
      done.catch(() => undefined);
      throw error;
    }
    await done;
  };
  return {
    key: () => read<CryptoKey>(KEY_OBJECT_STORE, STORAGE_KEY_ID),
    async addKey(key) {
      try {
        // `add`, not `put`: it fails on a key another tab stored first, and that key stays.
        await write(KEY_OBJECT_STORE, (keys) => keys.add(key, STORAGE_KEY_ID));
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'ConstraintError') return false;
        throw error;
      }
    },
    item: (name) => read<string | null>(ITEM_OBJECT_STORE, name),
    putItem: (name, text) => write(ITEM_OBJECT_STORE, (items) => items.put(text, name)),
    async clearItems() {
      const transaction = (await open()).transaction(ITEM_OBJECT_STORE, 'readwrite');
      const done = committed(transaction);
      // Kept as removed rather than deleted: a tab reading a deleted one would fall back to its localStorage, which may still show it.
      const cursor = transaction.objectStore(ITEM_OBJECT_STORE).openCursor();
      cursor.onsuccess = () => {
        if (!cursor.result) return;
        cursor.result.update(null);
        cursor.result.continue();
      };
      await done;
    },
  };
}
