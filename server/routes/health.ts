import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { HealthAnswer } from '../contract';
import { checkDatabase, type Database } from '../db';
import { API_BASE, HttpError, type App } from '../http';

export interface HealthRouteOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Whether the demo's orders are still being seeded after start. */
  demoSeeding: () => boolean;
}

// A load balancer's probe gives up after a few seconds; the check answers before it does.
const HEALTH_TIMEOUT_MS = 3000;

/**
 * 200 while the database answers and takes a write, with `seeding: true` while the demo's orders
 * are still being added; 503 saying which of the two failed (details in the log).
 */
export function registerHealthRoute(app: App, { db, clock, demoSeeding }: HealthRouteOptions): void {
  app.get(`${API_BASE}/health`, { schema: { response: { 200: HealthAnswer } } }, async (request) => {
    const health = await checkDatabase(db, clock.now(), HEALTH_TIMEOUT_MS);
    if (!health.ok) {
      request.log.error({ err: health.cause }, `Health check failed: ${health.problem}`);
      throw new HttpError(503, health.problem);
    }
    return { status: 'success' as const, data: demoSeeding() ? { ok: true as const, seeding: true as const } : { ok: true as const } };
  });
}
