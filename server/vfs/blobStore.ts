import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a blob, both included, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What put stored: under which key, how many bytes, and the first ones (to tell the type). */
export interface StoredBlob {
  key: string;
  size: number;
  head: Uint8Array;
}

/** A put that went past its `maxBytes`: nothing was stored. */
export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the blob is larger than ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

/** A blob's key: random, so no store needs a lock to make one, and nothing a user chose. */
export const BLOB_KEY = /^[0-9a-f]{32}$/;
const BLOB_KEY_BYTES = 16;

export function newBlobKey(): string {
  return randomBytes(BLOB_KEY_BYTES).toString('hex');
}

/** A put's source as it passes: counted against `maxBytes`, its first `headBytes` kept. */
export interface MeteredSource {
  /** What the source yields. @throws BlobTooLargeError as soon as it yields more than `maxBytes`. */
  chunks: AsyncIterable<Uint8Array>;
  /** Bytes yielded so far. */
  size(): number;
  /** The first bytes yielded, at most `headBytes`. */
  head(): Uint8Array;
}

export function meteredSource(source: AsyncIterable<Uint8Array>, { maxBytes, headBytes }: { maxBytes: number; headBytes: number }): MeteredSource {
  let size = 0;
  const head: Uint8Array[] = [];
  let headSize = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
      if (headSize < headBytes) {
        head.push(chunk.subarray(0, headBytes - headSize));
        headSize += Math.min(chunk.length, headBytes - headSize);
      }
      yield chunk;
    }
  }
  return { chunks: chunks(), size: () => size, head: () => Buffer.concat(head) };
}

/** Which kind of store keeps the blobs, as /api/health names it. */
export type BlobStoreKind = 'local' | 's3';

/**
 * Where file contents live, by keys the store makes itself (no name a user chose ever reaches
 * it). A put is all or nothing: once it resolves the blob is durable, and until then no key
 * names it. The local disk is one implementation, an S3-compatible bucket the other.
 */
export interface BlobStore {
  readonly kind: BlobStoreKind;
  /**
   * Stores what `source` yields under a new key.
   * @throws BlobTooLargeError when it yields more than `maxBytes`; the source's own error when it fails. Nothing is kept either way.
   */
  put(source: AsyncIterable<Uint8Array>, options: { maxBytes: number; headBytes: number }): Promise<StoredBlob>;
  /** The bytes of `key`, or of `range` of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** The size of `key`; undefined when there is no such blob. */
  head(key: string): Promise<{ size: number } | undefined>;
  /** Removes `key`; a key that is gone already is no error. */
  delete(key: string): Promise<void>;
  /** A copy of `key` under a new key. */
  copy(key: string): Promise<string>;
  /**
   * At start: removes what interrupted puts left, and every blob whose key `referenced` leaves out
   * (a write whose node never committed, a file whose old blob was not yet deleted).
   * @param referenced which of `keys` some node refers to.
   */
  sweep(referenced: (keys: readonly string[]) => Promise<ReadonlySet<string>>): Promise<{ temporary: number; orphans: number }>;
  /** Resolves when the store answers (for /api/health); rejects with why not. */
  check(): Promise<void>;
}
