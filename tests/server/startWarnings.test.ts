import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startWarnings } from '../../server/startWarnings';
import { capturedLog, postgresSchemaForFile, removeDir, startServer, tempDir, testClock } from './helpers';

let dataDir: string;

beforeEach(async () => {
  dataDir = await tempDir();
});

afterEach(async () => {
  await removeDir(dataDir);
});

const NO_PUBLIC_URL = /^PUBLIC_URL is not set: the links in password reset mails point at http:\/\/localhost:8080, which users cannot reach\. Set PUBLIC_URL/;

describe('the warnings at start', () => {
  it('in production without PUBLIC_URL: reset links would point at localhost', async () => {
    const log = capturedLog();
    const server = await startServer(dataDir, { NODE_ENV: 'production' }, testClock(), log.logger);
    await server.close();
    expect(log.warnings.filter((warning) => NO_PUBLIC_URL.test(warning))).toHaveLength(1);
  });

  it('not with PUBLIC_URL, nor outside production', async () => {
    const log = capturedLog();
    const server = await startServer(dataDir, { NODE_ENV: 'production', PUBLIC_URL: 'https://atrium.example.com' }, testClock(), log.logger);
    await server.close();
    expect(log.warnings.filter((warning) => warning.includes('PUBLIC_URL'))).toEqual([]);
    expect(startWarnings(loadConfig({ DATA_DIR: dataDir }))).toEqual([]);
  });

  it('on PostgreSQL with files on local disk: every instance needs one shared DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://atrium@127.0.0.1:5432/atrium' });
    expect(startWarnings(config)).toEqual([
      `Files are kept on this server's disk, under DATA_DIR (${path.resolve(dataDir)}), while the database is PostgreSQL: every instance must use one shared DATA_DIR, ` +
        'or a file written through one instance answers 500 on the others; or keep the files in a bucket they share: BLOB_STORE=s3://bucket/prefix.',
    ]);
  });

  it('not on PostgreSQL with files in a bucket every instance shares (BLOB_STORE=s3://…)', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://atrium@127.0.0.1:5432/atrium', BLOB_STORE: 's3://atrium-files/blobs' });
    expect(startWarnings(config)).toEqual([]);
  });
});

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!POSTGRES_URL)(POSTGRES_URL ? 'a server on PostgreSQL (TEST_DATABASE_URL)' : 'a server on PostgreSQL — SKIPPED: TEST_DATABASE_URL is not set', () => {
  const postgres = postgresSchemaForFile(POSTGRES_URL, 'atrium_start_warnings');

  it("warns that files need one shared DATA_DIR, and sweeps only the uploads no instance can still be sending", async () => {
    // What an instance sharing the folder is writing now, and what a crash left a day ago.
    const temporary = path.join(dataDir, 'blobs', 'tmp');
    await mkdir(temporary, { recursive: true });
    await writeFile(path.join(temporary, `${'a'.repeat(32)}.tmp`), 'under way');
    await writeFile(path.join(temporary, `${'b'.repeat(32)}.tmp`), 'left by a crash');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await utimes(path.join(temporary, `${'b'.repeat(32)}.tmp`), dayAgo, dayAgo);

    const log = capturedLog();
    const server = await startServer(dataDir, { DATABASE_URL: postgres().databaseUrl }, testClock(), log.logger);
    await server.close();
    expect(log.warnings.filter((warning) => warning.includes('every instance must use one shared DATA_DIR'))).toHaveLength(1);
    expect(await readdir(temporary)).toEqual([`${'a'.repeat(32)}.tmp`]);
  });
});
