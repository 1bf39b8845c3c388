import type { Manifest } from '../../server/contract';
import { STORAGE_PREFIX } from './constants';
import { encryptedCodec, plainCodec, type ItemCodec, type StoredItem } from './itemCodec';
import { loadStorageKey, type StorageDatabase } from './storageDatabase';

/** What Atrium keeps in the browser, by key (docs/features/sign-in.md#tokens-in-the-browser). */
export interface StoredValues {
  AUTH_token: string;
  REFRESH_token: string;
  /** Keycloak's refresh token (AUTH_TYPE keycloak only), so a reload signs in again without a trip there. */
  KC_REFRESH_token: string;
  /** Okta's tokens, ID token among them, as okta-auth-js's token manager keeps them (AUTH_TYPE okta only). */
  id_token: string;
  /** The signed-in username. */
  User: string;
  /** The package manifest last loaded. */
  Metadata: Manifest;
  /** The language chosen on the login page, used from the next boot until the user's settings apply. */
  locale: string;
  /**
   * What the login page shows of the account last signed in to here (its footer text). Not
   * personal, and kept by sign-out, so that the login page keeps the account's footer.
   */
  UserInfo: { account: string; footer: string };
  /** 'New' once the browser cleared its caches for the server (cleared_browser_cache): the page runs afresh. */
  version: 'New';
}

/** The items sign-out keeps: what the login page shows, nothing that signs anybody in. */
export const KEPT_ON_SIGN_OUT: readonly StorageKey[] = ['UserInfo'];

export type StorageKey = keyof StoredValues;

/**
 * Atrium's items in the browser, each kept with the time it was written. Reads are synchronous,
 * from this tab's copy; writes change that copy at once and reach the backend (encrypted) in call
 * order, so a caller that must know the write has landed (before releasing a lock, before a
 * reload) awaits it.
 */
export interface BrowserStorage {
  /** The value of `key` as this tab knows it, or null; other tabs' writes arrive shortly after they happen. */
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  /** Keeps `value` under `key`; resolves once it is written (a failed write is logged, never thrown). */
  set<K extends StorageKey>(key: K, value: StoredValues[K]): Promise<void>;
  /** Forgets `key`; resolves once it is gone from the backend. */
  remove(key: StorageKey): Promise<void>;
  /**
   * Removes every Atrium item but those in `keep`, leaving other data on the same origin alone;
   * resolves once they are gone.
   */
  clear(keep?: readonly StorageKey[]): Promise<void>;
  /**
   * The value of `key` as the last write of any tab left it, once this tab's own writes have
   * landed: another tab's write of a moment ago, which this tab's localStorage may not show yet.
   * Read from the database's copy; from localStorage where there is none (plain fallback).
   */
  reread<K extends StorageKey>(key: K): Promise<StoredValues[K] | null>;
}

/** Where another tab's writes are announced: the window, whose `storage` events name the changed item. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface BrowserStorageOptions {
  /** Where the items are kept: the page's localStorage. */
  backend: Storage;
  now: () => number;
  /** WebCrypto, or null where the page has none (no secure context): items are then kept in plain text. */
  subtle: SubtleCrypto | null;
  /** The browser's key and the items' copies (IndexedDB), or null without IndexedDB: items are then kept in plain text. */
  database: StorageDatabase | null;
  events: StorageEvents;
  log: Pick<Console, 'warn' | 'error'>;
}

const NOT_ENCRYPTED = 'Atrium: browser storage is NOT encrypted, tokens are kept in plain text';

/** AES-GCM with the browser's key; plain text, said loudly, where that key cannot be had. */
async function chooseCodec({ subtle, database, log }: BrowserStorageOptions): Promise<ItemCodec> {
  if (!subtle) {
    log.warn(`${NOT_ENCRYPTED}: this page has no WebCrypto (crypto.subtle exists only over HTTPS or on localhost)`);
    return plainCodec;
  }
  if (!database) {
    log.warn(`${NOT_ENCRYPTED}: this page has no IndexedDB to keep the key in`);
    return plainCodec;
  }
  try {
    return encryptedCodec(subtle, await loadStorageKey(database, subtle));
  } catch (error) {
    log.warn(`${NOT_ENCRYPTED}: the key cannot be loaded or created`, error);
    return plainCodec;
  }
}

/**
 * Opens Atrium's browser storage: loads (or creates, once per browser) the AES-GCM key, decrypts
 * every Atrium item into this tab's copy, and follows other tabs' writes. Plain items of earlier
 * versions are read and re-written encrypted; an item that cannot be read (its key is gone, it
 * was altered) reads as absent with a warning. Never rejects: without WebCrypto or IndexedDB the
 * items are kept in plain text, with a warning in the console.
 * @example
 * const storage = await openBrowserStorage({ backend: localStorage, now: Date.now, subtle: crypto.subtle,
 *   database: indexedDbStorageDatabase(indexedDB), events: window, log: console });
 * void storage.set('User', 'demo');
 * storage.get('User'); // 'demo'
 */
export async function openBrowserStorage(options: BrowserStorageOptions): Promise<BrowserStorage> {
  const { backend, now, log } = options;
  const codec = await chooseCodec(options);
  // Copies only of encrypted items: the plain fallback writes nothing more than earlier versions did.
  const copies = codec.encrypts ? options.database : null;
  const cache = new Map<string, StoredItem>();
  // Bumped by every change and every read of a name, so that a read overtaken by a newer change
  // or read leaves this tab's copy alone.
  const versions = new Map<string, number>();
  let writes: Promise<void> = Promise.resolve();

  const bump = (name: string) => {
    const next = (versions.get(name) ?? 0) + 1;
    versions.set(name, next);
    return next;
  };
  const storedNames = () => {
    const names: string[] = [];
    for (let index = 0; index < backend.length; index++) {
      const full = backend.key(index);
      if (full?.startsWith(STORAGE_PREFIX)) names.push(full.slice(STORAGE_PREFIX.length));
    }
    return names;
  };

  /** Runs `write` after every earlier write; the promise resolves when it is done, failed writes are logged. */
  const enqueue = (what: string, write: () => Promise<void> | void): Promise<void> => {
    writes = writes.then(write).catch((error: unknown) => log.error(`Atrium: browser storage could not ${what}`, error));
    return writes;
  };

  /** Writes an item's text to localStorage and its copy; null removes it. */
  const store = async (full: string, text: string | null) => {
    if (text === null) backend.removeItem(full);
    else backend.setItem(full, text);
    await copies?.putItem(full, text);
  };

  const migrate = (name: string, raw: string, item: StoredItem) =>
    void enqueue(`encrypt '${STORAGE_PREFIX}${name}'`, async () => {
      const full = STORAGE_PREFIX + name;
      const sealed = await codec.encode(full, item);
      // Another tab may have written the item meanwhile; its value is the newer one.
      if (backend.getItem(full) === raw) await store(full, sealed);
    });

  const localText = (full: string) => backend.getItem(full);

  /** What the last write of any tab left in item `full`: its copy, or localStorage where it has none. */
  const sharedText = async (full: string): Promise<string | null> => {
    if (!copies) return localText(full);
    try {
      const copy = await copies.item(full);
      return copy === undefined ? localText(full) : copy;
    } catch (error) {
      log.warn(`Atrium: browser storage cannot read its copy of '${full}'; localStorage's applies`, error);
      return localText(full);
    }
  };

  /**
   * Reads item `name` (from localStorage, or through `source`) into this tab's copy, unless a
   * newer change or read overtook this one; returns what it read.
   */
  const load = async (name: string, source: (full: string) => Promise<string | null> | string | null = localText) => {
    const version = bump(name);
    await writes;
    const full = STORAGE_PREFIX + name;
    const raw = await source(full);
    const decoded = raw === null ? null : await codec.decode(full, raw);
    const item = decoded?.readable ? decoded.item : null;
    if (decoded && !decoded.readable) log.warn(`Atrium: browser storage item '${full}' reads as absent: ${decoded.reason}`);
    if (versions.get(name) !== version) return item;
    if (item) cache.set(name, item);
    else cache.delete(name);
    if (raw !== null && decoded?.readable && decoded.plain && codec.encrypts) migrate(name, raw, decoded.item);
    return item;
  };

  options.events.addEventListener('storage', (event) => {
    if (event.storageArea !== backend) return;
    if (event.key === null) {
      // Another tab cleared the whole storage.
      for (const name of new Set([...cache.keys(), ...storedNames()])) void load(name);
    } else if (event.key.startsWith(STORAGE_PREFIX)) {
      void load(event.key.slice(STORAGE_PREFIX.length));
    }
  });
  await Promise.all(storedNames().map((name) => load(name)));

  return {
    get: <K extends StorageKey>(key: K) => (cache.get(key)?.value ?? null) as StoredValues[K] | null,
    set(key, value) {
      const item: StoredItem = { value, timestamp: now() };
      cache.set(key, item);
      bump(key);
      const full = STORAGE_PREFIX + key;
      return enqueue(`write '${full}'`, async () => store(full, await codec.encode(full, item)));
    },
    remove(key) {
      cache.delete(key);
      bump(key);
      return enqueue(`remove '${STORAGE_PREFIX}${key}'`, () => store(STORAGE_PREFIX + key, null));
    },
    clear(keep = []) {
      const kept = new Set<string>(keep);
      const gone = [...new Set([...cache.keys(), ...storedNames()])].filter((name) => !kept.has(name));
      for (const name of gone) {
        bump(name);
        cache.delete(name);
      }
      return enqueue('remove its items', async () => {
        if (kept.size > 0) {
          for (const name of new Set([...gone, ...storedNames()])) if (!kept.has(name)) await store(STORAGE_PREFIX + name, null);
          return;
        }
        for (const name of storedNames()) backend.removeItem(STORAGE_PREFIX + name);
        await copies?.clearItems();
      });
    },
    reread: async <K extends StorageKey>(key: K) => ((await load(key, sharedText))?.value ?? null) as StoredValues[K] | null,
  };
}
