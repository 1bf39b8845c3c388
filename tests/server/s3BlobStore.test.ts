import { createHash, randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { AbortMultipartUploadCommand, ListMultipartUploadsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobTooLargeError, createBlobHealth, createS3BlobStore, type BlobStore } from '../../server/vfs';
import { blobStoreContract, chunksOf, sha256 } from './blobStoreContract';
import { removeDir, startServer, tempDir } from './helpers';
import { startS3, type TestS3 } from './s3Server';

// The S3 blob store against a real S3-protocol server (s3rver) on 127.0.0.1.

const MIB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;
let s3: TestS3;

beforeAll(async () => {
  s3 = await startS3();
});

afterAll(async () => {
  await s3.close();
});

const store = (now?: () => number) => createS3BlobStore({ client: s3.client, bucket: s3.config.bucket, prefix: s3.config.prefix, now });

/** Every object in the bucket, whatever its prefix. */
async function stored(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    token = page.NextContinuationToken;
  } while (token !== undefined);
  return keys.sort();
}

/**
 * `mebibytes` MiB of random bytes, a fresh MiB at a time, hashed as they go; every `sampleEvery`
 * MiB `sample()` is called, as the put has read that far.
 */
function randomSource(mebibytes: number, sample = () => {}, sampleEvery = Infinity): { chunks: AsyncGenerator<Uint8Array>; hash: Promise<string> } {
  const hash = createHash('sha256');
  let done!: (digest: string) => void;
  const digest = new Promise<string>((resolve) => (done = resolve));
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let index = 0; index < mebibytes; index++) {
      if (index % sampleEvery === sampleEvery - 1) sample();
      const chunk = randomBytes(MIB);
      hash.update(chunk);
      yield chunk;
    }
    done(hash.digest('hex'));
  }
  return { chunks: chunks(), hash: digest };
}

// A full collection before each look, so that a look counts what the put holds, not its garbage.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heldMemory = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

describe('the S3 blob store, on s3rver', () => {
  blobStoreContract(store, stored);

  it('streams a large put as a multipart upload, its memory not growing with the size, and streams it back', async () => {
    const blobs = await store();
    const baseline = heldMemory();
    let peak = 0;
    const source = randomSource(50, () => (peak = Math.max(peak, heldMemory() - baseline)), 5);
    const put = await blobs.put(source.chunks, { maxBytes: 60 * MIB, headBytes: 4 });
    expect(put.size).toBe(50 * MIB);
    expect(await sha256(await blobs.get(put.key))).toBe(await source.hash);
    console.info(`a 50 MiB put held at most ${(peak / MIB).toFixed(1)} MiB more than before it`);
    // The 8 MiB parts in flight and the one filling, with the copies the SDK makes of one: ~37 MiB
    // here, as for 120 MiB; a put that held the file would hold its 50.
    expect(peak).toBeLessThan(48 * MIB);
  }, 60_000);

  it('stops a multipart upload past maxBytes, leaving no object', async () => {
    const before = await stored();
    await expect((await store()).put(randomSource(20).chunks, { maxBytes: 12 * MIB, headBytes: 0 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await stored()).toEqual(before);
  }, 30_000);

  it('shows nothing of a put under way, nor of one whose client went away', async () => {
    const before = await stored();
    let sent = 0;
    let release!: (error: Error) => void;
    const hangs = new Promise<never>((_, reject) => (release = reject));
    async function* slowClient(): AsyncGenerator<Uint8Array> {
      for (; sent < 20; sent++) yield randomBytes(MIB);
      await hangs;
    }
    const putting = (await store()).put(slowClient(), { maxBytes: 100 * MIB, headBytes: 0 });
    // Two 8 MiB parts sent and the rest waiting: the client is in the middle of its upload.
    await expect.poll(() => sent, { timeout: 20_000 }).toBe(20);
    expect(await stored()).toEqual(before);
    const gone = new Error('the client went away');
    release(gone);
    await expect(putting).rejects.toBe(gone);
    expect(await stored()).toEqual(before);
  }, 30_000);

  it('sweeps unreferenced objects only once they are older than the longest upload and an hour, and never a referenced one', async () => {
    let now = Date.now();
    const blobs = await store(() => now);
    const kept = await blobs.put(chunksOf('referenced'), { maxBytes: 100, headBytes: 0 });
    const orphan = await blobs.put(chunksOf('left by a write that never committed'), { maxBytes: 100, headBytes: 0 });
    const referenced = (keys: readonly string[]) => Promise.resolve(new Set(keys.filter((key) => key === kept.key)));

    // S3 dates a multipart upload's object from the upload's start: a day-long upload just completed looks a day old.
    now += 25 * HOUR - 60_000;
    expect(await blobs.sweep(referenced)).toMatchObject({ orphans: 0 });
    expect(await blobs.head(orphan.key)).toEqual({ size: 36 });

    now += 2 * 60_000;
    expect((await blobs.sweep(referenced)).orphans).toBeGreaterThanOrEqual(1);
    expect(await blobs.head(orphan.key)).toBeUndefined();
    expect(await blobs.head(kept.key)).toEqual({ size: 10 });
  });
});

// s3rver keeps no list of unfinished uploads (ListMultipartUploads is NotImplemented there), so
// this one talks to a stand-in that answers the two calls as S3 documents them.
describe('the sweep of unfinished multipart uploads', () => {
  it('aborts only those older than the longest upload, over every page of the list', async () => {
    const now = Date.now();
    const upload = (id: string, ageMs: number) => ({ Key: `blobs/${id.repeat(32)}`, UploadId: id, Initiated: new Date(now - ageMs) });
    const pages = [
      { Uploads: [upload('a', 25 * HOUR), upload('b', 23 * HOUR)], IsTruncated: true, NextKeyMarker: 'blobs/b', NextUploadIdMarker: 'b' },
      { Uploads: [upload('c', 10 * 24 * HOUR), upload('d', 60_000)], IsTruncated: false },
    ];
    const asked: unknown[] = [];
    const aborted: string[] = [];
    const client = {
      send(command: unknown) {
        if (command instanceof ListMultipartUploadsCommand) {
          asked.push(command.input);
          return Promise.resolve(pages[asked.length - 1]);
        }
        if (command instanceof AbortMultipartUploadCommand) {
          aborted.push(command.input.UploadId ?? '');
          return Promise.resolve({});
        }
        if (command instanceof ListObjectsV2Command) return Promise.resolve({ Contents: [], IsTruncated: false });
        return Promise.reject(new Error('not a call the sweep makes'));
      },
    } as unknown as S3Client;
    const blobs = await createS3BlobStore({ client, bucket: 'atrium-files', prefix: 'blobs/', now: () => now });
    expect(await blobs.sweep(() => Promise.resolve(new Set()))).toEqual({ temporary: 2, orphans: 0 });
    expect(aborted.sort()).toEqual(['a', 'c']);
    expect(asked).toEqual([
      expect.objectContaining({ Bucket: 'atrium-files', Prefix: 'blobs/' }),
      expect.objectContaining({ KeyMarker: 'blobs/b', UploadIdMarker: 'b' }),
    ]);
  });
});

describe('/api/health with BLOB_STORE=s3://…', () => {
  it('says the store is S3 and answers, and nothing of where it is or how to sign in', async () => {
    const dataDir = await tempDir();
    const server = await startServer(dataDir, { ...s3.env, ATRIUM_DEMO: '0' });
    try {
      const response = await server.app.inject({ url: '/api/health' });
      expect(response.json()).toEqual({ status: 'success', data: { ok: true, blobs: { kind: 's3', ok: true } } });
      expect(response.body).not.toContain(s3.config.endpoint ?? '');
      expect(response.body).not.toContain(s3.config.bucket);
    } finally {
      await server.close();
      await removeDir(dataDir);
    }
  });

  it("asks the store at most every 30 s, and says when it fails", async () => {
    let now = 0;
    let checks = 0;
    let failing = false;
    const probed = { kind: 's3', check: () => (checks++, failing ? Promise.reject(new Error('connect ECONNREFUSED')) : Promise.resolve()) } as unknown as BlobStore;
    const failures: unknown[] = [];
    const health = createBlobHealth(probed, () => now, (cause) => failures.push(cause));
    expect(await Promise.all([health(), health()])).toEqual([{ kind: 's3', ok: true }, { kind: 's3', ok: true }]);
    failing = true;
    now += 29_999;
    expect(await health()).toEqual({ kind: 's3', ok: true });
    expect(checks).toBe(1);
    now += 1;
    expect(await health()).toEqual({ kind: 's3', ok: false });
    expect(checks).toBe(2);
    expect(failures).toHaveLength(1);
  });
});
