import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileView } from '../../../../apps/viewer/FileView';
import { VIEWER_TEXT_LIMIT_BYTES } from '../../../../apps/viewer/constants';
import { TranslationProvider } from '../../../../engine/i18n';
import { VfsError, type FileEntry } from '../../../../engine/vfs';
import { entry } from '../../vfs/fixtures';
import { settle } from '../../settle';
import { createTestI18n } from '../../i18n/builtinStrings';

afterEach(() => {
  cleanup();
});

/** The Viewer's file view over one file the fake VFS has, with a signed URL for it. */
async function view(file: FileEntry | Error, text = '') {
  const vfs = {
    stat: vi.fn(() => (file instanceof Error ? Promise.reject(file) : Promise.resolve(file))),
    url: vi.fn(() => Promise.resolve('/vfs/readfile?path=x&token=signed')),
    readfile: vi.fn(() => Promise.resolve(text)),
  };
  render(createElement(TranslationProvider, { i18n: createTestI18n() }, createElement(FileView, { vfs: vfs as never, path: 'home:/x' })));
  expect(screen.getByText('Loading…')).toBeTruthy();
  await settle();
  return vfs;
}

describe('the Viewer on a file', () => {
  it('shows an image through a signed URL, named by the file', async () => {
    const vfs = await view(entry('home:/Pictures/Holiday.png', { mime: 'image/png', size: 10 }));
    expect(screen.getByRole('img', { name: 'Holiday.png' }).getAttribute('src')).toBe('/vfs/readfile?path=x&token=signed');
    expect(vfs.readfile).not.toHaveBeenCalled();
  });

  it('shows text as it is', async () => {
    await view(entry('home:/a.txt', { mime: 'text/plain', size: 11 }), 'line 1\nline 2');
    expect(screen.getByLabelText('a.txt').textContent).toBe('line 1\nline 2');
  });

  it('says what it cannot show: another type, a text too large to read in', async () => {
    const other = await view(entry('home:/Report.pdf', { mime: 'application/pdf', size: 5 }));
    expect(screen.getByText('The Viewer shows images and text; Report.pdf is application/pdf.')).toBeTruthy();
    expect(other.url).not.toHaveBeenCalled();
    cleanup();
    const huge = await view(entry('home:/big.log', { mime: 'text/plain', size: VIEWER_TEXT_LIMIT_BYTES + 1 }));
    expect(screen.getByText('big.log is too large to show here (2.0 MiB).')).toBeTruthy();
    expect(huge.readfile).not.toHaveBeenCalled();
  });

  it('shows why the file could not be read', async () => {
    await view(new VfsError('ERR_VFS_NOT_FOUND', "'home:/x' does not exist", 404));
    expect(screen.getByRole('alert').textContent).toBe("'home:/x' does not exist");
  });
});
