import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notes } from '../../../../apps/notes';
import { createNotebook, isModified } from '../../../../apps/notes/notebook';
import { createAppService, type Application } from '../../../../engine/apps';
import { createEventBus, DisposableStore, toDisposable, writableValue } from '../../../../engine/core';
import { revealWindow } from '../../../../engine/workspaces';
import type { PluginContext } from '../../../../sdk';
import type { Manifest, Profile } from '../../../../server/contract';
import { setUp } from '../../dialogs/harness';
import { withLayoutSize } from '../../filelist/layout';
import { memoryFiles } from '../../vfs/memoryFiles';
import { settle } from '../../settle';
import { pkg, profileWith } from '../fixtures';

afterEach(() => {
  cleanup();
});

// The open dialog's file list is virtual: jsdom must say it has room for rows. Without this the
// test passed only when a file run before it in the same worker had left such a size behind.
withLayoutSize();

const MANIFEST: Manifest = [pkg('Notes', { singleton: true, mimes: ['text/*'] })];

/**
 * Notes as the desktop runs it: the real app service, window host and dialogs (their windows
 * rendered in the document), over files in memory: home:/Todo.txt and home:/Documents/Notes.txt hold text.
 */
async function startNotes(args: Record<string, unknown> = {}) {
  const { files, contents } = memoryFiles(undefined, { 'home:/Todo.txt': 'buy milk', 'home:/Documents/Notes.txt': 'meeting at 10' });
  const shown = setUp({ files });
  const apps = createAppService({
    windows: shown.windows,
    openWindow: shown.host.open,
    reveal: (wid) => revealWindow(shown.windows, (id) => shown.windows.getState().showWorkspace(id), wid),
    onWindowsDestroyed: shown.onWindowsDestroyed,
    bus: createEventBus(),
    manifest: writableValue(MANIFEST),
    profile: writableValue<Profile | null>(profileWith([])),
    locale: writableValue('en_EN'),
    mobileAgent: false,
    loadPackage: () => Promise.resolve(),
    reportFailure: vi.fn(),
  });
  const ctx = {
    apps: { register: (registration: Parameters<PluginContext['apps']['register']>[0]) => apps.register(registration) },
    vfs: files,
    dialogs: shown.service,
    i18n: { t: (key: string, values?: Record<string, unknown>) => shown.i18n.t(key, values), registerStrings: () => toDisposable(() => undefined) },
    subscriptions: new DisposableStore(),
  } as unknown as PluginContext;
  await notes.activate(ctx);
  const app = (await shown.run(() => apps.launch('Notes', args))) as Application;
  await settle();
  const window = () => screen.getByRole('dialog', { name: 'Notes' });
  const wid = app.windows[0]?.wid ?? 0;
  const breadcrumb = () => shown.windows.getState().windows.get(wid)?.breadcrumb;
  return { ...shown, apps, app, files, contents, window, wid, breadcrumb };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const text = () => screen.getByRole('textbox', { name: /text$/ }) as HTMLTextAreaElement;

describe('the notebook', () => {
  it('starts on its first page; a page asked for is added once, a file once per path', () => {
    const notebook = createNotebook();
    const state = () => notebook.getState();
    expect(state().pages.map((page) => page.id)).toEqual(['notes']);
    state().showPage({ page: 'orders', pageTitle: 'Orders' });
    state().showPage({ page: 'orders', pageTitle: 'Orders' });
    state().showFile('home:/a.txt', 'one');
    state().select('notes');
    state().showFile('home:/a.txt', 'changed on disk');
    expect(state().pages.map((page) => [page.id, page.title, page.text])).toEqual([
      ['notes', null, ''],
      ['orders', 'Orders', ''],
      ['file:home:/a.txt', 'a.txt', 'one'],
    ]);
    expect(state().current).toBe('file:home:/a.txt');
  });

  it('knows a page is modified until it is saved, under the name it was saved as', () => {
    const notebook = createNotebook();
    const state = () => notebook.getState();
    state().edit('draft');
    expect(state().pages.map(isModified)).toEqual([true]);
    state().savedAs('notes', 'home:/Draft.txt', 'draft');
    expect(state().pages[0]).toMatchObject({ path: 'home:/Draft.txt', title: 'Draft.txt', text: 'draft', saved: 'draft' });
  });
});

describe('Notes on files', () => {
  it('opens the file a launch names (args.path) on a page of its own, named after it in the tab and the breadcrumb', async () => {
    const { breadcrumb } = await startNotes({ path: 'home:/Todo.txt' });
    expect(tab('Todo.txt').getAttribute('aria-selected')).toBe('true');
    expect(text().value).toBe('buy milk');
    expect(breadcrumb()).toEqual(['home:/Todo.txt']);
  });

  it('marks a changed page and saves it to its file with Save or Ctrl+S', async () => {
    const { run, files, contents } = await startNotes({ path: 'home:/Todo.txt' });
    run(() => fireEvent.change(text(), { target: { value: 'buy milk and eggs' } }));
    expect(tab('Todo.txt (modified)')).toBeTruthy();
    run(() => fireEvent.keyDown(text(), { key: 's', ctrlKey: true }));
    await settle();
    expect(files.writefile).toHaveBeenCalledWith('home:/Todo.txt', 'buy milk and eggs');
    expect(contents.get('home:/Todo.txt')).toBe('buy milk and eggs');
    expect(screen.getByRole('tab', { name: 'Todo.txt' })).toBeTruthy();
  });

  it('Save on a page without a file asks where (Save As), then the page is that file', async () => {
    const { run, contents, breadcrumb } = await startNotes();
    run(() => fireEvent.change(text(), { target: { value: 'a plan' } }));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Save as' });
    const name = within(dialog).getByRole('textbox', { name: 'File name' });
    expect(name).toHaveProperty('value', 'New File');
    run(() => fireEvent.change(name, { target: { value: 'Plan.txt' } }));
    run(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await settle();
    expect(contents.get('home:/Plan.txt')).toBe('a plan');
    expect(tab('Plan.txt').getAttribute('aria-selected')).toBe('true');
    expect(breadcrumb()).toEqual(['home:/Plan.txt']);
  });

  it("Save As onto an existing file asks 'Do you want to overwrite …?' and saves only on Yes", async () => {
    const { run, contents } = await startNotes({ path: 'home:/Documents/Notes.txt' });
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Save As…' })));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Save as' });
    // It starts in the page's folder, with the page's name.
    expect(within(dialog).getByRole('listbox', { name: 'Files in home:/Documents' })).toBeTruthy();
    run(() => fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: 'Report.pdf' } }));
    run(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await settle();
    const confirm = screen.getByRole('dialog', { name: 'Confirm' });
    expect(confirm.textContent).toContain('Do you want to overwrite home:/Documents/Report.pdf?');
    run(() => fireEvent.click(within(confirm).getByRole('button', { name: 'No' })));
    expect(contents.has('home:/Documents/Report.pdf')).toBe(false);
    run(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await settle();
    run(() => fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Yes' })));
    await settle();
    expect(contents.get('home:/Documents/Report.pdf')).toBe('meeting at 10');
  });

  it('opens a file through the open dialog (Ctrl+O), on a new page beside the others', async () => {
    const { run } = await startNotes();
    run(() => fireEvent.keyDown(text(), { key: 'o', ctrlKey: true }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Open' });
    // The folder's list loads after the dialog shows: wait for its rows, not for a number of tasks.
    const documents = await within(dialog).findByRole('option', { name: 'Documents' });
    run(() => fireEvent.doubleClick(documents));
    const notes = await within(dialog).findByRole('option', { name: 'Notes.txt' });
    run(() => fireEvent.doubleClick(notes));
    await settle();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Notes', 'Notes.txt']);
    expect(text().value).toBe('meeting at 10');
  });

  it('a running Notes gets a file opened with it as a page request (its path), as openFile sends to a singleton', async () => {
    const { apps, run } = await startNotes({ path: 'home:/Todo.txt' });
    await run(() => apps.launch('Notes', { path: 'home:/Documents/Notes.txt', page: 'home:/Documents/Notes.txt', pageTitle: 'Notes.txt' }));
    await settle();
    expect(screen.getAllByRole('dialog', { name: 'Notes' })).toHaveLength(1);
    expect(tab('Notes.txt').getAttribute('aria-selected')).toBe('true');
    expect(text().value).toBe('meeting at 10');
  });

  it('shows why a file could not be read or saved, and keeps the changes', async () => {
    const { run, files } = await startNotes({ path: 'home:/Gone.txt' });
    expect(screen.getByRole('alert').textContent).toBe("'home:/Gone.txt' does not exist");
    run(() => fireEvent.change(text(), { target: { value: 'keep me' } }));
    vi.mocked(files.writefile).mockRejectedValueOnce(Object.assign(new Error("Filesystem 'home' is read-only"), { code: 'ERR_VFS_READ_ONLY' }));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Save as' });
    run(() => fireEvent.change(within(dialog).getByRole('textbox', { name: 'File name' }), { target: { value: 'Kept.txt' } }));
    run(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Filesystem 'home' is read-only");
    expect(text().value).toBe('keep me');
    expect(tab('Notes (modified)')).toBeTruthy();
  });

  it('closing with unsaved changes asks first: Cancel keeps the window, Close without saving closes it', async () => {
    const { run, host, wid, windows } = await startNotes({ path: 'home:/Todo.txt' });
    run(() => fireEvent.change(text(), { target: { value: 'changed' } }));
    run(() => host.close(wid));
    await settle();
    const confirm = screen.getByRole('dialog', { name: 'Unsaved changes' });
    expect(confirm.textContent).toContain('Close and lose the unsaved changes to Todo.txt?');
    run(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' })));
    await settle();
    expect(windows.getState().windows.get(wid)).toBeDefined();
    run(() => host.close(wid));
    await settle();
    run(() => fireEvent.click(within(screen.getByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Close without saving' })));
    await settle();
    expect(windows.getState().windows.get(wid)).toBeUndefined();
  });

  it('closes at once when everything is saved', async () => {
    const { run, host, wid, windows } = await startNotes({ path: 'home:/Todo.txt' });
    run(() => host.close(wid));
    expect(windows.getState().windows.get(wid)).toBeUndefined();
  });
});
