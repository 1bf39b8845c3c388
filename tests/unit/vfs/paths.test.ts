import { describe, expect, it } from 'vitest';
import { ancestorsOf, basename, formatPath, isValidName, isValidPath, joinPath, parentPath, parsePath, VfsError } from '../../../engine/vfs';

describe('paths name:/path', () => {
  it('parse into the mount and the segments; empty segments are dropped', () => {
    expect(parsePath('home:/')).toEqual({ mount: 'home', segments: [] });
    expect(parsePath('home:/Documents//Drafts/')).toEqual({ mount: 'home', segments: ['Documents', 'Drafts'] });
    expect(parsePath('my-drive_2.0:/a')).toEqual({ mount: 'my-drive_2.0', segments: ['a'] });
  });

  it.each(['Documents', 'home:', 'home:Documents', ':/a', 'ho me:/a', '', 'C:\\Users'])("refuse %j with ERR_VFS_PATH_FORMAT_INVALID and the spec's text", (path) => {
    expect(isValidPath(path)).toBe(false);
    let caught: unknown;
    try {
      parsePath(path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VfsError);
    expect(caught).toMatchObject({ code: 'ERR_VFS_PATH_FORMAT_INVALID', status: 0, subject: path, message: `Given path '${path}' does not match 'name:/path'` });
  });

  it('format back without a trailing slash, but for the root', () => {
    expect(formatPath({ mount: 'home', segments: [] })).toBe('home:/');
    expect(formatPath(parsePath('home:/a/b/'))).toBe('home:/a/b');
  });

  it('join a name into a folder, refusing a name that is not one', () => {
    expect(joinPath('home:/', 'a.txt')).toBe('home:/a.txt');
    expect(joinPath('home:/Documents/', 'Résumé 2026.pdf')).toBe('home:/Documents/Résumé 2026.pdf');
    for (const name of ['', '.', '..', 'a/b', 'a\\b', 'tab\there', 'x'.repeat(256), 'é'.repeat(128), 'invoice\u202Efdp.exe', '\u200B', 'CON.txt', ' lead']) {
      expect(isValidName(name)).toBe(false);
      expect(() => joinPath('home:/', name)).toThrow(expect.objectContaining({ code: 'ERR_VFS_NAME_INVALID', subject: name }));
    }
    expect(isValidName('x'.repeat(255))).toBe(true);
    expect(isValidName('...')).toBe(true);
  });

  it('know the parent, the name and every folder above', () => {
    expect(parentPath('home:/a/b.txt')).toBe('home:/a');
    expect(parentPath('home:/a')).toBe('home:/');
    expect(parentPath('home:/')).toBeNull();
    expect(basename('home:/a/b.txt')).toBe('b.txt');
    expect(basename('bos:/')).toBe('bos');
    expect(ancestorsOf('home:/a/b/c.txt')).toEqual(['home:/a/b', 'home:/a', 'home:/']);
    expect(ancestorsOf('home:/')).toEqual([]);
  });
});
