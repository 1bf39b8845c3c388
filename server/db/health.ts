import { sql, type Kysely } from 'kysely';
import { HEALTH_PROBLEMS } from '../contract';
import type { Database } from './schema';

export type DatabaseHealth =
  | { ok: true }
  /** `problem` is for the answer (no host, no path); `cause` for the log. */
  | { ok: false; problem: string; cause: unknown };

// The row every check writes; instances sharing a database share it.
const ROW_ID = 'health';

/**
 * Whether the database answers and takes a write: a query, then one small real write, which is
 * what fails on a full disk, a read-only file or a read-only replica. Gives up after `timeoutMs`,
 * so that a database that hangs is reported rather than waited for.
 */
export async function checkDatabase(db: Kysely<Database>, now: number, timeoutMs: number): Promise<DatabaseHealth> {
  const step = async (problem: string, work: () => Promise<unknown>): Promise<DatabaseHealth> => {
    try {
      await withTimeout(work(), timeoutMs);
      return { ok: true };
    } catch (cause) {
      return { ok: false, problem, cause };
    }
  };
  const read = await step(HEALTH_PROBLEMS.unanswered, () => sql`select 1`.execute(db));
  if (!read.ok) return read;
  return step(HEALTH_PROBLEMS.unwritable, () =>
    db
      .insertInto('health_checks')
      .values({ id: ROW_ID, checked_at: now })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: now }))
      .execute(),
  );
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
