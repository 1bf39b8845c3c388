import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../server/contract';
import { requestIdOptions } from '../../server/log';
import { removeDir, tempDir } from './helpers';
import { buildBundles, bundleEnvironment, serveBundle } from './processes';
import { openSocket } from './sockets';

// What the built server writes in production, read as an operator's log collector reads it: one
// JSON object a line, and each request's id on the lines of the work it started.

let bundles: string;
let dataDir: string;

beforeAll(async () => {
  bundles = await buildBundles();
  dataDir = await tempDir('atrium-log-');
}, 120_000);

afterAll(async () => {
  await removeDir(bundles);
  await removeDir(dataDir);
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

/** Creates a user with an e-mail address through the built operators' tool. */
async function createAdmin(env: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(bundles, 'atrium.js'), 'create-admin', '--username', 'grace', '--email', 'grace@navy.example', '--first-name', 'Grace',
      '--last-name', 'Hopper', '--organisation', 'US Navy', '--account', 'Research', '--password-stdin'],
    { env: bundleEnvironment(dataDir, env), stdio: ['pipe', 'ignore', 'inherit'] },
  );
  child.stdin.end('Compiler#1952\n');
  expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
}

describe('the built server’s log in production', () => {
  it('is JSON on every line, start-up warnings and shutdown included, and names the request that queued a mail or opened a socket', async () => {
    // Info, so that each request's own lines are there too; no JWT_SECRET nor PUBLIC_URL, so that start-up warns.
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', TRUST_PROXY: '1' };
    await createAdmin(env);
    const server = await serveBundle(bundles, dataDir, env);

    const asked = await fetch(`${server.url}/api/user/me/forgotpassword`, {
      method: 'POST',
      headers: { 'x-request-id': 'forgot-7f3a' },
      body: new URLSearchParams({ username: 'grace' }),
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('x-request-id')).toBe('forgot-7f3a');
    // The mail is written to a file (no SMTP_URL) by the job that runs after the answer.
    await expect.poll(async () => (await readdir(path.join(dataDir, 'mail')).catch(() => [])).length).toBe(1);

    const socket = await openSocket(`${server.url.replace('http', 'ws')}${SOCKET_PATH}`, { headers: { 'x-request-id': 'socket-91c2' } });
    // A binary message is refused: the server closes the socket, and says why.
    socket.ws.send(Buffer.from([1, 2, 3]));
    await socket.closed;

    const { stdout, stderr } = await server.stop();
    expect(stderr).toBe('');
    const lines = stdout.split('\n').filter((line) => line !== '');
    const log = lines.map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a line of the log is not JSON: ${line}`);
      }
    });
    const messages = log.map((line) => line.msg);
    expect(messages.some((message) => message.startsWith('JWT_SECRET is not set'))).toBe(true);
    expect(messages.some((message) => message.startsWith('PUBLIC_URL is not set'))).toBe(true);
    expect(messages.some((message) => /^Atrium .* is running at http:\/\/localhost:\d+$/.test(message))).toBe(true);
    expect(messages.slice(-2)).toEqual(['SIGTERM: shutting down', 'stopped']);
    expect(log.find((line) => line.msg.startsWith('No SMTP_URL is configured: the mail to grace@navy.example'))?.reqId).toBe('forgot-7f3a');
    expect(log.find((line) => line.msg === 'socket: closed by the server')?.reqId).toBe('socket-91c2');
  }, 60_000);
});

describe('request ids', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as Parameters<ReturnType<typeof requestIdOptions>['genReqId']>[0];

  it('take the id a trusted proxy sent', () => {
    expect(requestIdOptions(1).genReqId(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
    expect(requestIdOptions(['10.0.0.1']).genReqId(request({ 'x-request-id': 'abc-123' }))).toBe('abc-123');
  });

  it('are new and unique without a trusted proxy, or when the id sent is no plain token', () => {
    const ids = [
      requestIdOptions(false).genReqId(request({ 'x-request-id': 'abc-123' })),
      requestIdOptions(0).genReqId(request({ 'x-request-id': 'abc-123' })),
      requestIdOptions(true).genReqId(request({ 'x-request-id': 'a b\n{"level":60}' })),
      requestIdOptions(true).genReqId(request({ 'x-request-id': 'x'.repeat(129) })),
      requestIdOptions(true).genReqId(request({})),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
