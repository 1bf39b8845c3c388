import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/contract';
import { DEMO_PASSWORD, form, removeDir, startServer, tempDir, type TestServer } from './helpers';

let dataDir: string;
let server: TestServer;

beforeEach(async () => {
  dataDir = await tempDir();
});

afterEach(async () => {
  await server.close();
  await removeDir(dataDir);
});

function attempt(username: string, password: string, remoteAddress = '127.0.0.1') {
  return server.app.inject({ method: 'POST', url: '/api/auth', remoteAddress, ...form({ username, password }) });
}

describe('per-user login throttle', () => {
  beforeEach(async () => {
    server = await startServer(dataDir, { LOGIN_FAILURES_PER_USER: '3' });
  });

  it('answers 429 after 3 failures, even with the right password, until 15 minutes have passed', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('demo', 'wrong')).statusCode).toBe(401);

    const throttled = await attempt('demo', DEMO_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ status: 'error', message: MESSAGES.loginThrottled });
    expect(Number(throttled.headers['retry-after'])).toBe(15 * 60);

    server.clock.advance(14 * 60 * 1000);
    expect((await attempt('demo', DEMO_PASSWORD)).statusCode).toBe(429);
    server.clock.advance(60 * 1000);
    expect((await attempt('demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles only the username under attack, whatever its case', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('Demo', 'wrong');
    expect((await attempt('DEMO', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('ada', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles unknown usernames the same way, so the answer reveals nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('nobody', 'wrong')).statusCode).toBe(401);
    expect((await attempt('nobody', 'wrong')).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 0; i < 2; i += 1) await attempt('demo', 'wrong');
    expect((await attempt('demo', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) await attempt('demo', 'wrong');
    expect((await attempt('demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-IP rate limit on POST /api/auth', () => {
  beforeEach(async () => {
    server = await startServer(dataDir, { LOGIN_RATE_LIMIT_PER_IP: '3' });
  });

  it('answers 429 with the envelope and Retry-After once an address used its logins for the minute', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('demo', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);

    const limited = await attempt('demo', DEMO_PASSWORD, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', message: MESSAGES.loginThrottled });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    expect((await attempt('demo', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('limits only the login, not the other calls', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await server.app.inject({ method: 'POST', url: '/api/validatetoken', remoteAddress: '10.0.0.3', ...form({ jwt: 'x' }) });
      expect(response.statusCode).toBe(401);
    }
  });
});
