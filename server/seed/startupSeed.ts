import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Manifest } from '../contract';
import type { Database } from '../db';
import type { VfsService } from '../vfs';
import { registerBuiltinApps } from './builtinApps';
import { seedDemo } from './demo';
import { seedDemoFiles } from './demoFiles';
import { startDemoOrders, type DemoOrdersJob } from './demoOrdersJob';

/** What a start seeds after the server answers: the demo (when configured), the built-in apps, then the demo's orders. */
export interface StartupSeed {
  /**
   * Resolves once the demo's users, catalogue, dashboards and files and the built-in apps are
   * there, which every request but the health check waits for; rejects when they could not be
   * seeded (the start has failed).
   */
  readonly prepared: Promise<void>;
  /** Whether the demo is still being seeded, its orders included: the dashboards say so until then. */
  seeding(): boolean;
  /** Resolves once the demo's orders are all there too (at once when there are none to seed). */
  readonly done: Promise<void>;
  /** Stops before the next batch of orders, or before they start; the next start seeds the rest. */
  stop(): Promise<void>;
}

export interface StartupSeedOptions {
  demo: boolean;
  /** Acme's orders (ATRIUM_DEMO_ORDERS). */
  orders: number;
  now: number;
  /** Tests hold the seed until this resolves, to see the server answer before it. */
  hold?: Promise<void>;
}

/**
 * Seeds what an empty database needs, after the server has started answering: the demo into an
 * empty database (seedDemo keeps it to once per database), then the built-in apps (after the demo,
 * which brings its own catalogue, so that set-apps can name the others), then the demo's orders,
 * also when an earlier start was stopped before they were all there.
 */
export function startStartupSeed(
  db: Kysely<Database>,
  vfs: Pick<VfsService, 'write'>,
  builtin: Manifest,
  { demo, orders: orderCount, now, hold }: StartupSeedOptions,
  log: FastifyBaseLogger,
): StartupSeed {
  let stopping = false;
  let settled = false;
  let orders: DemoOrdersJob | undefined;
  const prepared = (async () => {
    await hold;
    if (demo && (await seedDemo(db, now)) === 'seeded') await seedDemoFiles(db, vfs);
    const registered = await registerBuiltinApps(db, builtin);
    if (registered.length > 0) log.info(`Apps: registered the built-in ${registered.join(', ')}`);
  })();
  const done = prepared
    .then(async () => {
      if (!demo || stopping) return;
      orders = startDemoOrders(db, vfs, orderCount, log);
      await orders.done;
    })
    .finally(() => {
      settled = true;
    });
  // Whoever needs them is told of a failure (the start, a waiting request): not an unhandled rejection here.
  done.catch(() => {});
  return {
    prepared,
    done,
    seeding: () => demo && !settled,
    async stop() {
      stopping = true;
      await orders?.stop();
      await done.catch(() => {});
    },
  };
}
