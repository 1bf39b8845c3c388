import { Readable } from 'node:stream';
import type { S3Client, _Object } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { loadS3Client, loadS3Upload } from '../lazy';
import { BLOB_KEY, meteredSource, newBlobKey, type BlobStore } from './blobStore';
import {
  S3_CONNECT_TIMEOUT_MS,
  S3_LIST_PAGE,
  S3_MAX_PARTS,
  S3_MAX_SOCKETS,
  S3_ORPHAN_MIN_AGE_MS,
  S3_PART_BYTES,
  S3_PART_QUEUE,
  S3_SWEEP_MAX_OBJECTS,
  S3_UPLOAD_MIN_AGE_MS,
} from './constants';

// The connection pool's logger wants every level; only its warnings are worth the server's log.
const silentLog = { trace: () => {}, debug: () => {}, info: () => {}, error: () => {} };

/** Where the blobs are: objects `${prefix}${key}` of `bucket`. `prefix` is empty or ends with '/'. */
export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  prefix: string;
  /** The time the sweep measures ages against (S3's LastModified is the real time); tests move it on. */
  now?: () => number;
}

/** Where the S3 client's connection pool says it is exhausted: the server's log. */
export interface S3Log {
  warn(message: string): void;
}

/** The client BLOB_STORE=s3://… and the S3_* variables describe. */
export async function createS3Client(config: S3Config, log?: S3Log): Promise<S3Client> {
  const { S3Client } = await loadS3Client();
  const agent = { keepAlive: true, maxSockets: S3_MAX_SOCKETS };
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's own chain (AWS_* variables, shared files, the instance's role).
    credentials: config.credentials,
    // Checksums only where S3 demands them: S3-compatible servers do not all know the SDK's default CRC32 headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No request timeout: a download streams as fast as its reader takes it, however slow.
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, httpAgent: agent, httpsAgent: agent, logger: log && { ...silentLog, warn: (message: string) => log.warn(message) } },
  });
}

/**
 * Blobs as objects of an S3-compatible bucket. A put streams its source through a multipart
 * upload (single PUT when it fits one part) and the object exists only once S3 completes it, so
 * an interrupted put leaves no object; at most an unfinished upload nobody can read, which the
 * sweep aborts once it is older than any upload can be. Keys are new at every put, as on disk, so
 * a file's new version never overwrites the object its old version reads.
 */
export async function createS3BlobStore({ client, bucket, prefix, now = Date.now }: S3BlobStoreOptions): Promise<BlobStore> {
  const { AbortMultipartUploadCommand, CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command } =
    await loadS3Client();
  const objectOf = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new Error(`'${key}' is no blob key`);
    return `${prefix}${key}`;
  };
  const missing = (key: string) => new Error(`blob ${key} is missing from s3://${bucket}/${prefix}`);

  /** Removes the unreferenced objects of `objects` older than `cutoff`; how many it removed. */
  async function removeOrphans(objects: readonly _Object[], cutoff: number, referenced: (keys: readonly string[]) => Promise<ReadonlySet<string>>): Promise<number> {
    const candidates = objects.flatMap((object) => {
      const key = object.Key?.slice(prefix.length) ?? '';
      const old = object.LastModified !== undefined && object.LastModified.getTime() < cutoff;
      return old && BLOB_KEY.test(key) ? [key] : [];
    });
    if (candidates.length === 0) return 0;
    const kept = await referenced(candidates);
    const orphans = candidates.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }))));
    return orphans.length;
  }

  /**
   * The bucket's objects under `prefix` from a random key to the end and then from the start up to
   * it, a page at a time: keys are random, so sweeps capped at S3_SWEEP_MAX_OBJECTS look at every
   * part of a large bucket in turn.
   */
  async function* pages(): AsyncGenerator<_Object[]> {
    const from = `${prefix}${newBlobKey()}`;
    yield* pagesBetween(from, undefined);
    yield* pagesBetween(undefined, from);
  }

  async function* pagesBetween(after: string | undefined, upTo: string | undefined): AsyncGenerator<_Object[]> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: S3_LIST_PAGE, ContinuationToken: token, StartAfter: token === undefined ? after : undefined }),
      );
      const objects = page.Contents ?? [];
      const within = upTo === undefined ? objects : objects.filter((object) => (object.Key ?? '') <= upTo);
      yield within;
      if (within.length < objects.length) return;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /** Aborts the multipart uploads under `prefix` started before `cutoff`; how many. */
  async function abortStaleUploads(cutoff: number): Promise<number> {
    let aborted = 0;
    let listed = 0;
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      let page;
      try {
        page = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix, MaxUploads: S3_LIST_PAGE, ...marker }));
      } catch (error) {
        // Some S3-compatible servers (s3rver) keep no list of uploads: their bucket's lifecycle rule must end them.
        if ((error as Error).name === 'NotImplemented') return aborted;
        throw error;
      }
      const stale = (page.Uploads ?? []).filter((upload) => upload.Initiated !== undefined && upload.Initiated.getTime() < cutoff);
      await Promise.all(stale.map((upload) => client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }))));
      aborted += stale.length;
      listed += page.Uploads?.length ?? 0;
      if (!page.IsTruncated || listed >= S3_SWEEP_MAX_OBJECTS) return aborted;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  return {
    kind: 's3',

    async put(source, limits) {
      const metered = meteredSource(source, limits);
      // The source's own failure (too large, the client gone) is the answer, not what aborting the upload said.
      let sourceFailure: unknown;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        try {
          yield* metered.chunks;
        } catch (error) {
          sourceFailure = error;
          throw error;
        }
      }
      const key = newBlobKey();
      const { Upload } = await loadS3Upload();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectOf(key), Body: Readable.from(chunks()), ContentType: 'application/octet-stream' },
        partSize: partSizeFor(limits.maxBytes),
        queueSize: S3_PART_QUEUE,
      });
      try {
        await upload.done();
      } catch (error) {
        throw sourceFailure ?? error;
      }
      return { key, size: metered.size(), head: metered.head() };
    },

    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectOf(key), Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}` }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered blob ${key} without a body`);
        return answer.Body;
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') throw missing(key);
        throw error;
      }
    },

    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if ((error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a deleted key's DELETE like any other.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },

    async copy(key) {
      // Inside S3, up to its 5 GiB CopyObject limit; VFS_COPY_MAX_BYTES keeps every copy below it.
      const copyKey = newBlobKey();
      try {
        await client.send(new CopyObjectCommand({ Bucket: bucket, Key: objectOf(copyKey), CopySource: `${bucket}/${encodeURI(objectOf(key))}` }));
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') throw missing(key);
        throw error;
      }
      return copyKey;
    },

    async sweep(referenced) {
      const at = now();
      const temporary = await abortStaleUploads(at - S3_UPLOAD_MIN_AGE_MS);
      let orphans = 0;
      let listed = 0;
      for await (const page of pages()) {
        orphans += await removeOrphans(page, at - S3_ORPHAN_MIN_AGE_MS, referenced);
        listed += page.length;
        if (listed >= S3_SWEEP_MAX_OBJECTS) break;
      }
      return { temporary, orphans };
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** Parts large enough that `maxBytes` fits in S3's S3_MAX_PARTS. */
export function partSizeFor(maxBytes: number): number {
  return Math.max(S3_PART_BYTES, Math.ceil(maxBytes / S3_MAX_PARTS));
}
