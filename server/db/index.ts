export type { Database, RefreshTokensTable } from './schema';
export { connectDatabase } from './connect';
export { checkDatabase } from './health';
export { migrateToLatest } from './migrate';
export { parseJsonObject } from './json';
