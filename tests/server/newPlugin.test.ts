import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../../server/cli';
import { fakeIo } from './cliIo';
import { removeDir, tempDir } from './helpers';

let work: string;

beforeEach(async () => {
  work = await tempDir('atrium-new-plugin-');
});

afterEach(() => removeDir(work));

const atrium = (args: readonly string[], io = fakeIo()) => runCli(['new-plugin', ...args], io.io, { NODE_ENV: 'production', DATA_DIR: path.join(work, 'data') });

describe('atrium new-plugin', () => {
  it('makes a plugin folder from the kit’s template, and opens no database', async () => {
    const io = fakeIo();
    const dir = path.join(work, 'my-plugin');
    expect(await atrium([dir], io)).toBe(EXIT.done);
    expect(io.out[0]).toBe(`Created My Plugin (package MyPlugin) in ${dir}. Next:`);
    expect((await readdir(dir)).sort()).toEqual(['.gitignore', 'build.mjs', 'metadata.json', 'package.json', 'playwright.config.ts', 'src', 'tests', 'tsconfig.json']);
    expect(await readFile(path.join(dir, 'src/index.tsx'), 'utf8')).toContain("ctx.apps.register({\n      name: 'MyPlugin',");
    expect(existsSync(path.join(work, 'data'))).toBe(false);
  });

  it('takes the tarballs to install the kits from', async () => {
    const sdk = path.join(work, 'atrium-sdk-0.2.0.tgz');
    await writeFile(sdk, '');
    expect(await atrium([path.join(work, 'p'), '--name', 'Orders', '--sdk', sdk])).toBe(EXIT.done);
    const manifest = JSON.parse(await readFile(path.join(work, 'p/package.json'), 'utf8')) as { name: string; devDependencies: Record<string, string> };
    expect(manifest.name).toBe('orders');
    expect(manifest.devDependencies['@atrium/sdk']).toBe(`file:${sdk}`);
  });

  it('refuses a folder that is not empty, and says nothing was changed', async () => {
    const io = fakeIo();
    const dir = path.join(work, 'busy');
    await mkdir(dir);
    await writeFile(path.join(dir, 'a.txt'), '');
    expect(await atrium([dir], io)).toBe(EXIT.failed);
    expect(io.stderr()).toBe(`atrium new-plugin: '${dir}' is not empty (1 entry): a new plugin needs a new folder or an empty one. Nothing was changed.`);
    expect(await readdir(dir)).toEqual(['a.txt']);
  });

  it('needs the folder', async () => {
    const io = fakeIo();
    expect(await atrium([], io)).toBe(EXIT.refused);
    expect(io.err[0]).toBe('atrium new-plugin: missing <folder>');
  });
});
