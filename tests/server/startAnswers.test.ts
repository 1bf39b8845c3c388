import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server/app';
import { hasUsers } from '../../server/users';
import { login, removeDir, tempDir, testClock, testConfig } from './helpers';

const dirs: string[] = [];
const servers: Server[] = [];
const releases: (() => void)[] = [];

afterEach(async () => {
  // A held seed would hold close() too.
  for (const release of releases.splice(0)) release();
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) await removeDir(dir);
});

/** A server on an empty data directory whose start-up seed waits until release() is called. */
async function heldServer(env: Record<string, string> = {}): Promise<{ server: Server; release: () => void }> {
  let release = () => {};
  const hold = new Promise<void>((resolve) => (release = resolve));
  releases.push(release);
  const dir = await tempDir();
  dirs.push(dir);
  const server = await createServer(testConfig(dir, env), { clock: testClock(), logger: false, holdStartupSeed: hold });
  servers.push(server);
  return { server, release };
}

describe('a server on an empty database', () => {
  it('is created and answers its health check before the demo is seeded; sign-in waits for the demo users, not for their orders', async () => {
    const { server, release } = await heldServer({ ATRIUM_DEMO_ORDERS: '20000' });
    let seeded = false;
    void server.demoSeeded.then(() => (seeded = true));

    const health = await server.app.inject({ url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    expect(health.json().data.seeding).toBe(true);
    // Answering, with nothing of the demo there yet.
    expect(await hasUsers(server.db)).toBe(false);

    let signedIn = false;
    const signIn = login(server.app).then((data) => {
      signedIn = true;
      return data;
    });
    // A health check asked after the sign-in answers while the sign-in waits for the demo's users.
    expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(signedIn).toBe(false);

    release();
    expect((await signIn).username).toBe('demo');
    // Signed in while the demo's orders were still coming.
    expect(seeded).toBe(false);
    await server.demoSeeded;
    expect((await server.app.inject({ url: '/api/health' })).json().data.seeding).toBeUndefined();
  }, 60_000);
});
