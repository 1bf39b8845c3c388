// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { satisfies } from 'semver';
import { ATRIUM_RANGE, KIT_RANGES, createPlugin, pluginNames, renderTemplate } from '../../../kits/create-plugin/src';
import { CURRENT_ATRIUM_RANGE } from '../../../server/contract';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const templateDir = path.join(root, 'kits/create-plugin/template');
const exampleDir = path.join(root, 'sdk/example');

let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'atrium-create-plugin-'));
});

afterEach(() => rm(work, { recursive: true, force: true }));

/** A folder's files, relative to it, without what building and installing add. */
async function filesOf(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !['dist', 'node_modules', 'test-results'].includes(entry.name))
      .map((entry) => (entry.isDirectory() ? filesOf(dir, path.join(under, entry.name)) : Promise.resolve([path.join(under, entry.name)]))),
  );
  return nested.flat().sort();
}

describe('createPlugin', () => {
  // sdk/example is what the kit makes for "Hello", committed: the guide and the browser tests use
  // it, and this keeps it from drifting into a twin of the template.
  it('makes, for Hello, exactly sdk/example', async () => {
    const created = await createPlugin({ dir: path.join(work, 'example'), name: 'Hello', templateDir });
    const expected = await filesOf(exampleDir);
    expect(created.files).toEqual(expected);
    for (const file of expected) {
      expect(await readFile(path.join(created.dir, file), 'utf8'), file).toBe(await readFile(path.join(exampleDir, file), 'utf8'));
    }
  });

  it('names the plugin after its folder', async () => {
    const created = await createPlugin({ dir: path.join(work, 'sales-report'), templateDir });
    expect(created.names).toEqual({ id: 'sales-report', name: 'SalesReport', title: 'Sales Report' });
    const metadata = JSON.parse(await readFile(path.join(created.dir, 'metadata.json'), 'utf8')) as Record<string, unknown>;
    expect(metadata).toMatchObject({ name: 'SalesReport', title: { en_EN: 'Sales Report' }, engines: { atrium: '^0.2' }, contributes: { panelItems: ['sales-report.panel'], widgets: ['sales-report.clock'] } });
    const manifest = JSON.parse(await readFile(path.join(created.dir, 'package.json'), 'utf8')) as { name: string; devDependencies: Record<string, string> };
    expect(manifest.name).toBe('sales-report');
    expect(manifest.devDependencies).toMatchObject({ '@atrium/sdk': '^0.2.0', '@atrium/playwright': '^0.2.0' });
    expect(await readFile(path.join(created.dir, 'src/index.tsx'), 'utf8')).not.toMatch(/\{\{\w+\}\}/);
  });

  it('installs the kits from tarballs when given them', async () => {
    const sdk = path.join(work, 'atrium-sdk-0.2.0.tgz');
    const playwright = path.join(work, 'atrium-playwright-0.2.0.tgz');
    await writeFile(sdk, '');
    await writeFile(playwright, '');
    const created = await createPlugin({ dir: path.join(work, 'p'), name: 'p', tarballs: { sdk, playwright }, templateDir });
    const manifest = JSON.parse(await readFile(path.join(created.dir, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(manifest.devDependencies).toMatchObject({ '@atrium/sdk': `file:${sdk}`, '@atrium/playwright': `file:${playwright}` });
  });

  it('refuses a tarball that is not there, writing nothing', async () => {
    const dir = path.join(work, 'p');
    await expect(createPlugin({ dir, tarballs: { sdk: path.join(work, 'none.tgz') }, templateDir })).rejects.toThrow(
      `--sdk '${path.join(work, 'none.tgz')}' is not a file: give the tarball made by npm run sdk:pack`,
    );
    expect(await readdir(work)).toEqual([]);
  });

  it('refuses a folder that is not empty, leaving it as it was', async () => {
    const dir = path.join(work, 'mine');
    await mkdir(dir);
    await writeFile(path.join(dir, 'notes.txt'), 'keep');
    await expect(createPlugin({ dir, templateDir })).rejects.toThrow(`'${dir}' is not empty (1 entry): a new plugin needs a new folder or an empty one`);
    expect(await readdir(dir)).toEqual(['notes.txt']);
  });

  it('makes an empty folder a plugin', async () => {
    await mkdir(path.join(work, 'empty'));
    const created = await createPlugin({ dir: path.join(work, 'empty'), templateDir });
    expect(created.files).toContain('metadata.json');
  });
});

describe('pluginNames', () => {
  it.each([
    ['my-plugin', { id: 'my-plugin', name: 'MyPlugin', title: 'My Plugin' }],
    ['MyPlugin', { id: 'my-plugin', name: 'MyPlugin', title: 'My Plugin' }],
    ['hello', { id: 'hello', name: 'Hello', title: 'Hello' }],
    ['sales_report 2', { id: 'sales-report-2', name: 'SalesReport2', title: 'Sales Report 2' }],
  ])('names %s', (given, names) => {
    expect(pluginNames(given)).toEqual({ ok: true, names });
  });

  it.each(['', '2fast', 'my/plugin', 'café', '../up'])('refuses %j', (given) => {
    expect(pluginNames(given)).toEqual({ ok: false, problem: `'${given}' cannot name a plugin: use letters, digits and dashes, starting with a letter, such as my-plugin` });
  });
});

describe('renderTemplate', () => {
  it('refuses a placeholder it does not know', () => {
    expect(() => renderTemplate('{{titel}}', { id: 'a', name: 'A', title: 'A' })).toThrow('the template has an unknown placeholder {{titel}}');
  });
});

describe('what a new plugin asks for', () => {
  const versionOf = async (file: string) => (JSON.parse(await readFile(path.join(root, file), 'utf8')) as { version: string }).version;

  it('is this Atrium', () => {
    expect(ATRIUM_RANGE).toBe(CURRENT_ATRIUM_RANGE);
  });

  it('admits the kits this checkout packs', async () => {
    expect(satisfies(await versionOf('sdk/package.json'), KIT_RANGES.sdk)).toBe(true);
    expect(satisfies(await versionOf('kits/playwright/package.json'), KIT_RANGES.playwright)).toBe(true);
  });
});
