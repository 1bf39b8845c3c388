export type { Database } from './schema';
export { connectDatabase } from './connect';
export { migrateToLatest } from './migrate';
export { parseJsonObject } from './json';
