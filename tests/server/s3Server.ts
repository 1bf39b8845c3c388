import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../server/config';
import { createS3Client } from '../../server/vfs';
import { removeDir, tempDir } from './helpers';

/**
 * An S3-protocol server of the tests' own (s3rver, in a process of its own: a test that measures
 * its memory counts only its side) on 127.0.0.1, with one empty bucket.
 */
export interface TestS3 {
  /** The settings a server gets from BLOB_STORE and the S3_* variables. */
  config: S3Config;
  /** BLOB_STORE and the S3_* variables, for a server started as a process. */
  env: Record<string, string>;
  client: S3Client;
  /** The folder s3rver keeps the bucket in. */
  dir: string;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'atrium-test';
// s3rver's own account: it checks the signature against this pair.
const ACCESS_KEY = 'S3RVER';

export async function startS3(prefix = 'blobs/'): Promise<TestS3> {
  const dir = await tempDir('atrium-s3-');
  const server = spawn(process.execPath, [fileURLToPath(new URL('s3rverProcess.mjs', import.meta.url)), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(server, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let printed = '';
    server.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('\n')) resolve(Number(printed.trim()));
    });
    server.on('exit', (status) => reject(new Error(`s3rver stopped (${status}) before it listened`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    kind: 's3',
    bucket: TEST_BUCKET,
    prefix,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    forcePathStyle: true,
  };
  const client = await createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
  return {
    config,
    env: {
      BLOB_STORE: `s3://${TEST_BUCKET}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      // The SDK's notice that its releases after January 2027 need Node 22, printed once per process.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    client,
    dir,
    async close() {
      client.destroy();
      server.kill();
      await exited;
      await removeDir(dir);
    },
  };
}
