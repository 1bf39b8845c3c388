import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server/app';
import type { Dashboard, DashboardSummary } from '../../server/contract';
import { connectDatabase, type Database } from '../../server/db';
import { demoOrdersPending } from '../../server/seed';
import { bearer, login, removeDir, startServer, tempDir, testClock, testConfig } from './helpers';

const ORDERS = 20_000;
/** Acme's orders and Globex's twentieth. */
const ALL_ORDERS = ORDERS + ORDERS / 20;

const dirs: string[] = [];
const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

/** A server on a fresh (or the given) data directory, returned as soon as it answers: its demo's orders may still be coming. */
async function started(dataDir?: string): Promise<Server & { dataDir: string }> {
  const dir = dataDir ?? (await tempDir());
  if (!dataDir) dirs.push(dir);
  const server = await createServer(testConfig(dir, { ATRIUM_DEMO_ORDERS: String(ORDERS) }), { clock: testClock(), logger: false });
  servers.push(server);
  return { ...server, dataDir: dir };
}

const orderCount = async (db: Kysely<Database>) => Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const revenue = async (db: Kysely<Database>) => Number((await db.selectFrom('orders').select((eb) => eb.fn.sum<number>('amount_cents').as('cents')).executeTakeFirstOrThrow()).cents);

describe("the demo's orders, seeded after the server answers", () => {
  it('leave /api/health and the dashboards answering while they are seeded; health says seeding until they are all there', async () => {
    const server = await started();
    // From when the server could answer: what comes before (migrations, the rest of the demo) holds no request up.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let seeded = false;
    void server.demoSeeded.then(() => (seeded = true));

    const health = await server.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'success', data: { ok: true, seeding: true, blobs: { kind: 'local', ok: true } } });
    const { jwt } = await login(server.app);
    const dashboards = (await server.app.inject({ url: '/api/v1/dashboards', headers: bearer(jwt) })).json().data as DashboardSummary[];
    const overview = (await server.app.inject({ url: `/api/v1/dashboards/${dashboards[0]?.uuid}`, headers: bearer(jwt) })).json().data as Dashboard;
    const widget = await server.app.inject({ method: 'POST', url: `/api/v1/widgets/${overview.widgets[0]?.uuid}/data`, headers: bearer(jwt), payload: {} });
    expect(widget.statusCode, widget.body).toBe(200);
    // All of it answered before the seeding ended.
    expect(seeded).toBe(false);
    expect(await orderCount(server.db)).toBeLessThan(ALL_ORDERS);

    await server.demoSeeded;
    loop.disable();
    expect(await orderCount(server.db)).toBe(ALL_ORDERS);
    expect((await server.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'success', data: { ok: true, blobs: { kind: 'local', ok: true } } });
    expect(await demoOrdersPending(server.db)).toBe(false);
    console.info(`while ${ALL_ORDERS} orders were seeded the event loop was held at most ${(loop.max / 1e6).toFixed(0)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms)`);
  }, 60_000);

  it('are finished by the next start when the server stopped while seeding them, each order once and the same as seeded at once', async () => {
    const first = await started();
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    const left = connectDatabase(testConfig(first.dataDir).database);
    try {
      expect(await demoOrdersPending(left)).toBe(true);
      expect(await orderCount(left)).toBeLessThan(ALL_ORDERS);
    } finally {
      await left.destroy();
    }

    const again = await startServer(first.dataDir, { ATRIUM_DEMO_ORDERS: String(ORDERS) });
    servers.push(again);
    const direct = await startServer(await tempDir(), { ATRIUM_DEMO_ORDERS: String(ORDERS) });
    servers.push(direct);
    expect(await orderCount(again.db)).toBe(ALL_ORDERS);
    expect(await revenue(again.db)).toBe(await revenue(direct.db));
    expect(await demoOrdersPending(again.db)).toBe(false);
  }, 60_000);
});
