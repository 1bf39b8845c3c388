import { randomBytes } from 'node:crypto';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VFS_COPY_MAX_ENTRIES, VFS_MAX_DEPTH, VFS_WRITES_IN_FLIGHT } from '../../server/vfs';
import { bearer, describeOnPostgres, removeDir, serverForFile, type TestServer } from './helpers';
import { failsWith, multipart, newUser, ok, vfsClient } from './vfsHelpers';

// A folder mount: `loop` holds a link to itself, `many` enough files that copying them takes a while.
const archive = path.join(os.tmpdir(), `atrium-walks-${randomBytes(6).toString('hex')}`);
// More than a page of the rows a copy reads at a time (500).
const MANY_FILES = 600;
const env = { ATRIUM_TEST_MODE: '1', VFS_MOUNTS: JSON.stringify({ archive: { adapter: 'folder', label: 'Archive', root: archive } }) };

beforeAll(async () => {
  await mkdir(path.join(archive, 'loop'), { recursive: true });
  await writeFile(path.join(archive, 'loop', 'inside.txt'), 'inside');
  await symlink('.', path.join(archive, 'loop', 'a'));
  await mkdir(path.join(archive, 'many'));
  for (let index = 0; index < MANY_FILES; index += 1) await writeFile(path.join(archive, 'many', `${index}.bin`), randomBytes(4096));
});

afterAll(async () => {
  await removeDir(archive);
});

describe('on SQLite', () => walkSuite(serverForFile(env)));
describeOnPostgres('VFS walks', 'atrium_walks', env, walkSuite);

function walkSuite(server: () => TestServer & { dataDir: string }): void {
  let base = '';

  beforeAll(async () => {
    const { app } = server();
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  async function user() {
    const { app } = server();
    const { jwt } = await newUser(app);
    return { jwt, vfs: vfsClient(app, jwt) };
  }

  describe('paths', () => {
    it('makes the deepest path allowed with parents while the server goes on answering other requests', async () => {
      const { jwt, vfs } = await user();
      const post = (operation: string, body: object) => fetch(`${base}/vfs/${operation}`, { method: 'POST', headers: { ...bearer(jwt), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const exists = async (at: string) => ((await (await fetch(`${base}/vfs/exists?${new URLSearchParams({ path: at })}`, { headers: bearer(jwt) })).json()) as { data: boolean }).data;
      const answered: string[] = [];
      const making = post('mkdir', { path: deepPath(VFS_MAX_DEPTH), options: { parents: true } }).then((response) => {
        answered.push('mkdir');
        return response;
      });
      // The first folder is there: the mkdir is under way.
      await until('the first folder is made', () => exists('home:/d'));
      const health = await fetch(`${base}/api/health`);
      answered.push('health');
      expect(health.status).toBe(200);
      expect((await making).status).toBe(200);
      expect(answered).toEqual(['health', 'mkdir']);
      expect(await exists(deepPath(VFS_MAX_DEPTH))).toBe(true);
      ok(await vfs.upload(`${deepPath(VFS_MAX_DEPTH - 1)}/file.txt`, 'deep'));
    });

    it(`refuses a path of more than ${VFS_MAX_DEPTH} names with 400, naming the limit, whatever the call`, async () => {
      const { vfs } = await user();
      const tooDeep = deepPath(VFS_MAX_DEPTH + 1);
      const message = `The path has ${VFS_MAX_DEPTH + 1} names: a path may have at most ${VFS_MAX_DEPTH}`;
      failsWith(await vfs.post('mkdir', { path: tooDeep, options: { parents: true } }), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      failsWith(await vfs.upload(tooDeep, 'x', { parents: true }), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      failsWith(await vfs.post('copy', { from: 'home:/Welcome.txt', to: tooDeep, options: { parents: true } }), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      failsWith(await vfs.post('rename', { from: 'home:/Welcome.txt', to: tooDeep, options: { parents: true } }), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      failsWith(await vfs.get('stat', tooDeep), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      expect(ok(await vfs.get('exists', 'home:/d'))).toBe(false);
    });

    it('refuses a copy or a move whose entries would lie deeper than the limit, changing nothing', async () => {
      const { vfs } = await user();
      // As deep as a path may go: one level down would go past it.
      const deepest = `home:/top/${deepPath(VFS_MAX_DEPTH - 1).slice('home:/'.length)}`;
      ok(await vfs.post('mkdir', { path: deepest, options: { parents: true } }));
      const message = `At 'home:/again/top', what it holds would have paths of more than ${VFS_MAX_DEPTH} names, the most a path may have: nothing was written`;
      for (const operation of ['copy', 'rename']) {
        failsWith(await vfs.post(operation, { from: 'home:/top', to: 'home:/again/top', options: { parents: true } }), 'ERR_VFS_PATH_TOO_DEEP', 400, message);
      }
      expect(ok(await vfs.get('exists', 'home:/again'))).toBe(false);
      expect(ok(await vfs.get('exists', deepest))).toBe(true);
      // One level less deep goes.
      ok(await vfs.post('rename', { from: deepest.slice(0, -2), to: 'home:/moved' }));
      ok(await vfs.post('copy', { from: 'home:/top', to: 'home:/again/top', options: { parents: true } }));
    });
  });

  describe('copies of big folders', () => {
    it('copy every entry, from a folder mount and within the database', async () => {
      const { vfs } = await user();
      ok(await vfs.post('copy', { from: 'archive:/many', to: 'home:/many' }));
      ok(await vfs.post('copy', { from: 'home:/many', to: 'home:/again' }));
      const names = Array.from({ length: MANY_FILES }, (_, index) => `${index}.bin`).sort();
      expect((await vfs.list('home:/many')).sort()).toEqual(names);
      expect((await vfs.list('home:/again')).sort()).toEqual(names);
      expect((await vfs.read('home:/again/599.bin')).rawPayload).toEqual((await vfs.read('home:/many/599.bin')).rawPayload);
    });

    it(`refuse more than ${VFS_COPY_MAX_ENTRIES} entries with 413 naming the cap, writing nothing`, async () => {
      const { vfs } = await user();
      // A folder of 101 entries, then 99 copies of it beside it: 10,101 entries in home:/big.
      ok(await vfs.post('mkdir', { path: 'home:/big/a', options: { parents: true } }));
      for (let index = 0; index < 100; index += 1) ok(await vfs.post('touch', { path: `home:/big/a/${index}.txt` }));
      for (let index = 0; index < 99; index += 1) ok(await vfs.post('copy', { from: 'home:/big/a', to: `home:/big/b${index}` }));
      failsWith(
        await vfs.post('copy', { from: 'home:/big', to: 'home:/big-copy' }),
        'ERR_VFS_COPY_TOO_LARGE',
        413,
        `'home:/big' holds more than ${VFS_COPY_MAX_ENTRIES} files and folders, the most one copy may make: nothing was written`,
      );
      expect(ok(await vfs.get('exists', 'home:/big-copy'))).toBe(false);
    });
  });

  describe('copies of a folder mount', () => {
    it('end at a folder that links back to itself, with a clear error, leaving nothing', async () => {
      const { vfs } = await user();
      const before = await blobFiles(server().dataDir);
      failsWith(
        await vfs.post('copy', { from: 'archive:/loop', to: 'home:/loop' }),
        'ERR_VFS_LOOP',
        409,
        "'archive:/loop/a' leads back to 'archive:/loop', a folder it is in: a copy would never end, so nothing was written",
      );
      expect(ok(await vfs.get('exists', 'home:/loop'))).toBe(false);
      expect(await blobFiles(server().dataDir)).toBe(before);
    });

    it('stop when the client goes away, and take back what they wrote', async () => {
      const { jwt, vfs } = await user();
      const before = await blobFiles(server().dataDir);
      const body = Buffer.from(JSON.stringify({ from: 'archive:/many', to: 'home:/many' }));
      const client = await sendPart(base, '/vfs/copy', { ...bearer(jwt), 'content-type': 'application/json' }, body, body.length);
      await until('the copy writes blobs', async () => (await blobFiles(server().dataDir)) > before);
      client.destroy();
      await until('the blobs written are taken back', async () => (await blobFiles(server().dataDir)) === before);
      // Nothing grows any more, and no copy is to be seen.
      expect(ok(await vfs.get('exists', 'home:/many'))).toBe(false);
      expect(await blobFiles(server().dataDir)).toBe(before);
      // The copy's slot among the user's changes is free again: a whole copy goes through.
      expect(ok<{ path: string }>(await vfs.post('copy', { from: 'archive:/loop/inside.txt', to: 'home:/inside.txt' })).path).toBe('home:/inside.txt');
    });
  });

  describe('changes under way', () => {
    it(`are at most ${VFS_WRITES_IN_FLIGHT} per user: one more gets 429 naming the limit, until one is done`, async () => {
      const { jwt, vfs } = await user();
      const other = await user();
      const uploads = await Promise.all(
        Array.from({ length: VFS_WRITES_IN_FLIGHT }, async (_, index) => {
          const { headers, payload } = multipart({ path: `home:/held-${index}.bin` }, { content: Buffer.alloc(1000, index) });
          // All but the end of the file: the upload waits for the rest.
          const socket = await sendPart(base, '/vfs/writefile', { ...headers, ...bearer(jwt) }, payload.subarray(0, payload.length - 200), payload.length);
          return { socket, rest: payload.subarray(payload.length - 200), status: statusOn(socket) };
        }),
      );
      await until('every upload is under way', async () => (await temporaryBlobs(server().dataDir)) === VFS_WRITES_IN_FLIGHT);

      failsWith(
        await vfs.post('mkdir', { path: 'home:/one-more' }),
        'ERR_VFS_BUSY',
        429,
        `You have ${VFS_WRITES_IN_FLIGHT} changes to files under way, the most one user may have at once: try again when one is done`,
      );
      // Reads go on, and so do other users' changes.
      expect(ok(await vfs.get('exists', 'home:/Welcome.txt'))).toBe(true);
      ok(await other.vfs.post('mkdir', { path: 'home:/theirs' }));

      for (const upload of uploads) upload.socket.write(upload.rest);
      expect(await Promise.all(uploads.map((upload) => upload.status))).toEqual(uploads.map(() => 200));
      for (const upload of uploads) upload.socket.destroy();
      ok(await vfs.post('mkdir', { path: 'home:/one-more' }));
    });
  });
}

/** A path of `count` names: `home:/d/d/…/d`. */
function deepPath(count: number): string {
  return `home:/${Array.from({ length: count }, () => 'd').join('/')}`;
}

/** Polls `condition` until it holds; fails naming `what` when it has not after a while. */
async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 15_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await sleep(10);
  }
}

/**
 * The blob store's files, the temporary ones first: a put moves its file from there into a shard
 * folder, so one read while it moves is counted twice rather than missed.
 */
async function blobFiles(dataDir: string): Promise<number> {
  const blobs = path.join(dataDir, 'blobs');
  const temporary = await temporaryBlobs(dataDir);
  const shards = (await readdir(blobs, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isDirectory() && entry.name !== 'tmp');
  const inShards = await Promise.all(shards.map(async (shard) => (await readdir(path.join(blobs, shard.name)).catch(() => [])).length));
  return inShards.reduce((sum, count) => sum + count, temporary);
}

async function temporaryBlobs(dataDir: string): Promise<number> {
  return (await readdir(path.join(dataDir, 'blobs', 'tmp')).catch(() => [])).length;
}

/** Sends a request's head and what of its body is given, over a socket of its own, and leaves it open. */
async function sendPart(base: string, url: string, head: Record<string, string>, body: Buffer, length: number): Promise<Socket> {
  const socket = connect(Number(new URL(base).port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const headers = Object.entries({ ...head, host: '127.0.0.1', 'content-length': String(length) }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`POST ${url} HTTP/1.1\r\n${headers.join('')}\r\n`);
  socket.write(body);
  return socket;
}

/** What comes back on `socket` until the server has answered: its status. */
function statusOn(socket: Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) resolve(Number(status[1]));
    });
    socket.once('error', reject);
  });
}
