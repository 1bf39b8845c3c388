import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClipboard } from '../../../../apps/files/clipboard';
import { createCommands, FAILURE_REPORT } from '../../../../apps/files/commands';
import type { FailureReportOptions } from '../../../../apps/files/FailureReport';
import { createFilesStore } from '../../../../apps/files/filesStore';
import { FilesView } from '../../../../apps/files/FilesView';
import { folderPlace } from '../../../../apps/files/places';
import { DEFAULT_PREFERENCES, type FilesPreferences } from '../../../../apps/files/preferences';
import type { UploadBatch } from '../../../../apps/files/upload';
import { writableValue } from '../../../../engine/core';
import { formatFileSize, TranslationProvider } from '../../../../engine/i18n';
import type { DialogResult, ProgressHandle } from '../../../../sdk';
import { createFakeVfs } from './fakeVfs';
import { withLayoutSize } from '../../filelist/layout';
import { createTestI18n } from '../../i18n/builtinStrings';

withLayoutSize();
afterEach(cleanup);

type Answer = (options: Record<string, unknown>) => DialogResult;

interface Setup {
  files?: Readonly<Record<string, number | 'folder'>>;
  start?: string;
  /** How each dialog kind answers; confirm answers OK unless told. */
  answers?: Partial<Record<string, Answer>>;
}

function renderFiles({ files = {}, start = 'home:/', answers = {} }: Setup = {}) {
  const fake = createFakeVfs(files);
  const shown: { name: string; options: Record<string, unknown> }[] = [];
  const progressUpdates: string[] = [];
  const dialogs = {
    show: vi.fn((name: string, options: Record<string, unknown>) => {
      shown.push({ name, options });
      const answer = answers[name] ?? (() => ({ reason: 'ok', value: 'ok' }) as DialogResult);
      return Promise.resolve(answer(options));
    }),
    progress: vi.fn((): ProgressHandle => ({
      wid: 7,
      update: (_value, message) => void (message !== undefined && progressUpdates.push(message)),
      close: () => undefined,
      result: new Promise(() => undefined),
    })),
  };
  const i18n = createTestI18n('en_EN');
  const preferences = writableValue<FilesPreferences>(DEFAULT_PREFERENCES);
  const clipboard = createClipboard();
  const store = createFilesStore({ vfs: fake.vfs, start: folderPlace(start), preferences, locale: writableValue('en_EN') });
  const commands = createCommands({
    store,
    vfs: fake.vfs,
    dialogs: dialogs as never,
    t: (key, values) => i18n.t(key, values),
    clipboard,
    openFile: vi.fn(() => Promise.resolve()),
    formatSize: (bytes) => formatFileSize(bytes),
    parent: () => 3,
  });
  const titles: string[] = [];
  render(
    <TranslationProvider i18n={i18n}>
      <FilesView
        store={store}
        commands={commands}
        clipboard={clipboard}
        vfs={fake.vfs}
        preferences={preferences}
        setPreferences={(change) => preferences.set({ ...preferences.get(), ...change })}
        onTitle={(title) => titles.push(title)}
      />
    </TranslationProvider>,
  );
  return { fake, store, commands, dialogs, shown, progressUpdates, titles, preferences, openFile: commands };
}

const grid = () => screen.getByRole('grid');
const row = (name: string) => screen.getByRole('row', { name });
const selectedNames = () =>
  within(grid())
    .queryAllByRole('row')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.getAttribute('aria-label'));
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(grid(), { key, ...init });

describe('Files', () => {
  it('lists the folder with folders first, sizes in the spec format, and titles the window', async () => {
    const { titles } = renderFiles({ files: { 'home:/b.txt': 1536, 'home:/Zeta': 'folder', 'home:/a.png': 10 } });
    await screen.findByRole('row', { name: 'Zeta' });
    const names = within(grid())
      .getAllByRole('row')
      .slice(1)
      .map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['Zeta', 'a.png', 'b.txt']);
    expect(within(row('b.txt')).getByText('1.5 KiB')).toBeTruthy();
    expect(within(row('b.txt')).getByText('2026-01-15 09:30', { exact: false })).toBeTruthy();
    expect(within(row('a.png')).getByText('Image')).toBeTruthy();
    expect(titles.at(-1)).toBe('Home');
    expect(screen.getByRole('status').textContent).toBe('Items: 3');
  });

  it('selects by click, Ctrl+click, Shift+click and the keyboard', async () => {
    renderFiles({ files: { 'home:/a.txt': 1, 'home:/b.txt': 1, 'home:/c.txt': 1, 'home:/d.txt': 1 } });
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('b.txt'));
    expect(selectedNames()).toEqual(['b.txt']);
    fireEvent.click(row('d.txt'), { ctrlKey: true });
    expect(selectedNames()).toEqual(['b.txt', 'd.txt']);
    // Ctrl+click moved the anchor to d.txt: Shift+click selects from there.
    fireEvent.click(row('b.txt'), { shiftKey: true });
    expect(selectedNames()).toEqual(['b.txt', 'c.txt', 'd.txt']);
    fireEvent.click(row('a.txt'));
    press('End', { shiftKey: true });
    expect(selectedNames()).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt']);
  });

  it('moves with the arrows, extends with Shift, selects all with Ctrl+A and shows the focus', async () => {
    renderFiles({ files: { 'home:/a.txt': 1, 'home:/b.txt': 1, 'home:/c.txt': 1 } });
    await screen.findByRole('row', { name: 'a.txt' });
    press('ArrowDown');
    expect(selectedNames()).toEqual(['a.txt']);
    press('ArrowDown', { shiftKey: true });
    expect(selectedNames()).toEqual(['a.txt', 'b.txt']);
    expect(grid().getAttribute('aria-activedescendant')).toBe(row('b.txt').id);
    press('a', { ctrlKey: true });
    expect(selectedNames()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    press('Escape');
    expect(selectedNames()).toEqual([]);
    press('c');
    expect(selectedNames()).toEqual(['c.txt']);
  });

  it('opens a folder in place with Enter; Back and Up return', async () => {
    const { titles } = renderFiles({ files: { 'home:/Docs/inner.txt': 5 } });
    await screen.findByRole('row', { name: 'Docs' });
    press('ArrowDown');
    press('Enter');
    await screen.findByRole('row', { name: 'inner.txt' });
    expect(titles.at(-1)).toBe('Docs');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('row', { name: 'Docs' });
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    await screen.findByRole('row', { name: 'inner.txt' });
    press('Backspace');
    await screen.findByRole('row', { name: 'Docs' });
  });

  it('renames in place with F2: Enter renames, a bad name is said and the editor stays, Escape cancels', async () => {
    const { fake } = renderFiles({ files: { 'home:/a.txt': 1, 'home:/b.txt': 1 } });
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('a.txt'));
    press('F2');
    const input = screen.getByRole('textbox', { name: 'New name for a.txt' }) as HTMLInputElement;
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(1);

    fireEvent.change(input, { target: { value: 'b.txt' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('“b.txt” already exists in this folder.');
    fireEvent.change(input, { target: { value: 'a/b' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('A name cannot contain “/” or “\\”.');

    fireEvent.change(input, { target: { value: 'c.txt' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('row', { name: 'c.txt' });
    expect(fake.has('home:/c.txt')).toBe(true);
    expect(fake.has('home:/a.txt')).toBe(false);
    expect(selectedNames()).toEqual(['c.txt']);

    press('F2');
    const again = screen.getByRole('textbox', { name: 'New name for c.txt' });
    fireEvent.change(again, { target: { value: 'z.txt' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'New name for c.txt' })).toBeNull();
    expect(fake.has('home:/c.txt')).toBe(true);
  });

  it('Delete asks first and then moves to the trash; Cancel keeps the file', async () => {
    let answer: DialogResult = { reason: 'cancel', value: 'cancel' };
    const { fake, shown } = renderFiles({ files: { 'home:/a.txt': 1, 'home:/b.txt': 1 }, answers: { confirm: () => answer } });
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('a.txt'));
    press('Delete');
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ name: 'confirm', options: { message: 'Move “a.txt” to the Trash?', labels: { ok: 'Move to Trash' }, parent: 3 } });
    expect(fake.has('home:/a.txt')).toBe(true);

    answer = { reason: 'ok', value: 'ok' };
    press('a', { ctrlKey: true });
    press('Delete');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'a.txt' })).toBeNull());
    expect(shown[1]?.options.message).toBe('Move 2 items to the Trash?');
    expect(fake.has('home:/b.txt')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Trash' }));
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('a.txt'));
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(fake.has('home:/a.txt')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'a.txt' })).toBeNull());
  });

  it('a paste into the folder it was copied from makes "name (copy)", then "name (copy 2)"', async () => {
    const { fake } = renderFiles({ files: { 'home:/a.txt': 4, 'home:/Photos/p.png': 9 } });
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('a.txt'));
    fireEvent.click(row('Photos'), { ctrlKey: true });
    press('c', { ctrlKey: true });
    press('v', { ctrlKey: true });
    await screen.findByRole('row', { name: 'a (copy).txt' });
    expect(fake.has('home:/Photos (copy)/p.png')).toBe(true);
    expect(selectedNames()).toEqual(['Photos (copy)', 'a (copy).txt']);
    press('v', { ctrlKey: true });
    await screen.findByRole('row', { name: 'a (copy 2).txt' });
  });

  it('cut and paste moves into another folder, and the cut entries are dimmed until then', async () => {
    const { fake } = renderFiles({ files: { 'home:/a.txt': 4, 'home:/Docs': 'folder' } });
    await screen.findByRole('row', { name: 'a.txt' });
    fireEvent.click(row('a.txt'));
    press('x', { ctrlKey: true });
    expect(row('a.txt').className).toContain('files__item--cut');
    fireEvent.doubleClick(row('Docs'));
    await screen.findByText('This folder is empty. Drop files here to upload them.');
    press('v', { ctrlKey: true });
    await screen.findByRole('row', { name: 'a.txt' });
    expect(fake.paths()).toContain('home:/Docs/a.txt');
    expect(fake.has('home:/a.txt')).toBe(false);
  });

  it('New Folder makes "New Folder" and opens its name for editing', async () => {
    const { fake } = renderFiles({ files: { 'home:/New Folder': 'folder' } });
    await screen.findByRole('row', { name: 'New Folder' });
    fireEvent.click(screen.getByRole('button', { name: 'New Folder' }));
    const input = await screen.findByRole('textbox', { name: 'New name for New Folder 2' });
    fireEvent.change(input, { target: { value: 'Reports' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('row', { name: 'Reports' });
    expect(fake.has('home:/Reports')).toBe(true);
  });

  it('uploads the rest of a batch when one file fails, and names the one that failed', async () => {
    const { fake, shown, store, commands } = renderFiles({ files: { 'home:/keep.txt': 1 } });
    await screen.findByRole('row', { name: 'keep.txt' });
    fake.failOn('home:/Trip/bad.png', 'The upload is larger than the limit');
    const file = (name: string, size: number) => new File(['x'.repeat(size)], name);
    const batch: UploadBatch = {
      files: [
        { file: file('one.txt', 3), relativePath: 'Trip/one.txt' },
        { file: file('bad.png', 5), relativePath: 'Trip/bad.png' },
        { file: file('two.txt', 7), relativePath: 'Trip/Day 2/two.txt' },
      ],
      folders: ['Trip', 'Trip/Day 2', 'Trip/Empty'],
      unreadable: [],
    };
    await act(() => commands.upload(batch));
    expect(fake.paths()).toEqual(expect.arrayContaining(['home:/Trip/one.txt', 'home:/Trip/Day 2/two.txt', 'home:/Trip/Empty']));
    expect(fake.has('home:/Trip/bad.png')).toBe(false);
    const report = shown.find((dialog) => dialog.name === FAILURE_REPORT)?.options as unknown as FailureReportOptions;
    expect(report.message).toBe('1 of 3 items could not be uploaded:');
    expect(report.failures).toEqual([{ name: 'Trip/bad.png', message: 'The upload is larger than the limit' }]);
    expect(store.getState().order).toContain('home:/Trip');
  });

  it('asks before an upload replaces a file; Keep Both uploads it as a copy', async () => {
    const { fake, shown, commands, progressUpdates } = renderFiles({
      files: { 'home:/a.txt': 1 },
      answers: { confirm: () => ({ reason: 'ok', value: 'no' }) },
    });
    await screen.findByRole('row', { name: 'a.txt' });
    await act(() => commands.upload({ files: [{ file: new File(['hello'], 'a.txt'), relativePath: 'a.txt' }], folders: [], unreadable: [] }));
    expect(shown[0]?.options.message).toBe('“a.txt” already exists in Home. Replace it?');
    expect(fake.sizeOf('home:/a.txt')).toBe(1);
    expect(fake.sizeOf('home:/a (copy).txt')).toBe(5);
    expect(progressUpdates.at(-1)).toBe('Files: 1 of 1 · 5 B of 5 B');
  });

  it('opens the context menu from the keyboard with the focused row’s actions', async () => {
    renderFiles({ files: { 'home:/a.txt': 1 } });
    await screen.findByRole('row', { name: 'a.txt' });
    press('ArrowDown');
    press('F10', { shiftKey: true });
    const menu = screen.getByRole('menu', { name: 'File actions' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Open',
      'Cut',
      'Copy',
      'Paste',
      'Rename',
      'Download',
      'Move to Trash',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(screen.getByRole('textbox', { name: 'New name for a.txt' })).toBeTruthy();
  });

  it('shows another window’s change at once', async () => {
    const { fake } = renderFiles({ files: { 'home:/a.txt': 1 } });
    await screen.findByRole('row', { name: 'a.txt' });
    await act(() => fake.vfs.writefile('home:/from-elsewhere.txt', 'hi'));
    await screen.findByRole('row', { name: 'from-elsewhere.txt' });
  });

  it('sorts by a column header, both ways, and keeps folders first', async () => {
    const { preferences } = renderFiles({ files: { 'home:/big.txt': 900, 'home:/small.txt': 2, 'home:/Dir': 'folder' } });
    await screen.findByRole('row', { name: 'big.txt' });
    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(preferences.get().sort).toEqual({ key: 'size', direction: 'ascending' });
    const order = () => within(grid()).getAllByRole('row').slice(1).map((element) => element.getAttribute('aria-label'));
    await waitFor(() => expect(order()).toEqual(['Dir', 'small.txt', 'big.txt']));
    expect(screen.getByRole('columnheader', { name: 'Size' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    await waitFor(() => expect(order()).toEqual(['Dir', 'big.txt', 'small.txt']));
  });

  it('keeps only the rows in view in the DOM for a folder of 10,000 entries', async () => {
    const files = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`home:/file ${String(index)}.txt`, index] as const));
    renderFiles({ files });
    await screen.findByRole('row', { name: 'file 0.txt' });
    const rendered = within(grid()).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    expect(grid().getAttribute('aria-rowcount')).toBe('10001');
    // jsdom does not scroll: the test scrolls the list to its end as the browser would.
    const scroller = grid().querySelector('.files__scroller') as HTMLElement;
    scroller.scrollTop = 9_990 * 28;
    fireEvent.scroll(scroller);
    await screen.findByRole('row', { name: 'file 9999.txt' });
    expect(screen.queryByRole('row', { name: 'file 0.txt' })).toBeNull();
    expect(within(grid()).getAllByRole('row').length - 1).toBeLessThan(60);
  });

  it('a read-only mount offers no writes', async () => {
    renderFiles({ files: { 'apps:/Notes': 'folder' }, start: 'apps:/' });
    await screen.findByRole('row', { name: 'Notes' });
    expect((screen.getByRole('button', { name: 'New Folder' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload Files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes to a typed path, and says why a path cannot be opened', async () => {
    renderFiles({ files: { 'home:/Docs/x.txt': 1 } });
    await screen.findByRole('row', { name: 'Docs' });
    fireEvent.click(screen.getByRole('button', { name: 'Type a location' }));
    const input = screen.getByRole('textbox', { name: 'Location' });
    fireEvent.change(input, { target: { value: 'nowhere' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe("Given path 'nowhere' does not match 'name:/path'");
    fireEvent.change(input, { target: { value: 'home:/Docs/x.txt' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('row', { name: 'x.txt' });
    expect(selectedNames()).toEqual(['x.txt']);
  });
});
