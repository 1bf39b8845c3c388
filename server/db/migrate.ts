import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Applies every pending migration. Kysely's migrator takes a lock, so several instances
 * starting together on one PostgreSQL apply each migration once.
 * @throws Error naming the failed migration.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, migrationTableSchema: await ownSchema(db) });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : JSON.stringify(error);
  throw new Error(`Database migration ${failed ?? '(setup)'} failed: ${reason}`, { cause: error });
}

/**
 * On PostgreSQL, the schema Atrium's tables go to (the first of the search path). Named to the
 * migrator because without it the migrator takes its own tables in any schema of the database for
 * ours: beside another Atrium's (or a test's) schema, it skipped creating its lock table and then
 * failed to read it.
 */
async function ownSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('Database migration (setup) failed: the search path names no schema that exists');
  return schema;
}
