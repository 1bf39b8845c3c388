import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createLocalBlobStore } from '../../server/vfs';
import { blobStoreContract } from './blobStoreContract';
import { removeDir, tempDir } from './helpers';

let dir: string;

beforeAll(async () => {
  dir = await tempDir('atrium-blobs-');
});

afterAll(async () => {
  await removeDir(dir);
});

/** Every file under the blob folder, temporary ones included. */
async function stored(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
}

describe('the local blob store', () => {
  blobStoreContract(() => createLocalBlobStore(dir, { shared: false }), stored);
});
