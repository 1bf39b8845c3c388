import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { VfsService } from '../vfs';
import { seedPendingDemoOrders } from './demo';
import { seedDemoReports } from './demoReports';

/** The demo's orders being seeded in the background, after the server has started answering. */
export interface DemoOrdersJob {
  /** Whether orders are still being added: the dashboards show part of them until then. */
  seeding(): boolean;
  /** Resolves once there is nothing more to seed (or seeding failed, which is logged; the next start tries again). */
  readonly done: Promise<void>;
  /** Stops before the next batch and waits for the one under way; the next start seeds the rest. */
  stop(): Promise<void>;
}

/**
 * Seeds the demo's pending orders (100,000 by default: 7 s on a quiet machine, over 30 s on a busy
 * one) without holding up the start: the server answers meanwhile, between batches. Then the
 * quarterly reports, which are written from the orders.
 */
export function startDemoOrders(db: Kysely<Database>, vfs: Pick<VfsService, 'write'>, orders: number, log: FastifyBaseLogger): DemoOrdersJob {
  let stopped = false;
  let seeding = true;
  const started = performance.now();
  const done = seedPendingDemoOrders(db, { orders, stopped: () => stopped, afterwards: () => seedDemoReports(db, vfs) })
    .then((outcome) => {
      if (outcome === 'seeded') log.info(`demo: ${orders} orders seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    })
    .catch((error: unknown) => log.error({ err: error }, 'demo: the orders could not be seeded; the next start tries again'))
    .finally(() => {
      seeding = false;
    });
  return {
    seeding: () => seeding,
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
