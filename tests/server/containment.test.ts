import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, removeDir, startServer, tempDir, type TestServer } from './helpers';
import { failsWith, newUser, vfsClient } from './vfsHelpers';

// Requests per race, eight at a time: the swapped link got through within a few hundred before the fix.
const RACE_REQUESTS = 4000;
const RACE_PARALLEL = 8;

let server: TestServer & { dataDir: string };
let packageDir: string;
let archive: string;
let secretFile: string;
/** The access-token key: what a link out of a served folder would hand out. */
let canary: string;
const log = capturedLog();

beforeAll(async () => {
  const dataDir = await tempDir();
  packageDir = path.join(dataDir, 'packages', 'Evil');
  archive = path.join(dataDir, 'archive');
  await mkdir(packageDir, { recursive: true });
  await mkdir(archive);
  await writeFile(path.join(packageDir, 'metadata.json'), JSON.stringify({ name: 'Evil', type: 'application', title: { en_EN: 'Evil' }, files: ['x.js', 'hl.js'] }));
  await writeFile(path.join(packageDir, 'x.js'), 'export {};');
  await writeFile(path.join(archive, 'x.txt'), 'harmless');
  const mounts = { archive: { adapter: 'folder', label: 'Archive', root: archive } };
  server = { ...(await startServer(dataDir, { ATRIUM_TEST_MODE: '1', VFS_MOUNTS: JSON.stringify(mounts) }, undefined, log.logger)), dataDir };
  secretFile = path.join(dataDir, 'jwt-secret');
  canary = (await readFile(secretFile, 'utf8')).trim();
});

afterAll(async () => {
  await server.close();
  await removeDir(server.dataDir);
});

/**
 * Swaps `file`, in another process and as fast as it can, between a file of its own and a link to
 * `target`, each put in place by a rename so that the name is never missing. Resolves once it runs;
 * stopping it leaves `file` a file again.
 */
async function startSwapping(file: string, target: string): Promise<{ stop(): Promise<void> }> {
  const script = `
    const fs = require('node:fs');
    const [file, target] = process.argv.slice(1);
    fs.writeSync(1, 'swapping\\n');
    for (;;) {
      fs.symlinkSync(target, file + '.link');
      fs.renameSync(file + '.link', file);
      fs.writeFileSync(file + '.file', 'export {};');
      fs.renameSync(file + '.file', file);
    }`;
  const child = spawn(process.execPath, ['-e', script, file, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      await Promise.all([file, `${file}.link`, `${file}.file`].map((name) => rm(name, { force: true })));
      await writeFile(file, 'export {};');
    },
  };
}

/** Sends `request` RACE_REQUESTS times, RACE_PARALLEL at once: how many answers held the canary, and the statuses seen. */
async function race(request: () => Promise<LightMyRequestResponse>): Promise<{ leaked: number; statuses: Set<number> }> {
  let leaked = 0;
  const statuses = new Set<number>();
  for (let sent = 0; sent < RACE_REQUESTS; sent += RACE_PARALLEL) {
    for (const answer of await Promise.all(Array.from({ length: RACE_PARALLEL }, request))) {
      statuses.add(answer.statusCode);
      if (answer.body.includes(canary)) leaked += 1;
    }
  }
  return { leaked, statuses };
}

describe('containment under a race', () => {
  it('never serves the target of a link swapped in while /packages/{name}/{file} runs', async () => {
    const swapping = await startSwapping(path.join(packageDir, 'x.js'), '../../jwt-secret');
    try {
      const { leaked, statuses } = await race(() => server.app.inject({ url: '/packages/Evil/x.js' }));
      expect(leaked).toBe(0);
      // The race was run: the file itself was served in between.
      expect(statuses).toContain(200);
    } finally {
      await swapping.stop();
    }
  });

  it('never serves the target of a link swapped in while a folder mount is read through the VFS', async () => {
    const { jwt } = await newUser(server.app);
    const vfs = vfsClient(server.app, jwt);
    const swapping = await startSwapping(path.join(archive, 'x.txt'), '../jwt-secret');
    try {
      const { leaked, statuses } = await race(() => vfs.read('archive:/x.txt'));
      expect(leaked).toBe(0);
      expect(statuses).toContain(200);
    } finally {
      await swapping.stop();
    }
  });
});

describe('hard links', () => {
  it('are refused in a package folder and in a folder mount, with a warning saying why', async () => {
    await link(secretFile, path.join(packageDir, 'hl.js'));
    await link(secretFile, path.join(archive, 'hl.txt'));
    const packaged = await server.app.inject({ url: '/packages/Evil/hl.js' });
    expect(packaged.statusCode).toBe(404);
    expect(packaged.body).not.toContain(canary);

    const vfs = vfsClient(server.app, (await newUser(server.app)).jwt);
    const mounted = await vfs.read('archive:/hl.txt');
    failsWith(mounted, 'ERR_VFS_NOT_FOUND', 404, "'archive:/hl.txt' does not exist");
    const listing = await vfs.get('readdir', 'archive:/');
    expect(listing.body).toContain('"x.txt"');
    expect(listing.body).not.toContain('hl.txt');
    expect(log.warnings).toContainEqual(expect.stringMatching(/^Refused GET \/packages\/Evil\/hl\.js: it has 3 hard links/));
    expect(log.warnings).toContainEqual(expect.stringMatching(/^VFS mount 'archive' refused archive:\/hl\.txt: it has 3 hard links/));
  });
});

describe('a folder-mount file that changes between its look-up and its opening', () => {
  it('is a clean 409 in the envelope, with none of the file’s headers', async () => {
    const file = path.join(archive, 'report.txt');
    await writeFile(file, 'first version');
    const vfs = vfsClient(server.app, (await newUser(server.app)).jwt);
    const lookUp = server.vfs.open.bind(server.vfs);
    server.vfs.open = async (session, at) => {
      const opened = await lookUp(session, at);
      await writeFile(file, 'the second, longer version');
      return opened;
    };
    try {
      const response = await vfs.read('archive:/report.txt');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: 'error', message: "'archive:/report.txt' changed while it was being opened: read it again" });
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['content-disposition']).toBeUndefined();
    } finally {
      server.vfs.open = lookUp;
    }
    const again = await vfs.read('archive:/report.txt');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('the second, longer version');
  });
});
