export type { Database, DashboardWidgetsTable, OrdersTable, RefreshTokensTable, VfsNodesTable } from './schema';
export { connectDatabase } from './connect';
export { checkDatabase } from './health';
export { migrateToLatest } from './migrate';
export { parseJsonObject } from './json';
export { isUniqueViolation } from './errors';
