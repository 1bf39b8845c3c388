import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileRoot, folderNameProblem, pathProblem } from '../../server/files';
import { removeDir, tempDir } from './helpers';

describe('pathProblem', () => {
  it.each(['main.js', 'lib/util.mjs', 'a..b.js', '..hidden', '.well-known/x', 'a/./b', 'a//b', '100%.txt', ''])('lets %j through', (file) => {
    expect(pathProblem(file)).toBeUndefined();
  });

  it.each([
    ['a\0.js', 'the path holds a NUL byte'],
    ['..\\secret', 'the path holds a backslash'],
    ['%2e%2e/secret', 'the path holds an encoded separator, dot or NUL'],
    ['a%2Fb', 'the path holds an encoded separator, dot or NUL'],
    ['a%5cb', 'the path holds an encoded separator, dot or NUL'],
    ['a%00b', 'the path holds an encoded separator, dot or NUL'],
    ['/etc/passwd', 'the path is absolute'],
    ['..', "the path holds a '..' segment"],
    ['a/../../b', "the path holds a '..' segment"],
    ['a/..', "the path holds a '..' segment"],
  ])('refuses %j: %s', (file, problem) => {
    expect(pathProblem(file)).toBe(problem);
  });
});

describe('folderNameProblem', () => {
  it.each([
    ['', 'the folder name names no folder'],
    ['.', 'the folder name names no folder'],
    ['..', "the folder name holds a '..' segment"],
    ['a/b', 'the folder name holds a separator'],
    ['%2e%2e', 'the folder name holds an encoded separator, dot or NUL'],
  ])('refuses %j: %s', (name, problem) => {
    expect(folderNameProblem(name)).toBe(problem);
  });

  it('lets a plain name through', () => {
    expect(folderNameProblem('Chart')).toBeUndefined();
  });
});

describe('createFileRoot', () => {
  let dir: string;
  let real: string;

  beforeAll(async () => {
    dir = await tempDir('atrium-files-');
    real = await realpath(dir);
    await mkdir(path.join(dir, 'releases', 'v2', 'sub'), { recursive: true });
    await writeFile(path.join(dir, 'releases', 'v2', 'sub', 'file.txt'), 'inside');
    await writeFile(path.join(dir, 'secret.txt'), 'outside');
    await symlink(path.join(dir, 'releases', 'v2'), path.join(dir, 'current'));
    await symlink('../../secret.txt', path.join(dir, 'releases', 'v2', 'up.txt'));
    await symlink('loop', path.join(dir, 'releases', 'v2', 'loop'));
  });

  afterAll(() => removeDir(dir));

  it('resolves a file under a root that is itself reached through a link, to its real path', async () => {
    const found = await createFileRoot(path.join(dir, 'current')).resolve('sub/file.txt');
    expect(found).toMatchObject({
      kind: 'found',
      path: path.join(real, 'releases', 'v2', 'sub', 'file.txt'),
      root: path.join(real, 'releases', 'v2'),
      relativePath: path.join('sub', 'file.txt'),
    });
    expect(found.kind === 'found' && found.stats.isFile()).toBe(true);
  });

  it('answers the root itself as a folder, and a missing file with its code', async () => {
    const root = createFileRoot(path.join(dir, 'current'));
    const self = await root.resolve('');
    expect(self.kind === 'found' && self.stats.isDirectory()).toBe(true);
    expect(await root.resolve('nothing.txt')).toEqual({ kind: 'missing', code: 'ENOENT' });
    expect(await root.resolve('sub/file.txt/more')).toEqual({ kind: 'missing', code: 'ENOTDIR' });
    expect(await root.resolve('loop')).toEqual({ kind: 'missing', code: 'ELOOP' });
    expect(await createFileRoot(path.join(dir, 'not-yet')).resolve('a.txt')).toEqual({ kind: 'missing', code: 'ENOENT' });
  });

  it('refuses a link out of the root, naming where it leads', async () => {
    expect(await createFileRoot(path.join(dir, 'current')).resolve('up.txt')).toEqual({
      kind: 'refused',
      reason: `it resolves to ${path.join(real, 'secret.txt')}, outside ${path.join(real, 'releases', 'v2')}`,
    });
  });

  it('refuses everything under a folder within the root that is a link, and under a bad folder name', async () => {
    const root = createFileRoot(dir);
    expect(await root.within('releases').resolve('v2/sub/file.txt')).toMatchObject({ kind: 'found' });
    expect(await root.within('current').resolve('sub/file.txt')).toEqual({
      kind: 'refused',
      reason: `it resolves to ${path.join(real, 'releases', 'v2', 'sub', 'file.txt')}, outside ${path.join(real, 'current')}`,
    });
    expect(await root.within('..').resolve('secret.txt')).toEqual({ kind: 'refused', reason: "the folder name holds a '..' segment" });
    expect(await root.within('releases').resolve('../secret.txt')).toEqual({ kind: 'refused', reason: "the path holds a '..' segment" });
  });
});
