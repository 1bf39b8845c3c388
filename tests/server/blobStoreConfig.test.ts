import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

// BLOB_STORE and the S3_* variables: parsed once at start, a mistake stopping it with the variable's name.

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/atrium-config', ...env }).blobStore;

describe('BLOB_STORE', () => {
  it('is the local folder by default', () => {
    expect(config({})).toEqual({ kind: 'local' });
    expect(config({ BLOB_STORE: 'local' })).toEqual({ kind: 'local' });
  });

  it('names a bucket and a prefix, with the endpoint, region and credentials of the S3_* variables', () => {
    expect(
      config({ BLOB_STORE: 's3://atrium-files/prod/blobs/', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toEqual({
      kind: 's3',
      bucket: 'atrium-files',
      prefix: 'prod/blobs/',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it("on AWS: no prefix, us-east-1, the SDK's own credentials and virtual-hosted buckets unless told", () => {
    expect(config({ BLOB_STORE: 's3://atrium-files' })).toEqual({
      kind: 's3',
      bucket: 'atrium-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(config({ BLOB_STORE: 's3://atrium-files', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it.each([
    ['file:///srv/blobs', {}],
    ['s3://', {}],
    ['s3://Atrium_Files/x', {}],
    ['s3://ab/x', {}],
    ['s3://atrium-files/a//b', {}],
  ])('refuses BLOB_STORE=%s, naming it', (value, env) => {
    expect(() => config({ BLOB_STORE: value, ...env })).toThrow(`Invalid BLOB_STORE=${JSON.stringify(value)}: expected 'local', or s3://bucket/prefix`);
  });

  it('refuses a bad endpoint, region or path style, naming the variable', () => {
    expect(() => config({ BLOB_STORE: 's3://atrium-files', S3_ENDPOINT: 'minio:9000' })).toThrow('Invalid S3_ENDPOINT="minio:9000": expected the http(s) address');
    expect(() => config({ BLOB_STORE: 's3://atrium-files', S3_REGION: 'EU Central' })).toThrow('Invalid S3_REGION="EU Central"');
    expect(() => config({ BLOB_STORE: 's3://atrium-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('Invalid S3_FORCE_PATH_STYLE="yes"');
  });

  it('wants both halves of a key pair, and never prints them', () => {
    const halves: Record<string, string>[] = [{ S3_ACCESS_KEY_ID: 'the-key-id' }, { S3_SECRET_ACCESS_KEY: 'the-secret' }];
    for (const half of halves) {
      let message = '';
      try {
        config({ BLOB_STORE: 's3://atrium-files', ...half });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
      expect(message).not.toMatch(/the-key-id|the-secret/);
    }
  });
});
