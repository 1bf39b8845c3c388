export type { BrowserStorage, StorageKey, StoredValues } from './browserStorage';
export { createBrowserStorage } from './browserStorage';
