import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createAccessTokens, loadJwtSecret } from '../../server/auth';
import { createServer, type Server, type ServerOptions } from '../../server/app';
import type { Clock } from '../../server/clock';
import { loadConfig, type Env } from '../../server/config';
import type { LoginData } from '../../server/contract';
import type { App } from '../../server/http';
import { DEMO_PASSWORD } from '../../server/seed';

export { DEMO_PASSWORD };

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-01-15T09:30:00Z')): TestClock {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

export function tempDir(prefix = 'atrium-server-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** The demo's orders in a test server unless its test asks for more. */
export const TEST_DEMO_ORDERS = 2000;

export interface TestServer extends Server {
  clock: TestClock;
}

/**
 * The configuration of a test server on `dataDir` (SQLite unless env says otherwise). The login
 * limits are high unless the test sets them, so tests do not throttle one another, and the demo's
 * sales are small (TEST_DEMO_ORDERS) so that it seeds fast. No browser build and no built-in
 * packages unless env names them.
 */
export function testConfig(dataDir: string, env: Env = {}) {
  return loadConfig({
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_FAILURES_PER_USER: '1000',
    // The demo's 100,000 orders take seconds to seed; the dashboards' own tests ask for them where they count.
    ATRIUM_DEMO_ORDERS: String(TEST_DEMO_ORDERS),
    ATRIUM_PUBLIC_DIR: path.join(dataDir, 'no-public-dir'),
    ATRIUM_BUILTIN_MANIFEST: path.join(dataDir, 'no-builtin-packages.json'),
    ...env,
    DATA_DIR: dataDir,
  });
}

/**
 * A server of testConfig with a clock the test moves, and no log unless asked for. It resolves once
 * the demo's orders are all seeded (the server seeds them after it starts answering), so a test
 * finds the demo whole.
 */
export async function startServer(
  dataDir: string,
  env: Env = {},
  clock = testClock(),
  logger: ServerOptions['logger'] = false,
  options: Omit<ServerOptions, 'clock' | 'logger'> = {},
): Promise<TestServer> {
  const server = await createServer(testConfig(dataDir, env), { ...options, clock, logger });
  await server.demoSeeded;
  return { ...server, clock };
}

/** A logger for startServer that keeps what the server warns about and its errors, for tests to read. */
export function capturedLog(): { logger: ServerOptions['logger']; warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      // pino's levels: 40 warn, 50 error, 60 fatal
      (entry.level >= 50 ? errors : warnings).push(entry.msg);
    },
  };
  return { logger: { level: 'warn', stream }, warnings, errors };
}

/**
 * One server on a fresh data directory for the whole test file: started before its first test,
 * closed and removed after its last. Call at the top level of the file.
 */
export function serverForFile(env: Env | (() => Env) = {}): () => TestServer & { dataDir: string } {
  let started: (TestServer & { dataDir: string }) | undefined;
  beforeAll(async () => {
    const dataDir = await tempDir();
    started = { ...(await startServer(dataDir, typeof env === 'function' ? env() : env)), dataDir };
  });
  afterAll(async () => {
    if (!started) return;
    await started.close();
    await removeDir(started.dataDir);
  });
  return () => {
    if (!started) throw new Error('serverForFile: the server is used outside a test');
    return started;
  };
}

export const HOUR = 60 * 60 * 1000;

/** An HTML-form body, as the spec's browser sends it. */
export function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export async function login(app: App, username = 'demo', password = DEMO_PASSWORD): Promise<LoginData> {
  const response = await app.inject({ method: 'POST', url: '/api/auth', ...form({ username, password }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as LoginData;
}

export function bearer(jwt: string) {
  return { authorization: `Bearer ${jwt}` };
}

/**
 * An access token for `username` naming account `accountId`, in a live sign-in of theirs: what an
 * account switch would issue (there is no switch route yet), or a forged account claim.
 */
export async function tokenInAccount(server: TestServer & { dataDir: string }, username: string, accountId: string, password = DEMO_PASSWORD): Promise<string> {
  const { sub, sid } = decodeJwt((await login(server.app, username, password)).jwt);
  if (typeof sub !== 'string' || typeof sid !== 'string') throw new Error('the login token names no user or sign-in');
  const tokens = createAccessTokens({ secret: await loadJwtSecret(server.dataDir, undefined), ttlSeconds: 900, clock: server.clock });
  return tokens.issue({ userId: sub, accountId, username, sessionId: sid });
}

export interface PostgresSchema {
  /** A connection to the file's database itself, for checks the API does not show. */
  admin: pg.Client;
  schema: string;
  /** The file's database with the schema as its search path, for DATABASE_URL. */
  databaseUrl: string;
  /** The file's database, for a schema of a test's own there (withSearchPath). */
  databaseOnly: string;
}

/** `url` with `schema` as the search path of its connections. */
export function withSearchPath(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/**
 * A database of the file's own in the PostgreSQL at `url`, with a schema in it for Atrium, made
 * before the file's first test and dropped after its last (after-hooks run in reverse: register it
 * before what uses it), so that every run migrates from nothing and leaves the server as it was.
 * A database rather than a schema: the files run side by side, and Kysely's migrator reads the
 * tables of every schema of its database, which fails while another file drops its own.
 * Call inside the file's describe.
 */
export function postgresSchemaForFile(url: string, prefix = 'atrium_test'): () => PostgresSchema {
  let made: (PostgresSchema & { database: string }) | undefined;
  beforeAll(async () => {
    const database = `${prefix}_${randomBytes(4).toString('hex')}`;
    await onServer(url, `create database ${database}`);
    const databaseOnly = new URL(url);
    databaseOnly.pathname = `/${database}`;
    const admin = new pg.Client({ connectionString: databaseOnly.toString() });
    await admin.connect();
    const schema = 'atrium';
    await admin.query(`create schema ${schema}`);
    made = { admin, schema, database, databaseUrl: withSearchPath(databaseOnly.toString(), schema), databaseOnly: databaseOnly.toString() };
  });
  afterAll(async () => {
    if (!made) return;
    await made.admin.end();
    // Not WITH (FORCE): PostgreSQL waits for the sessions of the file's closed pools to end, where
    // FORCE killed them while they were ending and their clients threw it as uncaught errors.
    await onServer(url, `drop database ${made.database}`);
  });
  return () => {
    if (!made) throw new Error('postgresSchemaForFile: the schema is used outside a test');
    return made;
  };
}

/** Runs one statement on the PostgreSQL server at `url` (creating or dropping a database). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `suite` against a server of the file's own on a PostgreSQL schema of its own
 * (TEST_DATABASE_URL, which `npm test` sets), after `env`; says why when no PostgreSQL runs.
 */
export function describeOnPostgres(subject: string, prefix: string, env: Env, suite: (server: () => TestServer & { dataDir: string }) => void): void {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const skipped = process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm test starts a PostgreSQL for the run)';
  describe.skipIf(!url)(url ? `${subject} on PostgreSQL (TEST_DATABASE_URL)` : `${subject} on PostgreSQL — SKIPPED: ${skipped}`, () => {
    const postgres = postgresSchemaForFile(url, prefix);
    suite(serverForFile(() => ({ ...env, DATABASE_URL: postgres().databaseUrl })));
  });
}
