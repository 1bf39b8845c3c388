export type { BrowserStorage, BrowserStorageOptions, StorageEvents, StorageKey, StoredValues } from './browserStorage';
export type { StorageDatabase } from './storageDatabase';
export { KEPT_ON_SIGN_OUT, openBrowserStorage } from './browserStorage';
export { indexedDbStorageDatabase } from './storageDatabase';
