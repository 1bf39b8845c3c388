import { describe, expect, it } from 'vitest';
import {
  createMemoryFileSource,
  DEMO_FILE_TREE,
  FILE_ERRORS,
  isValidPath,
  joinPath,
  matchesMime,
  parentPath,
  parsePath,
} from '../../../engine/dialogs';
import { en_EN } from '../../../engine/i18n/en_EN';

describe('file paths', () => {
  it("accept 'name:/path' and split it into mount point and segments", () => {
    expect(parsePath('home:/')).toEqual({ mount: 'home', segments: [] });
    expect(parsePath('home:/Documents/Drafts/')).toEqual({ mount: 'home', segments: ['Documents', 'Drafts'] });
    expect(isValidPath('bos:/a')).toBe(true);
  });

  it("refuse anything else with the spec's ERR_VFS_PATH_FORMAT_INVALID text naming the path", () => {
    for (const path of ['home', 'home:', 'home:a/b', '/a/b', ':/a']) {
      expect(isValidPath(path)).toBe(false);
      expect(() => parsePath(path)).toThrow(`Given path '${path}' does not match 'name:/path'`);
    }
    expect(FILE_ERRORS.pathFormatInvalid('x')).toBe("Given path 'x' does not match 'name:/path'");
  });

  it('join a name onto a folder and find the parent folder; a root has none', () => {
    expect(joinPath('home:/', 'a.txt')).toBe('home:/a.txt');
    expect(joinPath('home:/Documents/', 'a.txt')).toBe('home:/Documents/a.txt');
    expect(parentPath('home:/Documents/Drafts')).toBe('home:/Documents');
    expect(parentPath('home:/Documents')).toBe('home:/');
    expect(parentPath('home:/')).toBeNull();
  });
});

describe('memory file source', () => {
  const source = createMemoryFileSource({
    home: { b: {}, 'z.txt': { mime: 'text/plain', size: 3 }, 'a.png': { mime: 'image/png', size: 10 }, c: { 'd.txt': { mime: 'text/plain', size: 1 } } },
  });

  it('lists a folder folders first, then by name, with the file entry fields', async () => {
    expect(await source.list('home:/')).toEqual([
      { filename: 'b', path: 'home:/b', isDirectory: true, isFile: false, mime: 'inode/directory', size: 0 },
      { filename: 'c', path: 'home:/c', isDirectory: true, isFile: false, mime: 'inode/directory', size: 0 },
      { filename: 'a.png', path: 'home:/a.png', isDirectory: false, isFile: true, mime: 'image/png', size: 10 },
      { filename: 'z.txt', path: 'home:/z.txt', isDirectory: false, isFile: true, mime: 'text/plain', size: 3 },
    ]);
    expect((await source.list('home:/c/')).map((entry) => entry.path)).toEqual(['home:/c/d.txt']);
    expect(await source.list('home:/b')).toEqual([]);
  });

  it('refuses a malformed path, an unknown mount point and what is no folder', async () => {
    await expect(source.list('home')).rejects.toThrow("Given path 'home' does not match 'name:/path'");
    await expect(source.list('bos:/')).rejects.toThrow("Filesystem 'bos' not found");
    await expect(source.list('home:/nope')).rejects.toThrow("Folder 'home:/nope' does not exist");
    await expect(source.list('home:/z.txt')).rejects.toThrow("Folder 'home:/z.txt' does not exist");
  });

  it('says whether files and folders exist; a malformed path or unknown mount point does not', async () => {
    expect(await source.exists('home:/z.txt')).toBe(true);
    expect(await source.exists('home:/c')).toBe(true);
    expect(await source.exists('home:/')).toBe(true);
    expect(await source.exists('home:/c/z.txt')).toBe(false);
    expect(await source.exists('home:/z.txt/x')).toBe(false);
    expect(await source.exists('bos:/a')).toBe(false);
    expect(await source.exists('nonsense')).toBe(false);
  });

  it('by default holds the demo tree under home:/', async () => {
    const demo = createMemoryFileSource();
    expect(Object.keys(DEMO_FILE_TREE)).toEqual(['home']);
    expect((await demo.list('home:/')).map((entry) => entry.filename)).toEqual(['Documents', 'Pictures', 'Todo.txt']);
  });
});

describe('MIME filter', () => {
  it('passes exact types and whole kinds; no filter passes everything', () => {
    expect(matchesMime('text/plain', ['text/plain'])).toBe(true);
    expect(matchesMime('image/png', ['image/*'])).toBe(true);
    expect(matchesMime('text/plain', ['image/*', 'application/pdf'])).toBe(false);
    expect(matchesMime('text/plain', undefined)).toBe(true);
    expect(matchesMime('text/plain', [])).toBe(true);
  });

  it("keeps the overwrite question in the spec's words", () => {
    expect(en_EN.dialog.overwrite).toBe('Do you want to overwrite {{path}}?');
  });
});
