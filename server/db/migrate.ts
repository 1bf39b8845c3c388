import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/**
 * Applies every pending migration. Kysely's migrator takes a lock, so several instances
 * starting together on one PostgreSQL apply each migration once.
 * @throws Error naming the failed migration.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : JSON.stringify(error);
  throw new Error(`Database migration ${failed ?? '(setup)'} failed: ${reason}`, { cause: error });
}
