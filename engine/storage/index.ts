export type { BrowserStorage, BrowserStorageOptions, StorageEvents, StorageKey, StoredValues } from './browserStorage';
export type { StorageDatabase } from './storageDatabase';
export { openBrowserStorage } from './browserStorage';
export { indexedDbStorageDatabase } from './storageDatabase';
