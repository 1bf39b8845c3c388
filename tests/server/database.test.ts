import { chmod, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorAnswerSchema, HEALTH_PROBLEMS, HealthAnswer } from '../../server/contract';
import { capturedLog, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

let dir: string;
const running: TestServer[] = [];

async function start(dataDir: string, logger?: ReturnType<typeof capturedLog>['logger']): Promise<TestServer> {
  const server = await startServer(dataDir, {}, testClock(), logger);
  running.push(server);
  return server;
}

beforeEach(async () => {
  dir = await tempDir();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await removeDir(dir);
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('GET /api/health', () => {
  it('answers 200 when the database answers and takes a write, and writes it', async () => {
    const server = await start(dir);
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(HealthAnswer, response.json())).toBe(true);
    expect(response.json()).toEqual({ status: 'success', data: { ok: true, blobs: { kind: 'local', ok: true } } });
    const row = await server.db.selectFrom('health_checks').selectAll().executeTakeFirstOrThrow();
    expect(row.checked_at).toBe(server.clock.now());
  });

  it('answers 503 when the database answers but cannot be written, with the cause in the log only', async () => {
    const log = capturedLog();
    const server = await start(dir, log.logger);
    // What a read-only file, a full disk or a read-only replica does to a write.
    await sql`PRAGMA query_only = ON`.execute(server.db);
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(Value.Check(ErrorAnswerSchema, response.json())).toBe(true);
    expect(response.json()).toEqual({ status: 'error', message: HEALTH_PROBLEMS.unwritable });
    expect(log.errors).toEqual([`Health check failed: ${HEALTH_PROBLEMS.unwritable}`]);
  });

  it('answers 503 when the database does not answer', async () => {
    const server = await start(dir, capturedLog().logger);
    await server.db.destroy();
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', message: HEALTH_PROBLEMS.unanswered });
  });
});

describe('the SQLite database files', () => {
  it('are created for the owner alone, in a data directory for the owner alone', async () => {
    const dataDir = path.join(dir, 'new', 'data');
    const server = await start(dataDir);
    // A write, so that the WAL and shared-memory files exist.
    await server.app.inject({ url: '/api/health' });
    expect(await modeOf(dataDir)).toBe(0o700);
    for (const file of ['atrium.sqlite', 'atrium.sqlite-wal', 'atrium.sqlite-shm']) {
      expect(await modeOf(path.join(dataDir, file)), file).toBe(0o600);
    }
  });

  it('are tightened when an earlier version left them readable by others', async () => {
    const first = await start(dir);
    await first.close();
    running.splice(0);
    const database = path.join(dir, 'atrium.sqlite');
    await chmod(database, 0o644);
    // As a crash leaves it: a WAL file beside the database.
    await writeFile(`${database}-wal`, '');
    await chmod(`${database}-wal`, 0o644);

    await start(dir);
    expect(await modeOf(database)).toBe(0o600);
    expect(await modeOf(`${database}-wal`)).toBe(0o600);
  });
});
