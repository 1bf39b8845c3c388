import { watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FileEntry } from '../../server/contract';
import { connectDatabase, migrateToLatest } from '../../server/db';
import { migrations } from '../../server/db/migrations';
import type { App } from '../../server/http';
import { seedDemo } from '../../server/seed';
import { describeOnPostgres, removeDir, serverForFile, tempDir } from './helpers';
import { failsWith, newUser, ok, vfsClient } from './vfsHelpers';

// A user alone in their accounts has the demo's home files (2,180 bytes), and in the shared folder
// of each of their two accounts (copies of the demo user's) the demo's "Read me.txt" (191), theirs.
const HOME_SEEDED = 2180;
const SHARED_SEEDED = 191;
/** What the user holds at first; all but SHARED_SEEDED of it (their other account's) where their session sees it. */
const SEEDED = HOME_SEEDED + 2 * SHARED_SEEDED;
const QUOTA = 10_000;
const ACCOUNT_QUOTA = 6_000;
const server = serverForFile({ ATRIUM_TEST_MODE: '1', VFS_QUOTA: String(QUOTA), VFS_ACCOUNT_QUOTA: String(ACCOUNT_QUOTA) });

type Client = ReturnType<typeof vfsClient>;

async function aloneInAccount(app: App): Promise<Client> {
  return vfsClient(app, (await newUser(app, 'demo', { ownAccount: true })).jwt);
}

async function usage(vfs: Client, mount: 'home' | 'bos') {
  return ok<FileEntry>(await vfs.get('stat', `${mount}:/`)).stat.quota;
}

/** The bytes of every file under `folder`, the trash left out: what the user can see they hold. */
async function bytesUnder(vfs: Client, folder: string): Promise<number> {
  let total = 0;
  for (const entry of ok<FileEntry[]>(await vfs.get('readdir', folder))) total += entry.isDirectory ? await bytesUnder(vfs, entry.path) : entry.size;
  return total;
}

describe('the quota per user (VFS_QUOTA) over every tree the user writes', () => {
  it('counts what the user moved from home to the shared folder: the move frees nothing', async () => {
    const vfs = await aloneInAccount(server().app);
    ok(await vfs.upload('home:/a.bin', Buffer.alloc(4000)));
    ok(await vfs.post('rename', { from: 'home:/a.bin', to: 'bos:/a.bin' }));
    failsWith(await vfs.upload('home:/b.bin', Buffer.alloc(4000)), 'ERR_VFS_QUOTA_EXCEEDED', 413, 'This would take you past your quota of 9.8 KiB: nothing was written');
    expect(ok(await vfs.get('exists', 'home:/b.bin'))).toBe(false);
    expect(await usage(vfs, 'home')).toEqual({ used: SEEDED + 4000, limit: QUOTA });
    expect(await usage(vfs, 'bos')).toEqual({ used: SHARED_SEEDED + 4000, limit: ACCOUNT_QUOTA });
    // Back home, it is still the same bytes of the same user; the account's go down.
    ok(await vfs.post('rename', { from: 'bos:/a.bin', to: 'home:/a.bin' }));
    expect(await usage(vfs, 'home')).toEqual({ used: SEEDED + 4000, limit: QUOTA });
    expect(await usage(vfs, 'bos')).toEqual({ used: SHARED_SEEDED, limit: ACCOUNT_QUOTA });
  });

  it('stops copy-then-rename doubling in the shared folder at the quota, and counts exactly what is there', async () => {
    const vfs = await aloneInAccount(server().app);
    ok(await vfs.upload('bos:/d/seed.bin', Buffer.alloc(500, 1), { parents: true }));
    const answers: number[] = [];
    // 12 requests: each round doubles bos:/d (500 bytes to 32,000 on a server without these quotas).
    for (let round = 0; round < 6; round += 1) {
      answers.push((await vfs.post('copy', { from: 'bos:/d', to: 'bos:/copy' })).statusCode);
      answers.push((await vfs.post('rename', { from: 'bos:/copy', to: `bos:/d/round-${round}` })).statusCode);
    }
    expect(answers).toContain(413);
    const held = (await bytesUnder(vfs, 'home:/')) + (await bytesUnder(vfs, 'bos:/')) + SHARED_SEEDED;
    const home = await usage(vfs, 'home');
    const bos = await usage(vfs, 'bos');
    expect(home?.used).toBe(held);
    expect(bos?.used).toBe(await bytesUnder(vfs, 'bos:/'));
    expect(held).toBeLessThanOrEqual(QUOTA);
    expect(bos?.used).toBeLessThanOrEqual(ACCOUNT_QUOTA);
  });

  it('refuses a copy past the quota before it copies a byte', async () => {
    const { app, dataDir } = server();
    const vfs = await aloneInAccount(app);
    ok(await vfs.upload('home:/big.bin', Buffer.alloc(4000, 2)));
    const temporary = path.join(dataDir, 'blobs', 'tmp');
    await mkdir(temporary, { recursive: true });
    // Every blob the store writes, a copy's too, starts as a file there.
    const seen: string[] = [];
    let sawSentinel: () => void = () => undefined;
    const sentinelSeen = new Promise<void>((resolve) => (sawSentinel = resolve));
    const watcher = watch(temporary, (_event, name) => {
      if (name === 'sentinel') sawSentinel();
      else if (name !== null) seen.push(name);
    });
    try {
      failsWith(await vfs.post('copy', { from: 'home:/big.bin', to: 'home:/big copy.bin' }), 'ERR_VFS_QUOTA_EXCEEDED', 413, 'This would take you past your quota of 9.8 KiB: nothing was written');
      // The watcher's events come in order: once the sentinel's has come, so has any the copy made.
      await writeFile(path.join(temporary, 'sentinel'), '');
      await sentinelSeen;
    } finally {
      watcher.close();
      await rm(path.join(temporary, 'sentinel'), { force: true });
    }
    expect(seen).toEqual([]);
    expect(ok(await vfs.get('exists', 'home:/big copy.bin'))).toBe(false);
  });
});

describe('the quota per account (VFS_ACCOUNT_QUOTA) over its shared trees', () => {
  it('refuses a move into the shared folder past it, and an upload there as soon as it passes it, whole', async () => {
    const vfs = await aloneInAccount(server().app);
    ok(await vfs.upload('home:/a.bin', Buffer.alloc(7000)));
    failsWith(
      await vfs.post('rename', { from: 'home:/a.bin', to: 'bos:/a.bin' }),
      'ERR_VFS_QUOTA_EXCEEDED',
      413,
      "This would take your account's shared files past their quota of 5.9 KiB: nothing was written",
    );
    expect(ok(await vfs.get('exists', 'home:/a.bin'))).toBe(true);
    expect(ok(await vfs.get('exists', 'bos:/a.bin'))).toBe(false);
    ok(await vfs.post('unlink', { path: 'home:/a.bin' }));
    ok(await vfs.upload('bos:/fits.bin', Buffer.alloc(ACCOUNT_QUOTA - SHARED_SEEDED)));
    failsWith(await vfs.upload('bos:/one more.bin', Buffer.alloc(1)), 'ERR_VFS_QUOTA_EXCEEDED', 413);
    expect(await usage(vfs, 'bos')).toEqual({ used: ACCOUNT_QUOTA, limit: ACCOUNT_QUOTA });
    expect(await usage(vfs, 'home')).toEqual({ used: HOME_SEEDED + SHARED_SEEDED + ACCOUNT_QUOTA, limit: QUOTA });
  });
});

describe('bytes in trees the user shares with others, or has besides home', () => {
  // No account quota here: the demo's shared folder, which the plain test users share, holds its reports.
  const shared = serverForFile({
    ATRIUM_TEST_MODE: '1',
    VFS_QUOTA: String(QUOTA),
    VFS_MOUNTS: JSON.stringify({ notes: { adapter: 'database', label: 'Notes', scope: 'user' } }),
  });

  it('are charged to who wrote them last, move with them into a home, and count in every per-user mount', async () => {
    const { app } = shared();
    const [ann, ben] = [vfsClient(app, (await newUser(app)).jwt), vfsClient(app, (await newUser(app)).jwt)];
    const used = async (vfs: Client) => (await usage(vfs, 'home'))?.used ?? 0;
    const [annBefore, benBefore] = [await used(ann), await used(ben)];
    ok(await ann.upload('bos:/from ann.bin', Buffer.alloc(3000)));
    expect(await used(ann)).toBe(annBefore + 3000);
    // Ben's bytes replace Ann's: they are his now, and hers are gone.
    ok(await ben.upload('bos:/from ann.bin', Buffer.alloc(1000), { overwrite: true }));
    expect([await used(ann), await used(ben)]).toEqual([annBefore, benBefore + 1000]);
    ok(await ann.post('rename', { from: 'bos:/from ann.bin', to: 'home:/taken.bin' }));
    expect([await used(ann), await used(ben)]).toEqual([annBefore + 1000, benBefore]);
    ok(await ann.upload('notes:/note.bin', Buffer.alloc(QUOTA - annBefore - 1000)));
    failsWith(await ann.upload('notes:/one more.bin', Buffer.alloc(1)), 'ERR_VFS_QUOTA_EXCEEDED', 413);
    expect(await used(ann)).toBe(QUOTA);
  });
});

describe('the usage counters of a database from before them (migration 0016)', () => {
  it('start at what each user and account holds: a home is its user’s, a shared file whoever made it', async () => {
    const dataDir = await tempDir();
    const db = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'atrium.sqlite') });
    try {
      const { error } = await new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } }).migrateTo('0015_dashboards');
      expect(error).toBeUndefined();
      await seedDemo(db, 0);
      const idOf = async (username: string) => (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
      const demo = await idOf('demo');
      const ada = await idOf('ada');
      const account = (await db.selectFrom('account_members').select('account_id').where('user_id', '=', demo).executeTakeFirstOrThrow()).account_id;
      // Roots only, so that no parent is needed: the sums are all the migration reads.
      const root = (tree: string, owner: { user_id: string | null; account_id: string | null }, size: number, createdBy: string | null) => ({
        ...owner,
        id: tree,
        tree,
        parent_id: null,
        name: '',
        folded: '',
        is_folder: 0,
        size,
        mime: 'text/plain',
        blob: null,
        created_by: createdBy,
        created_at: 0,
        modified_at: 0,
        trashed_at: null,
        original_path: null,
      });
      const shared = { user_id: null, account_id: account };
      await db
        .insertInto('vfs_nodes')
        .values([
          root('home:demo', { user_id: demo, account_id: null }, 100, null),
          root('bos:1', shared, 20, demo),
          root('bos:2', shared, 3, ada),
          root('bos:3', shared, 4000, null),
        ])
        .execute();
      await migrateToLatest(db);
      const counters = await db.selectFrom('vfs_usage').select(['owner', 'used']).orderBy('owner').execute();
      const expected = [
        { owner: `a:${account}`, used: 4023 },
        { owner: `u:${ada}`, used: 3 },
        { owner: `u:${demo}`, used: 120 },
      ];
      expect(counters).toEqual(expected.sort((x, y) => (x.owner < y.owner ? -1 : 1)));
    } finally {
      await db.destroy();
      await removeDir(dataDir);
    }
  });
});

const PARALLEL = 6;
const PARALLEL_FILE = 1500;
// Each round a new user: without the counter row's lock, about every other round let all six in.
const ROUNDS = 6;

describeOnPostgres('the quota', 'atrium_quota', { ATRIUM_TEST_MODE: '1', VFS_QUOTA: String(QUOTA) }, (postgres) => {
  it('lets parallel uploads into different folders pass only as far as they fit together', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const vfs = await aloneInAccount(postgres().app);
      for (let index = 0; index < PARALLEL; index += 1) ok(await vfs.post('mkdir', { path: `home:/folder ${index}` }));
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => vfs.upload(`home:/folder ${index}/f.bin`, Buffer.alloc(PARALLEL_FILE))));
      let written = 0;
      for (const answer of answers) {
        if (answer.statusCode === 200) written += PARALLEL_FILE;
        else failsWith(answer, 'ERR_VFS_QUOTA_EXCEEDED', 413);
      }
      const used = (await usage(vfs, 'home'))?.used ?? 0;
      expect(used).toBeLessThanOrEqual(QUOTA);
      expect(used).toBe(SEEDED + written);
      expect((await bytesUnder(vfs, 'home:/')) + (await bytesUnder(vfs, 'bos:/')) + SHARED_SEEDED).toBe(used);
    }
  });
});
