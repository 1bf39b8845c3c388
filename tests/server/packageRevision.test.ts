import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { ListedPackage } from '../../server/contract';
import { createPackages, type Packages } from '../../server/packages';
import { watchPackages } from '../../server/socket/packageWatch';
import { removeDir, serverForFile, tempDir } from './helpers';

const CHART = { name: 'Chart', type: 'application', title: { en_EN: 'Chart' }, files: ['main.js', 'chart.css'] } as const;

async function install(packagesDir: string, main = 'export default {};'): Promise<string> {
  const folder = path.join(packagesDir, CHART.name);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'main.js'), main);
  await writeFile(path.join(folder, 'chart.css'), '.chart {}');
  await writeFile(path.join(folder, 'metadata.json'), JSON.stringify(CHART));
  return folder;
}

async function chartOf(packages: Packages): Promise<ListedPackage | undefined> {
  return (await packages.manifest()).find((pkg) => pkg.name === CHART.name);
}

async function revisionOf(packages: Packages): Promise<string | undefined> {
  return (await chartOf(packages))?.revision;
}

const silent = { warn: () => undefined };

describe("an installed package's revision", () => {
  let packagesDir: string;
  let folder: string;
  let packages: Packages;

  beforeAll(async () => {
    packagesDir = await tempDir('atrium-revision-');
    packages = createPackages({ builtin: [{ name: 'Notes', type: 'application', title: { en_EN: 'Notes' }, files: [] }], installedDir: packagesDir, log: silent });
  });

  afterAll(() => removeDir(packagesDir));

  afterEach(() => rm(path.join(packagesDir, CHART.name), { recursive: true, force: true }));

  it('is listed for installed packages only, and stays while nothing changes', async () => {
    folder = await install(packagesDir);
    const manifest = await packages.manifest();
    expect(manifest[0]).toEqual({ name: 'Notes', type: 'application', title: { en_EN: 'Notes' }, files: [] });
    expect(manifest[1]).toEqual({ ...CHART, files: [...CHART.files], revision: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(await revisionOf(packages)).toBe(manifest[1]?.revision);
    // The operators' tool lists what metadata.json says, nothing more.
    expect((await packages.installed())[0]).not.toHaveProperty('revision');
  });

  it('changes when a build writes main.js in place, or renames a new one over it, and when a file goes', async () => {
    folder = await install(packagesDir);
    const seen = [await revisionOf(packages)];
    // esbuild's in-place write: another size.
    await writeFile(path.join(folder, 'main.js'), 'export default { v: 2 };');
    seen.push(await revisionOf(packages));
    // Written to a temporary file and renamed over it, the same size: a new inode.
    await writeFile(path.join(folder, '.main.js.tmp'), 'export default { v: 3 };');
    await rename(path.join(folder, '.main.js.tmp'), path.join(folder, 'main.js'));
    seen.push(await revisionOf(packages));
    // Another listed file, a stylesheet.
    await writeFile(path.join(folder, 'chart.css'), '.chart { color: red }');
    seen.push(await revisionOf(packages));
    await rm(path.join(folder, 'chart.css'));
    seen.push(await revisionOf(packages));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('makes the package watch fire when only main.js was rebuilt', async () => {
    folder = await install(packagesDir);
    const onChange = vi.fn();
    let looks = 0;
    const stop = watchPackages({
      manifest: async () => {
        looks++;
        return packages.manifest();
      },
      onChange,
      intervalMs: 10,
      log: silent as unknown as FastifyBaseLogger,
    });
    try {
      await vi.waitFor(() => expect(looks).toBeGreaterThan(2));
      expect(onChange).not.toHaveBeenCalled();
      await writeFile(path.join(folder, 'main.js'), 'export default { v: 2 };');
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    } finally {
      stop();
    }
  });
});

describe('a package file asked for with its revision', () => {
  const server = serverForFile();

  it('is served as without it: the query string only makes the browser load it anew', async () => {
    await install(path.join(server().dataDir, 'packages'), 'export default { v: 1 };');
    const { app } = server();
    const revision = (await app.inject({ url: '/metadata.json' })).json<ListedPackage[]>().find((pkg) => pkg.name === CHART.name)?.revision;
    expect(revision).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const answer = await app.inject({ url: `/packages/Chart/main.js?rev=${revision}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('export default { v: 1 };');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });
});
