import type { BlobStoreConfig } from '../config';
import type { BlobStore } from './blobStore';
import { createLocalBlobStore, type LocalBlobStoreOptions } from './localBlobStore';
import { createS3BlobStore, createS3Client, type S3Log } from './s3BlobStore';

/** The blob store BLOB_STORE names: the folder `localDir` by default, or an S3 bucket. */
export async function createBlobStore(config: BlobStoreConfig, localDir: string, local: LocalBlobStoreOptions, log: S3Log): Promise<BlobStore> {
  if (config.kind === 'local') return createLocalBlobStore(localDir, local);
  return createS3BlobStore({ client: await createS3Client(config, log), bucket: config.bucket, prefix: config.prefix });
}
