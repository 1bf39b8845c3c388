import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressKey, loginDelayMs } from '../../server/auth';
import { MESSAGES } from '../../server/contract';
import { DEMO_PASSWORD, form, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

let dataDir: string;
const running: TestServer[] = [];

beforeEach(async () => {
  dataDir = await tempDir();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await removeDir(dataDir);
});

async function start(env: Record<string, string>, clock = testClock()): Promise<TestServer> {
  const server = await startServer(dataDir, env, clock);
  running.push(server);
  return server;
}

function attempt(server: TestServer, username: string, password: string, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}, url = '/api/auth') {
  return server.app.inject({ method: 'POST', url, remoteAddress, ...form({ username, password }), headers: { ...form({}).headers, ...headers } });
}

const SECOND = 1000;

describe('loginDelayMs', () => {
  it('costs nothing for the free failures, then 1 s doubling with each further failure, at most 15 minutes', () => {
    expect([0, 1, 2].map((failures) => loginDelayMs(failures, 3))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((failures) => loginDelayMs(failures, 3))).toEqual([1000, 2000, 4000, 8000]);
    expect(loginDelayMs(40, 3)).toBe(15 * 60 * SECOND);
  });
});

describe('addressKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('failed sign-ins of one username from one address', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await start({ LOGIN_FAILURES_PER_USER: '3' });
  });

  it('are free up to the limit, then wait a delay that doubles with each further failure', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'demo', 'wrong')).statusCode).toBe(401);

    const throttled = await attempt(server, 'demo', DEMO_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ status: 'error', message: MESSAGES.loginThrottled });
    expect(throttled.headers['retry-after']).toBe('1');

    server.clock.advance(SECOND);
    expect((await attempt(server, 'demo', 'wrong')).statusCode).toBe(401);
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).headers['retry-after']).toBe('2');
    server.clock.advance(2 * SECOND);
    expect((await attempt(server, 'demo', 'wrong')).statusCode).toBe(401);
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).headers['retry-after']).toBe('4');
    server.clock.advance(4 * SECOND);
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never lock the owner out: the right password from an address with no failures signs in at once', async () => {
    for (let i = 0; i < 10; i += 1) await attempt(server, 'demo', 'wrong', '203.0.113.66');
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('are counted for the username whatever its case, and for that username only', async () => {
    for (let i = 0; i < 3; i += 1) await attempt(server, 'Demo', 'wrong');
    expect((await attempt(server, 'DEMO', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(server, 'ada', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('are counted for unknown usernames the same way, so the answer reveals nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'nobody', 'wrong')).statusCode).toBe(401);
    expect((await attempt(server, 'nobody', 'wrong')).statusCode).toBe(429);
  });

  it('are forgotten after a successful sign-in from that address, and 15 minutes after the last one', async () => {
    for (let i = 0; i < 2; i += 1) await attempt(server, 'demo', 'wrong');
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) await attempt(server, 'demo', 'wrong');
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) await attempt(server, 'ada', 'wrong');
    server.clock.advance(15 * 60 * SECOND);
    for (let i = 0; i < 2; i += 1) expect((await attempt(server, 'ada', 'wrong')).statusCode).toBe(401);
    expect((await attempt(server, 'ada', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('are counted alike through POST /login, the authentication adapter’s sign-in: one count for both paths', async () => {
    for (let i = 0; i < 2; i += 1) expect((await attempt(server, 'demo', 'wrong', undefined, {}, '/login')).statusCode).toBe(401);
    expect((await attempt(server, 'demo', 'wrong')).statusCode).toBe(401);
    const throttled = await attempt(server, 'demo', DEMO_PASSWORD, undefined, {}, '/login');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ status: 'error', message: MESSAGES.loginThrottled });
    expect(throttled.headers['retry-after']).toBe('1');
  });
});

describe('a username guessed from many addresses at once', () => {
  it('makes every address that failed for it wait from its first failure, and lets a clean address in', async () => {
    // Under attack from 2 free failures × 10 (LOGIN_ATTACK_FACTOR) = 20 failures, one per address.
    const server = await start({ LOGIN_FAILURES_PER_USER: '2' });
    for (let i = 1; i < 20; i += 1) expect((await attempt(server, 'demo', 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '198.51.100.1')).statusCode).toBe(200);

    expect((await attempt(server, 'demo', 'wrong', '198.51.100.0')).statusCode).toBe(401);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '198.51.100.2')).statusCode).toBe(429);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('answers 429 with the envelope and Retry-After once an address used its sign-ins for the minute', async () => {
    const server = await start({ LOGIN_RATE_LIMIT_PER_IP: '3' });
    for (let i = 0; i < 3; i += 1) expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);

    const limited = await attempt(server, 'ada', DEMO_PASSWORD, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', message: MESSAGES.loginThrottled });
    expect(limited.headers['retry-after']).toBe('60');

    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    server.clock.advance(60 * SECOND);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('counts POST /login and POST /api/auth together', async () => {
    const server = await start({ LOGIN_RATE_LIMIT_PER_IP: '2' });
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.4', {}, '/login')).statusCode).toBe(200);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.4', {}, '/login')).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const server = await start({ LOGIN_RATE_LIMIT_PER_IP: '2' });
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '2001:db8:5:6::2')).statusCode).toBe(200);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '2001:db8:5:6::3')).statusCode).toBe(429);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('limits only the sign-in, not the other calls', async () => {
    const server = await start({ LOGIN_RATE_LIMIT_PER_IP: '3' });
    for (let i = 0; i < 5; i += 1) {
      const response = await server.app.inject({ method: 'POST', url: '/api/validatetoken', remoteAddress: '10.0.0.3', ...form({ jwt: 'x' }) });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('several instances on one database', () => {
  it('share the counts: failures at one instance throttle the pair at the other', async () => {
    const clock = testClock();
    const first = await start({ LOGIN_FAILURES_PER_USER: '3' }, clock);
    const second = await start({ LOGIN_FAILURES_PER_USER: '3' }, clock);
    for (let i = 0; i < 3; i += 1) await attempt(first, 'demo', 'wrong');
    expect((await attempt(second, 'demo', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const forwarded = (client: string) => ({ 'x-forwarded-for': client });

  it('counts the client address the trusted proxy forwards', async () => {
    const server = await start({ LOGIN_FAILURES_PER_USER: '3', TRUST_PROXY: '10.0.0.1' });
    for (let i = 0; i < 3; i += 1) await attempt(server, 'demo', 'wrong', '10.0.0.1', forwarded('203.0.113.5'));
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1', forwarded('203.0.113.5'))).statusCode).toBe(429);
    // Another client behind the same proxy is another address.
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1', forwarded('198.51.100.5'))).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from anyone it does not trust, so a client cannot pick a fresh address per guess', async () => {
    const server = await start({ LOGIN_FAILURES_PER_USER: '3' });
    for (let i = 0; i < 3; i += 1) await attempt(server, 'demo', 'wrong', '192.0.2.50', forwarded(`203.0.113.${i}`));
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '192.0.2.50', forwarded('203.0.113.200'))).statusCode).toBe(429);
  });

  it('trusts the nearest proxy hops when given a number', async () => {
    const server = await start({ LOGIN_FAILURES_PER_USER: '3', TRUST_PROXY: '1' });
    for (let i = 0; i < 3; i += 1) await attempt(server, 'demo', 'wrong', '10.0.0.1', forwarded('203.0.113.5'));
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1', forwarded('203.0.113.5'))).statusCode).toBe(429);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1', forwarded('198.51.100.5'))).statusCode).toBe(200);
  });
});
