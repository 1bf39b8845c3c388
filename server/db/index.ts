export type { Database, RefreshTokensTable } from './schema';
export { connectDatabase } from './connect';
export { migrateToLatest } from './migrate';
export { parseJsonObject } from './json';
