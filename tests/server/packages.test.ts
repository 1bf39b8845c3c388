import { mkdir, realpath, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestSchema, type PackageMetadata } from '../../server/contract';
import { collectBuiltinManifest } from '../../server/packages';
import { capturedLog, removeDir, startServer, tempDir, testClock, type TestServer } from './helpers';

function metadata(name: string, more: Partial<PackageMetadata> = {}): PackageMetadata {
  return { name, type: 'application', title: { en_EN: name }, files: [], ...more };
}

/** An installed package as the manifest lists it: the server adds the revision of its files. */
function listed(entry: PackageMetadata) {
  return { ...entry, revision: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) };
}

/** Writes `files` (path → content; objects as JSON) under `dir`. */
async function writeTree(dir: string, files: Record<string, unknown>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

describe('collectBuiltinManifest', () => {
  let root: string;

  beforeAll(async () => {
    root = await tempDir('atrium-builtin-');
  });

  afterAll(() => removeDir(root));

  async function repository(files: Record<string, unknown>): Promise<string> {
    const dir = path.join(root, String(Math.random()).slice(2));
    await writeTree(dir, { 'apps/README.md': '# apps', 'plugins/README.md': '# plugins', ...files });
    return dir;
  }

  it('lists apps, then plugins, each in folder order, skipping folders without metadata.json', async () => {
    const dir = await repository({
      'apps/sandbox/metadata.json': metadata('Sandbox', { category: 'development' }),
      'apps/notes/metadata.json': metadata('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' } }),
      'apps/shared/index.ts': 'export {};',
      'plugins/appmenu/metadata.json': metadata('AppMenu', { contributes: { panelItems: ['appmenu'] } }),
    });
    expect(collectBuiltinManifest(dir)).toEqual([
      metadata('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' } }),
      metadata('Sandbox', { category: 'development' }),
      metadata('AppMenu', { contributes: { panelItems: ['appmenu'] } }),
    ]);
  });

  it.each([
    ['a missing field', { name: 'Notes', type: 'application', files: [] }, /^apps\/notes\/metadata\.json: \/title: /],
    ['a field of the wrong type', { ...metadata('Notes'), singleton: 'yes' }, /^apps\/notes\/metadata\.json: \/singleton: /],
    ['an unknown field', { ...metadata('Notes'), colour: 'red' }, /^apps\/notes\/metadata\.json: \/colour: /],
    ['a file outside the folder', metadata('Notes', { files: ['../main.js'] }), /^apps\/notes\/metadata\.json: \/files\/0: /],
    ['text that is not JSON', '{ "name": ', /^apps\/notes\/metadata\.json: not valid JSON/],
    [
      'an engines range that is not one',
      metadata('Notes', { engines: { atrium: 'soon' } }),
      'apps/notes/metadata.json: /engines/atrium: "soon" is not a semver range; engines.atrium takes one such as "^0.2"',
    ],
    ['engines without atrium', { ...metadata('Notes'), engines: {} }, /^apps\/notes\/metadata\.json: \/engines\/atrium: /],
    [
      'a range this Atrium does not satisfy',
      metadata('Notes', { engines: { atrium: '^9' } }),
      'apps/notes/metadata.json: Package "Notes" needs Atrium ^9; this is Atrium 0.2.0',
    ],
  ])('throws on %s, naming the file and the field', async (_case, content, message) => {
    const dir = await repository({ 'apps/notes/metadata.json': content });
    expect(() => collectBuiltinManifest(dir)).toThrow(message);
  });

  it('throws when two packages claim one name, naming both files', async () => {
    const dir = await repository({
      'apps/notes/metadata.json': metadata('Notes'),
      'plugins/notes/metadata.json': metadata('Notes'),
    });
    expect(() => collectBuiltinManifest(dir)).toThrow('plugins/notes/metadata.json: the name "Notes" is taken by apps/notes/metadata.json');
  });
});

describe('GET /metadata.json and /packages/{name}/{file}', () => {
  let dataDir: string;
  let packagesDir: string;
  let server: TestServer;
  const log = capturedLog();

  const chart = metadata('Chart', { files: ['main.js', 'chart.css', 'lib/util.mjs', 'missing.js'], mimes: ['text/csv'] });
  const builtin = [metadata('Notes', { category: 'productivity' }), metadata('Sandbox', { category: 'development' })];

  beforeAll(async () => {
    dataDir = await tempDir();
    packagesDir = path.join(dataDir, 'packages');
    const repository = path.join(dataDir, 'repository');
    await writeTree(repository, {
      'apps/notes/metadata.json': builtin[0],
      'apps/sandbox/metadata.json': builtin[1],
      'plugins/README.md': '',
    });
    // As build.mjs writes it.
    await writeFile(path.join(dataDir, 'builtin-packages.json'), JSON.stringify(collectBuiltinManifest(repository)));
    await writeTree(packagesDir, {
      'Chart/metadata.json': chart,
      'Chart/main.js': 'export default 1;',
      'Chart/chart.css': '.chart { color: red; }',
      'Chart/lib/util.mjs': 'export const util = 2;',
      'Chart/secret.js': 'export const secret = 3;',
      'Alpha/metadata.json': metadata('Alpha'),
      'Broken/metadata.json': '{ "name": "Broken",',
      'Untitled/metadata.json': { name: 'Untitled', type: 'application', files: [] },
      'Renamed/metadata.json': metadata('Other'),
      'Notes/metadata.json': metadata('Notes', { files: ['main.js'] }),
      'Notes/main.js': 'export const impostor = true;',
      'Empty/readme.txt': 'no metadata here',
      '.staging/metadata.json': 'half-written',
      'README.txt': 'a stray file beside the packages',
    });
    server = await startServer(dataDir, { ATRIUM_BUILTIN_MANIFEST: path.join(dataDir, 'builtin-packages.json') }, testClock(), log.logger);
  });

  afterAll(async () => {
    await server.close();
    await removeDir(dataDir);
  });

  const packageWarnings = () => log.warnings.filter((warning) => warning.startsWith('Package folder'));

  async function manifest(): Promise<PackageMetadata[]> {
    const response = await server.app.inject({ url: '/metadata.json' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('answers the built-in packages, then the valid installed ones by name, without a token', async () => {
    const response = await server.app.inject({ url: '/metadata.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    expect(Value.Check(ManifestSchema, body)).toBe(true);
    expect(body).toEqual([...builtin, listed(metadata('Alpha')), listed(chart)]);
  });

  it('skips each bad package with one warning naming its folder and what is wrong, however often asked', async () => {
    await manifest();
    await manifest();
    const skipped = (name: string) => `Package folder ${path.join(packagesDir, name)} skipped: `;
    // In folder order: they share the prefix up to the folder's name.
    expect(packageWarnings().sort()).toEqual([
      expect.stringMatching(/^Package folder .*\/packages\/Broken skipped: metadata\.json: not valid JSON \(.+\)$/),
      `${skipped('Empty')}it has no metadata.json`,
      `${skipped('Notes')}"Notes" is the name of a built-in package`,
      `${skipped('Renamed')}its metadata names "Other", not the folder's name`,
      `${skipped('Untitled')}metadata.json: /title: Expected required property`,
    ]);
  });

  describe('files of installed packages', () => {
    it.each([
      ['/packages/Chart/main.js', 'text/javascript; charset=utf-8', 'export default 1;'],
      ['/packages/Chart/lib/util.mjs', 'text/javascript; charset=utf-8', 'export const util = 2;'],
      ['/packages/Chart/chart.css', 'text/css; charset=utf-8', '.chart { color: red; }'],
    ])('serves %s as %s, revalidated on every use', async (url, type, body) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(response.body).toBe(body);
    });

    it('answers 304 without a body while the file is unchanged, and 200 once it changed', async () => {
      const { etag } = (await server.app.inject({ url: '/packages/Chart/main.js' })).headers;
      const unchanged = await server.app.inject({ url: '/packages/Chart/main.js', headers: { 'if-none-match': String(etag) } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');

      await writeFile(path.join(packagesDir, 'Chart/main.js'), 'export default 10;');
      const changed = await server.app.inject({ url: '/packages/Chart/main.js', headers: { 'if-none-match': String(etag) } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe('export default 10;');
    });

    it.each([
      ['a file the package does not list', '/packages/Chart/secret.js'],
      ['the metadata itself', '/packages/Chart/metadata.json'],
      ['a listed file that is not there', '/packages/Chart/missing.js'],
      ['a file in another case', '/packages/Chart/MAIN.JS'],
      // URL parsing resolves these before the router sees them.
      ['a plain way up', '/packages/Chart/../Chart/secret.js'],
      ['a package name of dots', '/packages/%2E%2E/jwt-secret'],
      ['the folder itself', '/packages/Chart/'],
      ['a package that is not installed', '/packages/Nope/main.js'],
      ['a broken package', '/packages/Broken/main.js'],
      ['an installed package that a built-in one overrides', '/packages/Notes/main.js'],
    ])('answers %s with a 404 envelope', async (_case, url) => {
      const response = await server.app.inject({ url });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: expect.any(String) });
    });
  });

  it('logs nothing else: no error, no other warning', () => {
    expect(log.errors).toEqual([]);
    expect(log.warnings).toEqual(packageWarnings());
  });

  describe('while the server runs', () => {
    it('lists a package as soon as it is installed, and drops it once removed', async () => {
      await writeTree(packagesDir, { '.Zeta/metadata.json': metadata('Zeta', { files: ['zeta.js'] }), '.Zeta/zeta.js': 'export {};' });
      expect((await manifest()).map((entry) => entry.name)).not.toContain('Zeta');
      await rename(path.join(packagesDir, '.Zeta'), path.join(packagesDir, 'Zeta'));
      expect((await manifest()).map((entry) => entry.name)).toEqual(['Notes', 'Sandbox', 'Alpha', 'Chart', 'Zeta']);
      expect((await server.app.inject({ url: '/packages/Zeta/zeta.js' })).statusCode).toBe(200);

      await rm(path.join(packagesDir, 'Zeta'), { recursive: true });
      expect((await manifest()).map((entry) => entry.name)).toEqual(['Notes', 'Sandbox', 'Alpha', 'Chart']);
      expect((await server.app.inject({ url: '/packages/Zeta/zeta.js' })).statusCode).toBe(404);
    });

    it('reads a package again when its metadata changes, and warns once about each broken version', async () => {
      const before = packageWarnings().length;
      await writeFile(path.join(packagesDir, 'Broken/metadata.json'), JSON.stringify(metadata('Broken')));
      expect((await manifest()).map((entry) => entry.name)).toContain('Broken');

      await writeFile(path.join(packagesDir, 'Broken/metadata.json'), JSON.stringify({ ...metadata('Broken'), type: 'game' }));
      expect((await manifest()).map((entry) => entry.name)).not.toContain('Broken');
      await manifest();
      expect(packageWarnings().slice(before)).toEqual([
        expect.stringMatching(/^Package folder .*\/packages\/Broken skipped: metadata\.json: \/type: /),
      ]);
    });

    it('answers the same to requests that arrive together, with one warning', async () => {
      const before = packageWarnings().length;
      await writeTree(packagesDir, { 'Twice/metadata.json': metadata('Other') });
      const answers = await Promise.all(Array.from({ length: 5 }, () => manifest()));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(packageWarnings().slice(before)).toHaveLength(1);
      await rm(path.join(packagesDir, 'Twice'), { recursive: true });
    });
  });
});

describe('files that lead out of their package', () => {
  let dataDir: string;
  let realData: string;
  let server: TestServer;
  const log = capturedLog();
  const trojan = metadata('Trojan', {
    files: ['main.js', 'same.js', 'key.js', 'db.js', 'outside.js', 'etc/secret.js', 'escape/main.js'],
  });

  beforeAll(async () => {
    dataDir = await tempDir();
    realData = await realpath(dataDir);
    const packagesDir = path.join(dataDir, 'packages');
    const outside = path.join(dataDir, 'outside');
    await writeTree(outside, {
      'secret.js': 'export const secret = "outside";',
      'Linked/metadata.json': metadata('Linked', { files: ['main.js'] }),
      'Linked/main.js': 'export const linked = true;',
    });
    await writeTree(packagesDir, { 'Trojan/metadata.json': trojan, 'Trojan/main.js': 'export const main = 1;' });
    const plant = (target: string, link: string) => symlink(target, path.join(packagesDir, link));
    await plant('main.js', 'Trojan/same.js');
    await plant('../../jwt-secret', 'Trojan/key.js');
    await plant('../../atrium.sqlite', 'Trojan/db.js');
    await plant(path.join(outside, 'secret.js'), 'Trojan/outside.js');
    await plant(outside, 'Trojan/etc');
    await plant(path.join(outside, 'Linked'), 'Trojan/escape');
    await plant(path.join(outside, 'Linked'), 'Linked');
    await plant('Trojan', 'Alias');
    server = await startServer(dataDir, {}, testClock(), log.logger);
  });

  afterAll(async () => {
    await server.close();
    await removeDir(dataDir);
  });

  it('lists a package with links inside it, and skips a package folder that is a link, with a warning each', async () => {
    const response = await server.app.inject({ url: '/metadata.json' });
    expect(response.json()).toEqual([listed(trojan)]);
    const outsideOf = (name: string) => `outside ${path.join(realData, 'packages', name)}`;
    expect(log.warnings.filter((warning) => warning.startsWith('Package folder')).sort()).toEqual([
      `Package folder ${path.join(dataDir, 'packages', 'Alias')} skipped: its metadata.json is refused: it resolves to ${path.join(realData, 'packages', 'Trojan', 'metadata.json')}, ${outsideOf('Alias')}`,
      `Package folder ${path.join(dataDir, 'packages', 'Linked')} skipped: its metadata.json is refused: it resolves to ${path.join(realData, 'outside', 'Linked', 'metadata.json')}, ${outsideOf('Linked')}`,
    ]);
  });

  it('serves a link to a file inside the package', async () => {
    const response = await server.app.inject({ url: '/packages/Trojan/same.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export const main = 1;');
  });

  it.each([
    ['a link to the signing key', '/packages/Trojan/key.js', 'jwt-secret'],
    ['a link to the database', '/packages/Trojan/db.js', 'atrium.sqlite'],
    ['a link to a file outside', '/packages/Trojan/outside.js', 'outside/secret.js'],
    ['a file in a linked folder outside', '/packages/Trojan/etc/secret.js', 'outside/secret.js'],
    ['a file of a linked package folder', '/packages/Linked/main.js', 'outside/Linked/main.js'],
    ['a file of a package folder linked to another package', '/packages/Alias/main.js', 'packages/Trojan/main.js'],
  ])('refuses %s with a 404 and a warning naming the request and where it leads', async (_case, url, target) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: `Package ${url.split('/')[2]} has no file ${url.split('/').slice(3).join('/')}` });
    expect(log.warnings).toContainEqual(expect.stringMatching(new RegExp(`^Refused GET ${url}: it resolves to ${path.join(realData, target)}, outside `)));
  });

  it.each([
    ['an encoded way up', '/packages/Trojan/..%2F..%2Fjwt-secret', "the path holds a '..' segment"],
    ['an encoded way up and down again', '/packages/Trojan/etc%2F..%2Fmain.js', "the path holds a '..' segment"],
    ['a doubly encoded way up', '/packages/Trojan/%252e%252e%252fjwt-secret', 'the path holds an encoded separator, dot or NUL'],
    ['an encoded absolute path', '/packages/Trojan/%2Fetc%2Fpasswd', 'the path is absolute'],
    ['an absolute path', '/packages/Trojan//etc/passwd', 'the path is absolute'],
    ['a backslash', '/packages/Trojan/..%5C..%5Cjwt-secret', 'the path holds a backslash'],
    ['a NUL byte', '/packages/Trojan/main.js%00.css', 'the path holds a NUL byte'],
    ['a package name that goes up', '/packages/..%2F..%2F/jwt-secret', 'the folder name holds a separator'],
    ['a package name of encoded dots', '/packages/%252E%252E/jwt-secret', 'the folder name holds an encoded separator, dot or NUL'],
  ])('refuses %s with a 404 and a warning saying why', async (_case, url, reason) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error' });
    expect(log.warnings).toContain(`Refused GET ${url}: ${reason}`);
  });

  it("still serves the package's own files, and logs no error", async () => {
    const response = await server.app.inject({ url: '/packages/Trojan/main.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export const main = 1;');
    expect(log.errors).toEqual([]);
  });
});

describe('the built-in manifest file', () => {
  it('is optional: without it the server warns once and serves the installed packages', async () => {
    const dataDir = await tempDir();
    const log = capturedLog();
    await writeTree(path.join(dataDir, 'packages'), { 'Alpha/metadata.json': metadata('Alpha') });
    const server = await startServer(dataDir, {}, testClock(), log.logger);
    try {
      for (let i = 0; i < 2; i += 1) expect((await server.app.inject({ url: '/metadata.json' })).json()).toEqual([listed(metadata('Alpha'))]);
      expect(log.warnings).toEqual([`No built-in package manifest at ${path.join(dataDir, 'no-builtin-packages.json')}: serving installed packages only`]);
    } finally {
      await server.close();
      await removeDir(dataDir);
    }
  });

  it.each([
    ['an entry that is not package metadata', JSON.stringify([metadata('Notes'), { name: 'Sandbox' }]), /builtin-packages\.json, entry 1: \/type: /],
    ['two entries of one name', JSON.stringify([metadata('Notes'), metadata('Notes')]), /entry 1: the name "Notes" is taken by .*entry 0$/],
    ['text that is not JSON', '[{', /builtin-packages\.json: not valid JSON/],
    ['JSON that is no list', '{}', /builtin-packages\.json: expected an array of packages/],
  ])('stops the server when it holds %s, naming the file and the field', async (_case, content, message) => {
    const dataDir = await tempDir();
    const file = path.join(dataDir, 'builtin-packages.json');
    await writeFile(file, content);
    try {
      await expect(startServer(dataDir, { ATRIUM_BUILTIN_MANIFEST: file })).rejects.toThrow(message);
    } finally {
      await removeDir(dataDir);
    }
  });
});

describe('packages that say which Atrium they need', () => {
  let dataDir: string;
  let packagesDir: string;
  let server: TestServer;
  const log = capturedLog();
  const current = metadata('Current', { engines: { atrium: '^0.2' }, files: ['main.js'] });
  const unsaid = metadata('Unsaid', { files: ['main.js'] });

  beforeAll(async () => {
    dataDir = await tempDir();
    packagesDir = path.join(dataDir, 'packages');
    await writeTree(packagesDir, {
      'Current/metadata.json': current,
      'Current/main.js': 'export const current = true;',
      'Future/metadata.json': metadata('Future', { engines: { atrium: '^9' }, files: ['main.js'] }),
      'Future/main.js': 'export const future = true;',
      'Nightly/metadata.json': metadata('Nightly', { engines: { atrium: '>=0.2.1-beta.1 <0.3' }, files: ['main.js'] }),
      'Nightly/main.js': 'export const nightly = true;',
      'Unsaid/metadata.json': unsaid,
      'Unsaid/main.js': 'export const unsaid = true;',
      'Vague/metadata.json': metadata('Vague', { engines: { atrium: 'the latest' }, files: ['main.js'] }),
      'Vague/main.js': 'export const vague = true;',
    });
    server = await startServer(dataDir, {}, testClock(), log.logger);
  });

  afterAll(async () => {
    await server.close();
    await removeDir(dataDir);
  });

  it('lists a package whose range this Atrium satisfies, or that does not say, and serves its files', async () => {
    const response = await server.app.inject({ url: '/metadata.json' });
    expect(response.json()).toEqual([listed(current), listed(unsaid)]);
    expect((await server.app.inject({ url: '/packages/Current/main.js' })).body).toBe('export const current = true;');
    expect((await server.app.inject({ url: '/packages/Unsaid/main.js' })).statusCode).toBe(200);
  });

  it.each([
    ['a range this Atrium does not satisfy', 'Future'],
    ['a range this Atrium satisfies only as a prerelease', 'Nightly'],
    ['a range that is not one', 'Vague'],
  ])('neither lists nor serves a package with %s', async (_case, name) => {
    expect((await server.app.inject({ url: '/metadata.json' })).json()).not.toContainEqual(expect.objectContaining({ name }));
    const response = await server.app.inject({ url: `/packages/${name}/main.js` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', message: `Package ${name} has no file main.js` });
  });

  it('logs each once, naming the range and this Atrium, or the field that is not a range', async () => {
    await server.app.inject({ url: '/metadata.json' });
    const skipped = (name: string) => `Package folder ${path.join(packagesDir, name)} skipped: `;
    expect(log.warnings.filter((warning) => warning.startsWith('Package folder')).sort()).toEqual([
      `${skipped('Future')}Package "Future" needs Atrium ^9; this is Atrium 0.2.0`,
      `${skipped('Nightly')}Package "Nightly" needs Atrium >=0.2.1-beta.1 <0.3; this is Atrium 0.2.0`,
      `${skipped('Vague')}metadata.json: /engines/atrium: "the latest" is not a semver range; engines.atrium takes one such as "^0.2"`,
    ]);
    expect(log.errors).toEqual([]);
  });
});
