/** Every Atrium item in localStorage is named with this prefix; other data on the origin is left alone. */
export const STORAGE_PREFIX = 'atrium:';

/** The IndexedDB database of browser storage: its key, and a copy of every item (see storageDatabase.ts). */
export const STORAGE_DATABASE = 'atrium';
export const STORAGE_DATABASE_VERSION = 1;
export const KEY_OBJECT_STORE = 'keys';
export const ITEM_OBJECT_STORE = 'items';
/** The record under which the browser storage's key is kept. */
export const STORAGE_KEY_ID = 'browser-storage';

/** AES-GCM with a 256-bit key and the 96-bit IV that GCM is specified for (NIST SP 800-38D). */
export const CIPHER = 'AES-GCM';
export const KEY_BITS = 256;
export const IV_BYTES = 12;
