import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { BlobTooLargeError, type BlobStore } from '../../server/vfs';

// What every blob store promises (server/vfs/blobStore.ts), run against each one: the local disk
// (localBlobStore.test.ts) and an S3 bucket (s3BlobStore.test.ts).

export async function* chunksOf(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? Buffer.from(part) : part;
}

export async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

export async function sha256(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

const LIMITS = { maxBytes: 1024, headBytes: 4 };

/**
 * The contract's tests, with `store()` the store under test and `stored()` everything it keeps
 * now, however it keeps it: names of files or objects, temporary ones included. (Each store's
 * sweep has tests of its own: their age rules differ.)
 */
export function blobStoreContract(store: () => BlobStore | Promise<BlobStore>, stored: () => Promise<string[]>): void {
  it('puts under a new key, with its size and first bytes, and gets it back whole or by range', async () => {
    const blobs = await store();
    const first = await blobs.put(chunksOf('hello ', 'world'), LIMITS);
    const second = await blobs.put(chunksOf('hello ', 'world'), LIMITS);
    expect(first.key).not.toBe(second.key);
    expect({ size: first.size, head: Buffer.from(first.head).toString() }).toEqual({ size: 11, head: 'hell' });
    expect(await text(await blobs.get(first.key))).toBe('hello world');
    expect(await text(await blobs.get(first.key, { start: 6, end: 10 }))).toBe('world');
    expect(await text(await blobs.get(first.key, { start: 1, end: 1 }))).toBe('e');
    expect(await blobs.head(first.key)).toEqual({ size: 11 });
  });

  it('stores an empty blob', async () => {
    const blobs = await store();
    const empty = await blobs.put(chunksOf(), LIMITS);
    expect(empty.size).toBe(0);
    expect(await blobs.head(empty.key)).toEqual({ size: 0 });
    expect(await text(await blobs.get(empty.key))).toBe('');
  });

  it('refuses a source past maxBytes, and keeps nothing of it', async () => {
    const blobs = await store();
    const before = await stored();
    await expect(blobs.put(chunksOf('x'.repeat(1000), 'y'.repeat(25)), LIMITS)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await stored()).toEqual(before);
  });

  it("fails with the source's own error when the source fails, and keeps nothing of it", async () => {
    const blobs = await store();
    const before = await stored();
    const gone = new Error('the client went away');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('the first half');
      throw gone;
    }
    await expect(blobs.put(failing(), LIMITS)).rejects.toBe(gone);
    expect(await stored()).toEqual(before);
  });

  it('answers a missing key: head undefined, get an error naming it, delete nothing to do', async () => {
    const blobs = await store();
    const { key } = await blobs.put(chunksOf('short-lived'), LIMITS);
    await blobs.delete(key);
    expect(await blobs.head(key)).toBeUndefined();
    await expect(blobs.get(key)).rejects.toThrow(key);
    await blobs.delete(key);
    expect(await stored()).not.toContain(key);
  });

  it('copies under a new key that outlives the original', async () => {
    const blobs = await store();
    const { key } = await blobs.put(chunksOf('original'), LIMITS);
    const copy = await blobs.copy(key);
    expect(copy).not.toBe(key);
    await blobs.delete(key);
    expect(await text(await blobs.get(copy))).toBe('original');
  });

  it('refuses a key it did not make', async () => {
    await expect((await store()).get('../../etc/passwd')).rejects.toThrow('no blob key');
  });

  it('answers its health check', async () => {
    await expect((await store()).check()).resolves.toBeUndefined();
  });
}
