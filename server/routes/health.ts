import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { HealthAnswer } from '../contract';
import { checkDatabase, type Database } from '../db';
import { API_BASE, HttpError, type App } from '../http';
import type { BlobHealth } from '../vfs';

export interface HealthRouteOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Whether the demo's orders are still being seeded after start. */
  demoSeeding: () => boolean;
  /** The blob store's last look, cached (server/vfs/blobHealth.ts). */
  blobHealth: () => Promise<BlobHealth>;
}

// A load balancer's probe gives up after a few seconds; the check answers before it does.
const HEALTH_TIMEOUT_MS = 3000;

/** The health check's route, which answers while the rest of the API waits for the start-up seed. */
export const HEALTH_PATH = `${API_BASE}/health`;

/**
 * 200 while the database answers and takes a write, with `seeding: true` while the demo's orders
 * are still being added and the blob store's health; 503 saying which of the two database checks
 * failed (details in the log).
 */
export function registerHealthRoute(app: App, { db, clock, demoSeeding, blobHealth }: HealthRouteOptions): void {
  app.get(HEALTH_PATH, { schema: { response: { 200: HealthAnswer } } }, async (request) => {
    const [health, blobs] = await Promise.all([checkDatabase(db, clock.now(), HEALTH_TIMEOUT_MS), blobHealth()]);
    if (!health.ok) {
      request.log.error({ err: health.cause }, `Health check failed: ${health.problem}`);
      throw new HttpError(503, health.problem);
    }
    return { status: 'success' as const, data: { ok: true as const, ...(demoSeeding() ? { seeding: true as const } : {}), blobs } };
  });
}
