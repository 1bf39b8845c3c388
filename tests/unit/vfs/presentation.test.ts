import { describe, expect, it } from 'vitest';
import { setLocale } from '../../../engine/i18n';
import {
  clientError,
  compareEntries,
  FILE_ICON_NAMES,
  fileIconUrl,
  formatFileDate,
  matchesMime,
  mimeMatches,
  mountIcon,
  mountLabel,
  VFS_ERRORS,
  VfsError,
  vfsErrorText,
  visibleMounts,
} from '../../../engine/vfs';
import { entry, MOUNTS } from './fixtures';
import { createTestI18n } from '../i18n/builtinStrings';

describe('MIME patterns', () => {
  it('match exact types, a whole kind with type/*, everything with * or */*, ignoring case and parameters', () => {
    expect(mimeMatches('text/plain', 'text/plain')).toBe(true);
    expect(mimeMatches('text/plain; charset=utf-8', 'TEXT/*')).toBe(true);
    expect(mimeMatches('image/png', 'image/*')).toBe(true);
    expect(mimeMatches('imagery/png', 'image/*')).toBe(false);
    expect(mimeMatches('application/pdf', '*/*')).toBe(true);
    expect(mimeMatches('text/plain', 'text/csv')).toBe(false);
    expect(matchesMime('text/plain', ['image/*', 'application/pdf'])).toBe(false);
    expect(matchesMime('text/plain', undefined)).toBe(true);
    expect(matchesMime('text/plain', [])).toBe(true);
  });
});

describe('entries as people see them', () => {
  it('sort folders first, then by name as people count (2 before 10), case aside', () => {
    const names = [entry('home:/b10.txt'), entry('home:/Zeta', { isDirectory: true }), entry('home:/b2.txt'), entry('home:/alpha', { isDirectory: true }), entry('home:/B1.txt')]
      .sort(compareEntries)
      .map((item) => item.filename);
    expect(names).toEqual(['alpha', 'Zeta', 'B1.txt', 'b2.txt', 'b10.txt']);
  });

  it('show the modified time as the short date and time of the locale formats', () => {
    expect(formatFileDate(new Date(2026, 0, 5, 9, 7).getTime())).toBe('2026-01-05 09:07');
  });

  it('draw an icon per icon name as a data: URL of an SVG, the plain file for unknown names', () => {
    for (const name of ['folder', 'text', 'image', 'audio', 'video', 'pdf', 'archive', 'code', 'file']) expect(FILE_ICON_NAMES).toContain(name);
    const folder = fileIconUrl('folder');
    expect(folder).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(folder)).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(fileIconUrl('text')).not.toBe(folder);
    expect(fileIconUrl('no-such-icon')).toBe(fileIconUrl('file'));
    expect(fileIconUrl('constructor')).toBe(fileIconUrl('file'));
    expect([mountIcon({ name: 'home' }), mountIcon({ name: 'bos' }), mountIcon({ name: 'apps' }), mountIcon({ name: 'toString' })]).toEqual(['home', 'shared', 'applications', 'drive']);
  });

  it('offer the global, enabled, mounted mounts; name the known ones in the language, others by their label', async () => {
    expect(visibleMounts(MOUNTS).map((mount) => mount.name)).toEqual(['home', 'bos']);
    const i18n = createTestI18n();
    const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
    expect(MOUNTS.map((mount) => mountLabel(mount, t))).toEqual(['Home', 'Shared', 'Applications', 'Archive']);
    await setLocale(i18n, 'de_DE');
    expect(mountLabel(MOUNTS[0] ?? { name: '', label: '' }, t)).toBe('Persönlicher Ordner');
    expect(mountLabel({ name: 'custom', label: 'Projects' }, t)).toBe('Projects');
  });
});

describe('error texts', () => {
  it("show a client-side error in the user's language, naming what it is about; others by their message", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}|${String(values?.subject)}`;
    expect(vfsErrorText(clientError('ERR_VFS_MOUNT_NOT_FOUND', 'bos'), t)).toBe('vfs.errors.ERR_VFS_MOUNT_NOT_FOUND|bos');
    expect(vfsErrorText(new VfsError('ERR_VFS_EXISTS', "'a.txt' exists", 409), t)).toBe("'a.txt' exists");
    expect(vfsErrorText(new TypeError('Failed to fetch'), t)).toBe('Failed to fetch');
    expect(vfsErrorText('odd', t)).toBe('odd');
  });
});

describe('the English error texts', () => {
  it('are the texts the client throws (VFS_ERRORS), the spec texts among them', () => {
    const i18n = createTestI18n();
    for (const [code, text] of Object.entries(VFS_ERRORS)) expect(i18n.t(`vfs.errors.${code}`, { subject: 'x:/y' })).toBe(text('x:/y'));
    expect(VFS_ERRORS.ERR_VFS_MOUNT_NOT_FOUND('bos')).toBe("Filesystem 'bos' not found");
    expect(VFS_ERRORS.ERR_VFS_MOUNT_NOT_FOUND_FOR('x:/a')).toBe("Filesystem not found for 'x:/a'");
    expect(VFS_ERRORS.ERR_VFS_PATH_FORMAT_INVALID('a')).toBe("Given path 'a' does not match 'name:/path'");
  });
});
