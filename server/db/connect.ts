import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

const SQLITE_BUSY_TIMEOUT_MS = 5000;
// The database holds every password hash and refresh token: only the server's user may read it.
const DATA_DIR_MODE = 0o700;
const DATABASE_FILE_MODE = 0o600;
// SQLite's companions of the database file in WAL mode, which it creates with the file's mode.
const SQLITE_COMPANIONS = ['-wal', '-shm'];

/** Opens the configured database. The caller owns it and must `destroy()` it. */
export function connectDatabase(config: DatabaseConfig): Kysely<Database> {
  return new Kysely<Database>({ dialect: config.kind === 'sqlite' ? sqlite(config.file) : postgres(config.url) });
}

function sqlite(file: string): Dialect {
  mkdirSync(path.dirname(file), { recursive: true, mode: DATA_DIR_MODE });
  restrictDatabaseFiles(file);
  const database = new SQLite(file);
  // WAL lets readers work during a write; NORMAL is durable enough with WAL and much faster;
  // SQLite only enforces foreign keys when asked to.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return new SqliteDialect({ database });
}

/**
 * Creates the database file owner-only before SQLite opens it (SQLite would create it 0644), and
 * tightens one an earlier version created, with the WAL and shared-memory files a crash left.
 */
function restrictDatabaseFiles(file: string): void {
  closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
  for (const each of [file, ...SQLITE_COMPANIONS.map((suffix) => file + suffix)]) {
    try {
      chmodSync(each, DATABASE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function postgres(connectionString: string): Dialect {
  // Timestamps are bigint milliseconds, far below 2^53: read them as numbers, as SQLite does.
  // Set per pool rather than on pg's global type registry, so nothing else in the process changes.
  // pg is loaded with the first query, not with the server: a SQLite start does not pay for it.
  return new PostgresDialect({
    pool: async () => {
      const { default: pg } = await import('pg');
      const types = new pg.TypeOverrides();
      types.setTypeParser(pg.types.builtins.INT8, Number);
      return new pg.Pool({ connectionString, types });
    },
  });
}
