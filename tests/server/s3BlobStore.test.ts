import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe } from 'vitest';
import { createS3BlobStore } from '../../server/vfs';
import { blobStoreContract } from './blobStoreContract';
import { startS3, type TestS3 } from './s3Server';

let s3: TestS3;

beforeAll(async () => {
  s3 = await startS3();
});

afterAll(async () => {
  await s3.close();
});

const store = () => createS3BlobStore({ client: s3.client, bucket: s3.config.bucket, prefix: s3.config.prefix });

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

describe('the S3 blob store, on s3rver', () => {
  blobStoreContract(store, stored);
});
