import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClipboard } from '../../../../apps/files/clipboard';
import { launchFiles } from '../../../../apps/files/launchFiles';
import { DEFAULT_PREFERENCES } from '../../../../apps/files/preferences';
import { toDisposable, writableValue } from '../../../../engine/core';
import { TranslationProvider } from '../../../../engine/i18n';
import type { AppWindowOptions, Application, WindowHandle } from '../../../../sdk';
import { createFakeVfs } from './fakeVfs';
import { withLayoutSize } from '../../filelist/layout';
import { createTestI18n } from '../../i18n/builtinStrings';

withLayoutSize();
afterEach(cleanup);

/** An application that renders the window it opens, and remembers what the window was told. */
function fakeApp(args: Record<string, unknown>) {
  const i18n = createTestI18n('en_EN');
  const titles: string[] = [];
  const closers: (() => void)[] = [];
  const app = {
    args,
    title: 'Files',
    openWindow(options: AppWindowOptions): WindowHandle {
      render(<TranslationProvider i18n={i18n}>{options.content as ReactNode}</TranslationProvider>);
      return {
        wid: 12,
        id: options.id ?? 'main',
        setTitle: (title: string) => titles.push(title),
        onDidClose: (listener: () => void) => {
          closers.push(listener);
          return toDisposable(() => undefined);
        },
      } as unknown as WindowHandle;
    },
  } as unknown as Application;
  return { app, i18n, titles, close: () => closers.forEach((listener) => listener()) };
}

function deps(fake: ReturnType<typeof createFakeVfs>, i18n: ReturnType<typeof createTestI18n>) {
  return {
    vfs: fake.vfs,
    dialogs: { show: vi.fn(), progress: vi.fn() },
    t: (key: string, values?: Record<string, unknown>) => i18n.t(key, values),
    locale: writableValue('en_EN'),
    clipboard: createClipboard(),
    preferences: writableValue(DEFAULT_PREFERENCES),
    setPreferences: vi.fn(),
    openFile: vi.fn(() => Promise.resolve()),
  };
}

describe('launching Files', () => {
  it('opens home:/ without a path, and titles the window with the folder', async () => {
    const fake = createFakeVfs({ 'home:/a.txt': 1 });
    const { app, i18n, titles } = fakeApp({});
    await launchFiles(app, deps(fake, i18n));
    await screen.findByRole('row', { name: 'a.txt' });
    expect(titles.at(-1)).toBe('Home');
  });

  it('opens the folder args.path names', async () => {
    const fake = createFakeVfs({ 'home:/Docs/Reports/q1.txt': 1 });
    const { app, i18n, titles } = fakeApp({ path: 'home:/Docs/Reports' });
    await launchFiles(app, deps(fake, i18n));
    await screen.findByRole('row', { name: 'q1.txt' });
    expect(titles.at(-1)).toBe('Reports');
  });

  it('opens a file’s folder with the file selected', async () => {
    const fake = createFakeVfs({ 'home:/Docs/a.txt': 1, 'home:/Docs/b.txt': 1 });
    const { app, i18n } = fakeApp({ path: 'home:/Docs/b.txt' });
    await launchFiles(app, deps(fake, i18n));
    await waitFor(() => expect(screen.getByRole('row', { name: 'b.txt' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('row', { name: 'a.txt' }).getAttribute('aria-selected')).toBe('false');
  });

  it('opens a path that cannot be read as it is, and says why', async () => {
    const fake = createFakeVfs({});
    const { app, i18n } = fakeApp({ path: 'home:/gone' });
    await launchFiles(app, deps(fake, i18n));
    expect((await screen.findByRole('alert')).textContent).toBe("'home:/gone' does not exist");
  });

  it('stops following the VFS once the window closes', async () => {
    const fake = createFakeVfs({ 'home:/a.txt': 1 });
    const { app, i18n, close } = fakeApp({});
    const readdir = vi.spyOn(fake.vfs, 'readdir');
    await launchFiles(app, deps(fake, i18n));
    await screen.findByRole('row', { name: 'a.txt' });
    close();
    const reads = readdir.mock.calls.length;
    await fake.vfs.writefile('home:/b.txt', 'x');
    expect(readdir.mock.calls.length).toBe(reads);
  });
});
