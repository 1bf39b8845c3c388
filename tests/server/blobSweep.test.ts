import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createLocalBlobStore } from '../../server/vfs';
import { removeDir, tempDir } from './helpers';

// The start-up sweep of the local blob store. Alone in its folder (SQLite), an instance removes
// every interrupted upload and unreferenced blob at start; sharing the folder with other
// instances (PostgreSQL), it removes only those older than the longest an upload can take, since
// a younger one may be another instance's upload under way or its blob about to be committed.

const HOUR = 60 * 60 * 1000;
let dir: string;

beforeEach(async () => {
  dir = await tempDir('atrium-blobs-');
});

afterEach(async () => {
  await removeDir(dir);
});

/** Writes `relative` under the blob folder, last written `ageMs` ago. */
async function leftover(relative: string, ageMs: number): Promise<void> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'bytes');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

const key = (first: string) => first.repeat(32);
const nothingReferenced = () => Promise.resolve(new Set<string>());

async function layout(): Promise<void> {
  await leftover(`tmp/${key('a')}.tmp`, 25 * HOUR);
  await leftover(`tmp/${key('b')}.tmp`, 1000);
  await leftover(`cc/${key('c')}`, 25 * HOUR);
  await leftover(`dd/${key('d')}`, 1000);
}

it('shared with other instances: removes only what is older than the longest upload', async () => {
  await layout();
  expect(await createLocalBlobStore(dir, { shared: true }).sweep(nothingReferenced)).toEqual({ temporary: 1, orphans: 1 });
  expect(await readdir(path.join(dir, 'tmp'))).toEqual([`${key('b')}.tmp`]);
  expect(await readdir(path.join(dir, 'cc'))).toEqual([]);
  expect(await readdir(path.join(dir, 'dd'))).toEqual([key('d')]);
});

it('alone in its folder: removes every leftover, however young', async () => {
  await layout();
  expect(await createLocalBlobStore(dir, { shared: false }).sweep(nothingReferenced)).toEqual({ temporary: 2, orphans: 2 });
  expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
});
