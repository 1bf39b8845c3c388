import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, removeDir, tempDir } from './helpers';
import { buildBundles, serveBundle, type RunningServer } from './processes';

// A real server process killed with SIGKILL in the middle of an upload and of an overwrite leaves
// the old file or the new one, never a half file, and starts clean: no temporary file, no blob
// that no file refers to.

let bundles: string;
let dataDir: string;

beforeAll(async () => {
  bundles = await buildBundles();
  dataDir = await tempDir('atrium-crash-');
}, 120_000);

afterAll(async () => {
  await removeDir(bundles);
  await removeDir(dataDir);
});

const MiB = 1024 * 1024;
const OLD = Buffer.alloc(4 * MiB, 'o');
const BOUNDARY = '----atrium-crash-test';

async function signIn(server: RunningServer): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth`, { method: 'POST', body: new URLSearchParams({ username: 'demo', password: DEMO_PASSWORD }) });
  const { jwt } = ((await response.json()) as { data: { jwt: string } }).data;
  return { authorization: `Bearer ${jwt}` };
}

function head(pathText: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="path"\r\n\r\n${pathText}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
}

async function upload(server: RunningServer, auth: Record<string, string>, pathText: string, content: Buffer): Promise<number> {
  const body = Buffer.concat([head(pathText), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const response = await fetch(`${server.url}/vfs/writefile`, { method: 'POST', headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
  await response.text();
  return response.status;
}

/**
 * Starts an upload that sends its head and `sent` bytes of the file, then waits, never ending:
 * the server is streaming it to a temporary file when it is killed.
 */
function hangingUpload(server: RunningServer, auth: Record<string, string>, pathText: string, sent: Buffer): Promise<unknown> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head(pathText));
      controller.enqueue(sent);
    },
  });
  return fetch(`${server.url}/vfs/writefile`, {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit).catch((error: unknown) => error);
}

async function read(server: RunningServer, auth: Record<string, string>, pathText: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${server.url}/vfs/readfile?${new URLSearchParams({ path: pathText }).toString()}`, { headers: auth });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const temporaryDir = () => path.join(dataDir, 'blobs', 'tmp');

async function temporaryBytes(): Promise<number> {
  const names = await readdir(temporaryDir()).catch(() => []);
  const sizes = await Promise.all(names.map(async (name) => (await stat(path.join(temporaryDir(), name)).catch(() => ({ size: 0 }))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Waits until `condition` holds, checking every few milliseconds. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what}`);
    await delay(10);
  }
}

async function blobKeys(): Promise<string[]> {
  const root = path.join(dataDir, 'blobs');
  const shards = (await readdir(root)).filter((name) => name !== 'tmp');
  return (await Promise.all(shards.map((shard) => readdir(path.join(root, shard))))).flat();
}

it('leaves the old file or the new one when killed mid-upload and mid-overwrite, and starts clean', async () => {
  let server = await serveBundle(bundles, dataDir, {});
  let auth = await signIn(server);
  expect(await upload(server, auth, 'home:/kept.bin', OLD)).toBe(200);

  // An overwrite and a new file, both half sent, the server writing them when it dies.
  const newHalf = randomBytes(2 * MiB);
  const uploads = [hangingUpload(server, auth, 'home:/kept.bin', newHalf), hangingUpload(server, auth, 'home:/new.bin', newHalf)];
  await until(async () => (await temporaryBytes()) >= 2 * MiB, 'both uploads are being written');
  await server.kill();
  await Promise.all(uploads);
  expect(await temporaryBytes()).toBeGreaterThan(0);

  // As if the server had died between a blob's rename into place and its node's commit.
  const orphan = 'ab'.repeat(16);
  await mkdir(path.join(dataDir, 'blobs', 'ab'), { recursive: true });
  await writeFile(path.join(dataDir, 'blobs', 'ab', orphan), 'never committed');
  const blobsBefore = await blobKeys();

  server = await serveBundle(bundles, dataDir, {});
  try {
    auth = await signIn(server);
    const kept = await read(server, auth, 'home:/kept.bin');
    expect(kept.status).toBe(200);
    expect(kept.body.equals(OLD)).toBe(true);
    expect((await read(server, auth, 'home:/new.bin')).status).toBe(404);
    expect(await readdir(temporaryDir())).toEqual([]);
    expect(await blobKeys()).toEqual(blobsBefore.filter((key) => key !== orphan));

    // The new content, once its answer came, survives the next kill whole.
    const NEW = randomBytes(3 * MiB);
    expect(await upload(server, auth, 'home:/kept.bin', NEW)).toBe(200);
    await server.kill();
    server = await serveBundle(bundles, dataDir, {});
    auth = await signIn(server);
    expect((await read(server, auth, 'home:/kept.bin')).body.equals(NEW)).toBe(true);
    expect((await blobKeys()).length).toBe(blobsBefore.length - 1);
  } finally {
    await server.stop();
  }
}, 120_000);
