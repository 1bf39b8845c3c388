import { createHash, randomBytes } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileEntry, TrashEntry } from '../../server/contract';
import { DEMO_PASSWORD, postgresSchemaForFile, removeDir, tempDir } from './helpers';
import { startBalancer, type Balancer } from '../bench/balancer.mjs';
import { buildBundles, serveBundle, type RunningServer } from './processes';
import { startS3, type TestS3 } from './s3Server';

// Two real server processes on one PostgreSQL and one S3 bucket, each with a DATA_DIR of its own,
// behind a balancer that sends each request to the next of them: a file written through one is
// read whole through the other, the tree is the same on both, and an instance killed in the
// middle of an upload leaves nothing half there while the client's retry goes through the other.

const url = process.env.TEST_DATABASE_URL ?? '';
/** Why there is no PostgreSQL: scripts/with-postgres.sh says when it could not start one; without it nobody asked for one. */
const skipped = process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm test starts a PostgreSQL for the run)';

const MIB = 1024 * 1024;
const BOUNDARY = '----atrium-two-instances';
const FOLDER = 'home:/Two instances';

type Headers = Record<string, string>;

async function signIn(base: string): Promise<Headers> {
  const response = await fetch(`${base}/api/auth`, { method: 'POST', body: new URLSearchParams({ username: 'demo', password: DEMO_PASSWORD }) });
  expect(response.status).toBe(200);
  const { jwt } = ((await response.json()) as { data: { jwt: string } }).data;
  return { authorization: `Bearer ${jwt}` };
}

/** The data of a successful answer; fails the test with the body otherwise. */
async function data<T>(response: Response): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(200);
  return (JSON.parse(body) as { data: T }).data;
}

const query = (pathText: string) => new URLSearchParams({ path: pathText }).toString();

/** A writefile upload of `mebibytes` MiB of random bytes, made as the server reads it: the client never holds the file. */
function streamedUpload(base: string, auth: Headers, pathText: string, mebibytes: number) {
  const hash = createHash('sha256');
  let pulled = 0;
  const chunks = function* (): Generator<Uint8Array> {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${pathText}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    for (let index = 0; index < mebibytes; index++) {
      const chunk = randomBytes(MIB);
      hash.update(chunk);
      pulled += MIB;
      yield chunk;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  };
  const source = chunks();
  // Nothing queued ahead: a chunk is made when the connection takes one, so `pulled` is what the server is being sent.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = source.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  const response = fetch(`${base}/vfs/writefile`, {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);
  return { response, pulled: () => pulled, hash: () => hash.digest('hex') };
}

/** The SHA-256 of a file read through `base`, hashed as it streams. */
async function readHash(base: string, auth: Headers, pathText: string): Promise<string> {
  const response = await fetch(`${base}/vfs/readfile?${query(pathText)}`, { headers: auth });
  expect(response.status).toBe(200);
  const hash = createHash('sha256');
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}

const listing = async (base: string, auth: Headers, pathText: string) =>
  (await data<FileEntry[]>(await fetch(`${base}/vfs/readdir?${query(pathText)}`, { headers: auth }))).map(({ filename, size }) => ({ filename, size }));

const post = (base: string, auth: Headers, operation: string, body: object) =>
  fetch(`${base}/vfs/${operation}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!url)(url ? 'two instances on PostgreSQL (TEST_DATABASE_URL) and S3 (s3rver)' : `two instances on PostgreSQL and S3 — SKIPPED: ${skipped}`, () => {
  const postgres = postgresSchemaForFile(url, 'atrium_two_instances');
  let bundles: string;
  let s3: TestS3;
  const dataDirs: string[] = [];
  const instances: RunningServer[] = [];
  let balancer: Balancer;
  let auth: Headers;
  const base = (index: number) => instances[index]?.url ?? '';
  const portOf = (server: RunningServer) => Number(new URL(server.url).port);

  beforeAll(async () => {
    [bundles, s3] = await Promise.all([buildBundles(), startS3()]);
    // The same secret on both, as the operators set it: each DATA_DIR would make its own.
    const env = { ...s3.env, DATABASE_URL: postgres().databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
    for (let index = 0; index < 2; index++) {
      dataDirs.push(await tempDir('atrium-instance-'));
      const started = Date.now();
      instances.push(await serveBundle(bundles, dataDirs[index] ?? '', env));
      console.info(`instance ${index + 1} answered ${Date.now() - started} ms after it was started`);
    }
    balancer = await startBalancer(instances.map((instance) => instance.url));
    auth = await signIn(balancer.base);
    await data(await post(balancer.base, auth, 'mkdir', { path: FOLDER }));
  }, 180_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((instance) => (instance.process.exitCode === null && instance.process.signalCode === null ? instance.stop() : undefined)));
    await s3?.close();
    await Promise.all([bundles, ...dataDirs].filter(Boolean).map((dir) => removeDir(dir)));
  });

  it('reads a 50 MiB file written through one instance, byte for byte, through the other', async () => {
    for (const instance of instances) {
      expect(await data(await fetch(`${instance.url}/api/health`))).toEqual({ ok: true, blobs: { kind: 's3', ok: true } });
    }
    const upload = streamedUpload(base(0), auth, `${FOLDER}/large.bin`, 50);
    const written = await data<FileEntry>(await upload.response);
    expect(written.size).toBe(50 * MIB);
    expect(await readHash(base(1), auth, `${FOLDER}/large.bin`)).toBe(upload.hash());
  }, 180_000);

  it('shows one tree on both: a listing, a rename and the trash', async () => {
    for (const name of ['a.txt', 'b.txt']) {
      const upload = streamedUpload(base(0), auth, `${FOLDER}/${name}`, 1);
      await data(await upload.response);
    }
    expect(await listing(base(1), auth, FOLDER)).toEqual(await listing(base(0), auth, FOLDER));

    await data(await post(base(1), auth, 'rename', { from: `${FOLDER}/a.txt`, to: `${FOLDER}/renamed.txt` }));
    const afterRename = await listing(base(0), auth, FOLDER);
    expect(afterRename.map((entry) => entry.filename)).toEqual(['b.txt', 'large.bin', 'renamed.txt']);
    expect(await listing(base(1), auth, FOLDER)).toEqual(afterRename);

    const trashed = await data<TrashEntry>(await post(base(0), auth, 'trash', { path: `${FOLDER}/b.txt` }));
    const trash = (index: number) => fetch(`${base(index)}/vfs/trash`, { headers: auth }).then((response) => data<TrashEntry[]>(response));
    expect((await trash(1)).map((entry) => entry.id)).toContain(trashed.id);
    expect(await trash(1)).toEqual(await trash(0));
    expect((await listing(base(1), auth, FOLDER)).map((entry) => entry.filename)).toEqual(['large.bin', 'renamed.txt']);
  }, 60_000);

  it('leaves the previous version whole when an instance is killed mid-upload, and the retry goes through the other', async () => {
    const target = `${FOLDER}/report.bin`;
    const previous = streamedUpload(balancer.base, auth, target, 2);
    await data(await previous.response);
    const objectsBefore = await objectCount(s3);

    // Through the balancer, as a browser would; the instance it reached dies with 24 of 40 MiB sent.
    const killed = streamedUpload(balancer.base, auth, target, 40);
    const failed = killed.response.then(
      (response) => response.status,
      (error: unknown) => error,
    );
    await expect.poll(killed.pulled, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(24 * MIB);
    const victim = instances.find((instance) => portOf(instance) === balancer.routed.at(-1));
    const survivor = instances.find((instance) => instance !== victim);
    if (victim === undefined || survivor === undefined) throw new Error(`the upload went to no instance: ${balancer.routed.join(', ')}`);
    await victim.kill();
    expect(await failed).toBeInstanceOf(Error);

    // Nothing half there: the survivor lists and reads the previous version, and the bucket has no new object.
    expect((await listing(survivor.url, auth, FOLDER)).find((entry) => entry.filename === 'report.bin')).toEqual({ filename: 'report.bin', size: 2 * MIB });
    expect(await readHash(survivor.url, auth, target)).toBe(previous.hash());
    expect(await objectCount(s3)).toBe(objectsBefore);

    const retry = streamedUpload(balancer.base, auth, target, 40);
    expect((await data<FileEntry>(await retry.response)).size).toBe(40 * MIB);
    expect(balancer.routed.at(-1)).toBe(portOf(survivor));
    expect(await readHash(balancer.base, auth, target)).toBe(retry.hash());
  }, 180_000);
});

async function objectCount(s3: TestS3): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, ContinuationToken: token }));
    count += page.KeyCount ?? 0;
    token = page.NextContinuationToken;
  } while (token !== undefined);
  return count;
}
