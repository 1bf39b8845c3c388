import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../server/contract';
import { serverForFile } from './helpers';
import { failsWith, newUser, ok, vfsClient } from './vfsHelpers';

// The demo files take 2,180 bytes of each home.
const QUOTA = 10_000;
const UPLOAD_LIMIT = 4_000;
const server = serverForFile({ ATRIUM_TEST_MODE: '1', VFS_QUOTA: String(QUOTA), VFS_UPLOAD_LIMIT: String(UPLOAD_LIMIT) });

async function client() {
  const { app } = server();
  return vfsClient(app, (await newUser(app)).jwt);
}

async function leftovers(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'blobs', 'tmp')).catch(() => []);
}

describe('the upload limit (VFS_UPLOAD_LIMIT)', () => {
  it('answers 413 with the limit for a larger file, whether its size shows at once or only as it streams, and writes nothing', async () => {
    const vfs = await client();
    const { dataDir } = server();
    failsWith(await vfs.upload('home:/streamed.bin', Buffer.alloc(UPLOAD_LIMIT + 1, 1)), 'ERR_VFS_TOO_LARGE', 413, 'The file is larger than the upload limit of 3.9 KiB: nothing was written');
    failsWith(await vfs.upload('home:/at-once.bin', Buffer.alloc(200_000, 1)), 'ERR_VFS_TOO_LARGE', 413);
    ok(await vfs.upload('home:/fits.bin', Buffer.alloc(UPLOAD_LIMIT, 1)));
    failsWith(await vfs.upload('home:/fits.bin', Buffer.alloc(UPLOAD_LIMIT * 2, 2)), 'ERR_VFS_TOO_LARGE', 413);
    expect(ok(await vfs.get('exists', 'home:/streamed.bin'))).toBe(false);
    expect(ok(await vfs.get('exists', 'home:/at-once.bin'))).toBe(false);
    expect((await vfs.read('home:/fits.bin')).rawPayload).toEqual(Buffer.alloc(UPLOAD_LIMIT, 1));
    expect(await leftovers(dataDir)).toEqual([]);
  });
});

describe('the quota (VFS_QUOTA)', () => {
  it('is reported by stat of home:/, counts the trash, and refuses what would go past it, whole', async () => {
    const vfs = await client();
    const quota = async () => ok<FileEntry>(await vfs.get('stat', 'home:/')).stat.quota;
    expect(await quota()).toEqual({ used: 2180, limit: QUOTA });
    ok(await vfs.upload('home:/a.bin', Buffer.alloc(3000)));
    ok(await vfs.upload('home:/b.bin', Buffer.alloc(3000)));
    failsWith(await vfs.upload('home:/c.bin', Buffer.alloc(3000)), 'ERR_VFS_QUOTA_EXCEEDED', 413, 'This would take you past your quota of 9.8 KiB: nothing was written');
    expect(await quota()).toEqual({ used: 8180, limit: QUOTA });
    // Replacing a file counts only the difference.
    ok(await vfs.upload('home:/a.bin', Buffer.alloc(3500)));
    failsWith(await vfs.post('copy', { from: 'home:/a.bin', to: 'home:/copy.bin' }), 'ERR_VFS_QUOTA_EXCEEDED', 413);
    expect(ok(await vfs.get('exists', 'home:/copy.bin'))).toBe(false);

    ok(await vfs.post('trash', { path: 'home:/a.bin' }));
    expect(await quota()).toEqual({ used: 8680, limit: QUOTA });
    failsWith(await vfs.upload('home:/c.bin', Buffer.alloc(3000)), 'ERR_VFS_QUOTA_EXCEEDED', 413);
    ok(await vfs.post('purge', {}));
    expect(await quota()).toEqual({ used: 5180, limit: QUOTA });
    ok(await vfs.upload('home:/c.bin', Buffer.alloc(3000)));

    // What the user puts into the shared folder counts for them too (tests/server/vfsQuota.test.ts).
    failsWith(await vfs.upload('bos:/big.bin', Buffer.alloc(3000)), 'ERR_VFS_QUOTA_EXCEEDED', 413);
    expect(ok(await vfs.get('exists', 'bos:/big.bin'))).toBe(false);
    expect(ok<FileEntry>(await vfs.get('stat', 'bos:/')).stat.quota?.limit).toBeNull();
  });
});
