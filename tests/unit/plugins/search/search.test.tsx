import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { search } from '../../../../plugins/search';
import { SEARCH_RESULT_LIMIT } from '../../../../plugins/search/constants';
import { tray } from '../../../../plugins/tray';
import type { FileEntry, Vfs } from '../../../../sdk';
import { entry } from '../../vfs/fixtures';
import { patchForFile } from '../../patchForFile';
import { settle } from '../../settle';
import { fakeContext } from '../fakeContext';

afterEach(cleanup);

// jsdom lays nothing out and has no scrollIntoView; the results scroll the selected one into view.
patchForFile(Element.prototype, 'scrollIntoView', { value() {} });

const RESULTS: FileEntry[] = [
  entry('home:/Documents/Report.pdf', { mime: 'application/pdf', icon: 'pdf' }),
  entry('bos:/Team/report-notes.txt', { mime: 'text/plain', icon: 'text' }),
];

/** The search and the tray on a fake context whose VFS answers RESULTS; the panel rendered. */
async function setUp(options: { keyOverrides?: Record<string, string>; failWith?: Error } = {}) {
  const vfs = { search: vi.fn<Vfs['search']>(() => (options.failWith ? Promise.reject(options.failWith) : Promise.resolve(RESULTS))) };
  const fake = fakeContext({ vfs: vfs as unknown as Vfs, keyOverrides: options.keyOverrides });
  await fake.activate(tray, search);
  fake.renderPanel();
  return { ...fake, vfs };
}

const overlay = () => screen.queryByRole('dialog', { name: 'Search' });
const box = () => screen.getByRole('combobox', { name: 'Search files' });
const press = (key: string) => act(() => void fireEvent.keyDown(box(), { key }));

describe('the F3 search', () => {
  it('registers F3 and a tray icon whose tooltip names it', async () => {
    const fake = await setUp();
    expect(fake.keybindings.get('atrium.search.toggle')?.key).toBe('F3');
    const icon = within(screen.getByRole('group', { name: 'Tray' })).getByRole('button', { name: 'Search files (F3)' });
    expect(icon.title).toBe('Search files (F3)');
    expect(icon.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it("names the user's own chord when the settings remap it", async () => {
    await setUp({ keyOverrides: { 'atrium.search.toggle': 'Ctrl+Shift+F' } });
    expect(screen.getByRole('button', { name: 'Search files (Ctrl+Shift+F)' })).toBeTruthy();
  });

  it('F3 shows the overlay with the text box focused and a status line; F3 again hides it', async () => {
    const fake = await setUp();
    expect(overlay()).toBeNull();
    fake.press('atrium.search.toggle');
    expect(overlay()).not.toBeNull();
    expect(document.activeElement).toBe(box());
    expect(screen.getByRole('status').textContent).toBe('Type part of a file name and press Enter.');
    fake.press('atrium.search.toggle');
    expect(overlay()).toBeNull();
  });

  it('by keyboard alone: a query and Enter search every mount, each result shows its icon and path (mime type); arrows and Enter open one', async () => {
    const fake = await setUp();
    const before = screen.getByRole('button', { name: 'Search files (F3)' });
    before.focus();
    fake.press('atrium.search.toggle');
    fireEvent.change(box(), { target: { value: 'report' } });
    press('Enter');
    await settle();
    expect(fake.vfs.search).toHaveBeenCalledWith(null, '*report*', { limit: SEARCH_RESULT_LIMIT, onProgress: expect.any(Function), signal: expect.any(AbortSignal) });
    expect(screen.getByRole('status').textContent).toBe('Files found: 2');
    const options = within(screen.getByRole('listbox', { name: 'Results' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['home:/Documents/Report.pdf (application/pdf)', 'bos:/Team/report-notes.txt (text/plain)']);
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    press('ArrowDown');
    press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    press('Enter');
    expect(fake.apps.openFile).toHaveBeenCalledWith(RESULTS[1]);
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('a click on a result opens it; Escape resets the selection, then hides', async () => {
    const fake = await setUp();
    fake.press('atrium.search.toggle');
    fireEvent.change(box(), { target: { value: 'r' } });
    press('Enter');
    await settle();
    press('ArrowUp');
    press('Escape');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(overlay()).not.toBeNull();
    fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
    expect(fake.apps.openFile).toHaveBeenCalledWith(RESULTS[0]);
    fake.press('atrium.search.toggle');
    press('Escape');
    expect(overlay()).toBeNull();
  });

  it('counts the mounts searched and the files found while the search runs', async () => {
    const fake = await setUp();
    let answer: (results: FileEntry[]) => void = () => undefined;
    fake.vfs.search.mockImplementationOnce((_root, _pattern, options) => {
      options?.onProgress?.({ mount: 'home', searched: 1, total: 2, found: 1 });
      return new Promise((resolve) => (answer = resolve));
    });
    fake.press('atrium.search.toggle');
    fireEvent.change(box(), { target: { value: 'report' } });
    press('Enter');
    expect(screen.getByRole('status').textContent).toBe('Searching… 1 of 2 places, files found: 1');
    answer(RESULTS);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Files found: 2');
  });

  it('says when nothing is found, and why a search failed', async () => {
    const fake = await setUp({ failWith: new Error("Filesystem not found for 'x:/'") });
    fake.press('atrium.search.toggle');
    fireEvent.change(box(), { target: { value: 'r' } });
    press('Enter');
    await settle();
    expect(screen.getByRole('status').textContent).toBe("Filesystem not found for 'x:/'");
    fake.vfs.search.mockResolvedValueOnce([]);
    press('Enter');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('No files found.');
  });

  it('the tray icon toggles it too, and the overlay goes with the plugin', async () => {
    const fake = await setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Search files (F3)' }));
    expect(overlay()).not.toBeNull();
    fake.deactivate();
    expect(overlay()).toBeNull();
    expect(fake.keybindings.has('atrium.search.toggle')).toBe(false);
  });
});
