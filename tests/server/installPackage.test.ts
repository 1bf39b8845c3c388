import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header, create, type types } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT, runCli } from '../../server/cli';
import { ARCHIVE_LIMITS, installArchive } from '../../server/packages';
import { fakeIo } from './cliIo';
import { removeDir, tempDir } from './helpers';

let work: string;
let packagesDir: string;

beforeEach(async () => {
  work = await tempDir('atrium-install-');
  packagesDir = path.join(work, 'packages');
});

afterEach(() => removeDir(work));

const metadata = (more: Record<string, unknown> = {}) => ({ name: 'Hello', type: 'application', title: { en_EN: 'Hello' }, files: ['main.js'], ...more });

/** A package folder in `work` with these files (objects as JSON), packed as `pack` packs it: the folder at the top. */
async function packed(files: Record<string, unknown>, folder = 'Hello'): Promise<string> {
  const source = path.join(work, `source-${String(Math.random()).slice(2)}`);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(source, folder, file)), { recursive: true });
    await writeFile(path.join(source, folder, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  const archive = `${source}.tgz`;
  await create({ gzip: true, file: archive, cwd: source, portable: true }, [folder]);
  return archive;
}

/** An archive written header by header, as no honest tool makes it: for entries tar would not pack. */
async function forged(entries: readonly { path: string; type?: types.EntryTypeName; body?: string; linkpath?: string }[]): Promise<string> {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new Header({ path: entry.path, type: entry.type ?? 'File', size: body.length, mode: 0o644, mtime: new Date(0), linkpath: entry.linkpath ?? '' }).encode(header, 0);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  const archive = path.join(work, `forged-${String(Math.random()).slice(2)}.tgz`);
  await writeFile(archive, gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)])));
  return archive;
}

const GOOD = { 'metadata.json': metadata(), 'main.js': 'export default 1;' };

/** What the packages folder holds, hidden folders included: nothing may be left behind. */
const packagesFolder = async () => (existsSync(packagesDir) ? (await readdir(packagesDir)).sort() : []);

async function refused(archive: string, limits = ARCHIVE_LIMITS) {
  const error = await installArchive({ archive, packagesDir, atriumVersion: '0.2.0', limits }).then(
    () => undefined,
    (caught: unknown) => caught as Error,
  );
  expect(error?.name).toBe('ArchiveRefusal');
  expect(await packagesFolder()).toEqual([]);
  return error?.message;
}

describe('installArchive', () => {
  it('installs a package folder and reports it', async () => {
    const installed = await installArchive({ archive: await packed(GOOD), packagesDir, atriumVersion: '0.2.0' });
    expect(installed).toMatchObject({ dir: path.join(packagesDir, 'Hello'), replaced: false, files: 2, metadata: metadata() });
    expect(await packagesFolder()).toEqual(['Hello']);
    expect(await readFile(path.join(packagesDir, 'Hello/main.js'), 'utf8')).toBe('export default 1;');
  });

  it('installs a package whose engines range admits this Atrium', async () => {
    const installed = await installArchive({ archive: await packed({ ...GOOD, 'metadata.json': metadata({ engines: { atrium: '^0.2' } }) }), packagesDir });
    expect(installed.metadata.engines).toEqual({ atrium: '^0.2' });
    expect(await packagesFolder()).toEqual(['Hello']);
  });

  it('replaces an installed version whole, leaving no file of the old one', async () => {
    await installArchive({ archive: await packed({ ...GOOD, 'old.css': 'a {}' }), packagesDir, atriumVersion: '0.2.0' });
    const installed = await installArchive({ archive: await packed({ ...GOOD, 'main.js': 'export default 2;' }), packagesDir, atriumVersion: '0.2.0' });
    expect(installed.replaced).toBe(true);
    expect(await packagesFolder()).toEqual(['Hello']);
    expect((await readdir(path.join(packagesDir, 'Hello'))).sort()).toEqual(['main.js', 'metadata.json']);
    expect(await readFile(path.join(packagesDir, 'Hello/main.js'), 'utf8')).toBe('export default 2;');
  });

  it('keeps the installed version when the new one is refused', async () => {
    await installArchive({ archive: await packed(GOOD), packagesDir, atriumVersion: '0.2.0' });
    const error = await installArchive({ archive: await packed({ 'metadata.json': metadata() }), packagesDir, atriumVersion: '0.2.0' }).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect(await packagesFolder()).toEqual(['Hello']);
    expect(await readFile(path.join(packagesDir, 'Hello/main.js'), 'utf8')).toBe('export default 1;');
  });

  it('refuses a package named as a built-in one, which the server would not list', async () => {
    await expect(installArchive({ archive: await packed(GOOD), packagesDir, builtinNames: new Set(['Hello']) })).rejects.toThrow('"Hello" is the name of a built-in package');
    expect(await packagesFolder()).toEqual([]);
  });

  it('refuses a file that is not a gzip archive', async () => {
    const archive = path.join(work, 'hello.tgz');
    await writeFile(archive, 'not an archive');
    expect(await refused(archive)).toBe(`'${archive}' is not a gzip-compressed tar archive (.tgz)`);
  });

  it('refuses a missing file', async () => {
    expect(await refused(path.join(work, 'nothing.tgz'))).toBe(`'${path.join(work, 'nothing.tgz')}' is not a file that can be read`);
  });

  it('refuses gzip that holds no tar', async () => {
    const archive = path.join(work, 'text.tgz');
    await writeFile(archive, gzipSync('plain text, no tar headers here'.repeat(40)));
    expect(await refused(archive)).toMatch(/is not a readable tar\.gz archive \(/);
  });

  it.each([
    ['a symbolic link', [{ path: 'Hello/main.js', type: 'SymbolicLink', linkpath: '/etc/passwd' }], "entry 'Hello/main.js' is a symbolic link; a package holds only files and folders"],
    ['a hard link', [{ path: 'Hello/main.js', type: 'Link', linkpath: 'Other/x' }], "entry 'Hello/main.js' is a hard link; a package holds only files and folders"],
    ['an absolute path', [{ path: '/tmp/Hello/main.js' }], "entry '/tmp/Hello/main.js' has an absolute path; paths are relative to the package folder"],
    ['a path up with ..', [{ path: 'Hello/../../main.js' }], "entry 'Hello/../../main.js' leads out of its folder with '..'"],
    ['loose files', [{ path: 'metadata.json', body: '{}' }], "entry 'metadata.json' is outside a package folder; the archive must hold one folder named as the package"],
    ['two folders', [{ path: 'Hello/main.js' }, { path: 'Other/main.js' }], 'it holds 2 folders (Hello, Other); a package archive holds one'],
  ] as const)('refuses %s', async (_case, entries, message) => {
    expect(await refused(await forged(entries))).toBe(message);
  });

  it('refuses a symbolic link that tar packs as one', async () => {
    const source = path.join(work, 'linked');
    await mkdir(path.join(source, 'Hello'), { recursive: true });
    await writeFile(path.join(source, 'Hello/metadata.json'), JSON.stringify(metadata()));
    await symlink('/etc/hostname', path.join(source, 'Hello/main.js'));
    const archive = path.join(work, 'linked.tgz');
    await create({ gzip: true, file: archive, cwd: source }, ['Hello']);
    expect(await refused(archive)).toMatch(/^entry 'Hello\/main\.js' is a symbolic link/);
  });

  it.each([
    ['files and folders', { ...ARCHIVE_LIMITS, maxEntries: 2 }, 'it holds more than 2 files and folders'],
    ['bytes', { ...ARCHIVE_LIMITS, maxUnpackedBytes: 20 }, 'its files unpack to more than 20 bytes'],
    ['depth', { ...ARCHIVE_LIMITS, maxDepth: 2 }, "entry 'Hello/deep/a.js' is 3 levels deep; at most 2 are allowed"],
    ['archive bytes', { ...ARCHIVE_LIMITS, maxArchiveBytes: 10 }, /is \d+ bytes; an archive may be at most 10$/],
  ])('refuses an archive over the limit on %s', async (_case, limits, message) => {
    const archive = await packed({ ...GOOD, 'deep/a.js': 'export {};' });
    if (typeof message === 'string') expect(await refused(archive, limits)).toBe(message);
    else expect(await refused(archive, limits)).toMatch(message);
  });

  it.each([
    ['no metadata.json', { 'main.js': '' }, "it has no metadata.json in its folder 'Hello'"],
    ['metadata.json that is not JSON', { 'metadata.json': '{ "name": ', 'main.js': '' }, /^metadata\.json: not valid JSON \(/],
    ['metadata.json that is not package metadata', { 'metadata.json': metadata({ title: undefined }), 'main.js': '' }, 'metadata.json: /title: Expected required property'],
    ['a listed file missing', { 'metadata.json': metadata({ files: ['main.js', 'style.css'] }), 'main.js': '' }, "metadata.json lists 'style.css', which the archive does not hold"],
    ['a folder not named as the package', { 'metadata.json': metadata({ name: 'Other' }), 'main.js': '' }, "its folder is 'Hello', but metadata.json names the package 'Other'; they must be the same"],
    ['an engines range this Atrium is not in', { 'metadata.json': metadata({ engines: { atrium: '^0.3' } }), 'main.js': '' }, 'Package "Hello" needs Atrium ^0.3; this is Atrium 0.2.0'],
    ['an engines range that is no range', { 'metadata.json': metadata({ engines: { atrium: 'soon' } }), 'main.js': '' }, 'metadata.json: /engines/atrium: "soon" is not a semver range; engines.atrium takes one such as "^0.2"'],
  ])('refuses a package with %s', async (_case, files, message) => {
    const error = await refused(await packed(files));
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });
});

describe('atrium install-package', () => {
  /** The tool as the checkout's build runs it: with a built-in package manifest naming Files. */
  async function atrium(args: readonly string[]) {
    const io = fakeIo();
    const builtinManifest = path.join(work, 'builtin-packages.json');
    await writeFile(builtinManifest, JSON.stringify([metadata({ name: 'Files', files: [] })]));
    const env = { NODE_ENV: 'production', DATA_DIR: path.join(work, 'data'), PACKAGES_DIR: packagesDir, ATRIUM_BUILTIN_MANIFEST: builtinManifest };
    return { status: await runCli(['install-package', ...args], io.io, env), ...io };
  }

  it('installs into PACKAGES_DIR without opening a database', async () => {
    const { status, stdout, stderr } = await atrium([await packed(GOOD)]);
    expect(stderr()).toBe('');
    expect(status).toBe(EXIT.done);
    expect(stdout()).toMatch(/^Installed package 'Hello' in .*packages\/Hello \(2 files, \d+ bytes\)\.$/);
    expect(await packagesFolder()).toEqual(['Hello']);
    expect(existsSync(path.join(work, 'data'))).toBe(false);
  });

  it('says why an archive is refused, and that nothing was changed', async () => {
    const { status, stderr } = await atrium([await forged([{ path: '/etc/evil' }])]);
    expect(status).toBe(EXIT.failed);
    expect(stderr()).toBe(
      "atrium install-package: The archive is refused: entry '/etc/evil' has an absolute path; paths are relative to the package folder. Nothing was changed.",
    );
    expect(await packagesFolder()).toEqual([]);
  });

  it('refuses the name of a built-in package', async () => {
    const { status, stderr } = await atrium([await packed({ 'metadata.json': metadata({ name: 'Files' }), 'main.js': '' }, 'Files')]);
    expect(status).toBe(EXIT.failed);
    expect(stderr()).toBe('atrium install-package: The archive is refused: "Files" is the name of a built-in package. Nothing was changed.');
    expect(await packagesFolder()).toEqual([]);
  });

  it('needs the archive', async () => {
    const { status, err } = await atrium([]);
    expect(status).toBe(EXIT.refused);
    expect(err[0]).toBe('atrium install-package: missing <archive>');
  });
});
