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

/**
 * Where file contents live, by keys the store makes itself (no name a user chose ever reaches
 * it). A put is all or nothing: once it resolves the blob is durable, and until then no key
 * names it. The local disk is one implementation; an S3-compatible store would be another.
 */
export interface BlobStore {
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
}
