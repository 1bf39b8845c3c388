import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { prunePasswordResets } from './accounts';
import { pruneAuthRecords } from './auth';
import type { Clock } from './clock';
import type { Database } from './db';
import { pruneTokenUses } from './identity';

/** How often the server removes records nobody can use any more. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface Maintenance {
  /** Runs every task once now; resolves when they are done. */
  run(): Promise<void>;
  /** Stops the schedule; resolves once a run under way has finished, so the database can close. */
  stop(): Promise<void>;
}

/**
 * Runs the housekeeping tasks at start and every MAINTENANCE_INTERVAL_MS: expired and revoked
 * tokens, ended sign-ins, spent or expired password reset codes and the marks of expired provider
 * tokens go. Several instances on one database may all run it; every task is
 * idempotent. A failed run is logged and tried again next time.
 */
export function startMaintenance(db: Kysely<Database>, clock: Clock, log: FastifyBaseLogger): Maintenance {
  const run = async () => {
    const now = clock.now();
    const [records, passwordResets, providerTokens] = await Promise.all([pruneAuthRecords(db, now), prunePasswordResets(db, now), pruneTokenUses(db, now)]);
    const pruned = { ...records, passwordResets, providerTokens };
    log.info({ pruned }, 'maintenance: pruned authentication records');
  };
  let running: Promise<void> = Promise.resolve();
  const runLogged = () => {
    running = running.then(run).catch((error: unknown) => log.error({ err: error }, 'maintenance failed'));
  };
  runLogged();
  // Never what keeps the process alive: shutting down does not wait for the next run.
  const timer = setInterval(runLogged, MAINTENANCE_INTERVAL_MS).unref();
  return {
    run,
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
