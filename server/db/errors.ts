/**
 * Whether a query failed on a unique index: SQLite (better-sqlite3) and PostgreSQL (pg) say so
 * with codes of their own.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
