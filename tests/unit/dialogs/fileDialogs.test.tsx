import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '../../../engine/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_MIN, FILE_DIALOG_SIZE } from '../../../engine/dialogs';
import { TYPE_AHEAD_MS } from '../../../engine/filelist';
import { withLayoutSize } from '../filelist/layout';
import { entry } from '../vfs/fixtures';
import { memoryFiles } from '../vfs/memoryFiles';
import { settle } from '../settle';
import { setUp } from './harness';

afterEach(() => {
  cleanup();
});

// The file dialog's list is virtual: jsdom must say it has room for rows, and room to scroll
// (a scroll offset is kept below the content's height less the box's).
withLayoutSize({ clientWidth: 800, clientHeight: 560, scrollHeight: 1_000_000 });

const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const optionTexts = (list: HTMLElement) => within(list).queryAllByRole('option').map((option) => option.textContent);
/** The names a file list shows, top to bottom. */
const names = (list: HTMLElement) => within(list).queryAllByRole('option').map((option) => option.querySelector('.file-list__name')?.textContent);
const option = (list: HTMLElement, name: string) => within(list).getByRole('option', { name });
const key = (list: HTMLElement, name: string) => fireEvent.keyDown(list, { key: name });

describe('default application dialog', () => {
  const apps = [
    { name: 'editor', title: 'Text Editor' },
    { name: 'notes', title: 'Notes' },
    { name: 'viewer', title: 'Viewer' },
  ];

  it("opens titled Open with, the list focused and naming the MIME type; OK waits for a choice; answers the app and 'remember'", () => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('defaultApplication', { mime: 'text/plain', apps }, callback));
    expect(windows.getState().windows.get(wid)?.state.dimension.width).toBeGreaterThanOrEqual(400);
    const list = within(dialog('Open with')).getByRole('listbox', { name: 'Open text/plain files with:' });
    expect(document.activeElement).toBe(list);
    expect(optionTexts(list)).toEqual(['Text Editor', 'Notes', 'Viewer']);
    const remember = screen.getByRole('checkbox', { name: 'Remember my choice' });
    expect(remember).toHaveProperty('checked', false);
    expect(button('OK')).toHaveProperty('disabled', true);
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(callback).not.toHaveBeenCalled();
    run(() => fireEvent.change(list, { target: { value: 'notes' } }));
    run(() => fireEvent.click(remember));
    run(() => fireEvent.click(button('OK')));
    expect(callback).toHaveBeenCalledWith('ok', { app: 'notes', remember: true });
  });

  it('starts from the value and remember given; Enter and a double-click accept', () => {
    const { service, run } = setUp();
    const entered = vi.fn();
    const clicked = vi.fn();
    run(() => service.open('defaultApplication', { mime: 'image/png', apps, value: 'viewer', remember: true }, entered));
    const list = screen.getByRole('listbox');
    expect(list).toHaveProperty('value', 'viewer');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(entered).toHaveBeenCalledWith('ok', { app: 'viewer', remember: true });
    run(() => service.open('defaultApplication', { mime: 'image/png', apps }, clicked));
    run(() => fireEvent.change(screen.getByRole('listbox'), { target: { value: 'editor' } }));
    run(() => fireEvent.doubleClick(screen.getByRole('listbox')));
    expect(clicked).toHaveBeenCalledWith('ok', { app: 'editor', remember: false });
  });

  it('Cancel answers cancel and Escape esc, both without an app', () => {
    const { service, run } = setUp();
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('defaultApplication', { mime: 'text/plain', apps, value: 'notes' }, cancelled));
    run(() => fireEvent.click(button('Cancel')));
    expect(cancelled).toHaveBeenCalledWith('cancel', null);
    run(() => service.open('defaultApplication', { mime: 'text/plain', apps, value: 'notes' }, escaped));
    run(escape);
    expect(escaped).toHaveBeenCalledWith('esc', null);
  });
});

describe('file dialog: open', () => {
  it('opens titled Open in home:/ with room for sizes and dates (the spec minimum 400×400 kept), folders first, the list focused; Open waits for a file', async () => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('file', { mode: 'open' }, callback));
    await settle();
    const window = windows.getState().windows.get(wid);
    expect(window?.state.dimension).toEqual(FILE_DIALOG_SIZE);
    expect(window?.attributes.minDimension).toEqual(DIALOG_MIN.file);
    const list = within(dialog('Open')).getByRole('listbox', { name: 'Files in home:/' });
    expect(document.activeElement).toBe(list);
    expect(screen.getByText('home:/', { exact: false }).id).toBe(dialog('Open').getAttribute('aria-describedby'));
    expect(names(list)).toEqual(['Documents', 'Pictures', 'Todo.txt']);
    // Each row: the entry's icon, name, size (none for folders) and date.
    const todo = option(list, 'Todo.txt');
    expect(todo.textContent).toBe('Todo.txt312 B2026-01-15 09:30');
    expect(todo.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['312 B', '2026-01-15 09:30']);
    expect(todo.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(option(list, 'Documents').querySelector('.file-list__size')?.textContent).toBe('');
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.click(option(list, 'Documents')));
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.click(option(list, 'Todo.txt')));
    expect(option(list, 'Todo.txt').getAttribute('aria-selected')).toBe('true');
    expect(list.getAttribute('aria-activedescendant')).toBe(option(list, 'Todo.txt').id);
    expect(button('Open')).toHaveProperty('disabled', false);
    run(() => fireEvent.click(button('Open')));
    expect(callback).toHaveBeenCalledWith('ok', {
      path: 'home:/Todo.txt',
      filename: 'Todo.txt',
      entry: expect.objectContaining({ filename: 'Todo.txt', path: 'home:/Todo.txt', isFile: true, mime: 'text/plain', size: 312 }),
    });
  });

  it('by keyboard: arrows, Home, End and a first letter choose; Enter enters a folder and focuses its list; Up goes back and is disabled at the root', async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open' }, () => {}));
    await settle();
    expect(button('Up')).toHaveProperty('disabled', true);
    const list = screen.getByRole('listbox');
    const chosen = () => within(list).queryAllByRole('option').findIndex((row) => row.getAttribute('aria-selected') === 'true');
    run(() => key(list, 'ArrowDown'));
    expect(chosen()).toBe(0);
    run(() => key(list, 'End'));
    expect(chosen()).toBe(2);
    run(() => key(list, 'ArrowDown'));
    expect(chosen()).toBe(2);
    run(() => key(list, 'Home'));
    run(() => key(list, 'ArrowUp'));
    expect(chosen()).toBe(0);
    // A first letter jumps to the next name with it; letters typed a moment apart start anew.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      run(() => key(list, 't'));
      expect(chosen()).toBe(2);
      vi.advanceTimersByTime(TYPE_AHEAD_MS);
      run(() => key(list, 'd'));
      expect(chosen()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    run(() => key(list, 'Enter'));
    await settle();
    const documents = screen.getByRole('listbox', { name: 'Files in home:/Documents' });
    expect(document.activeElement).toBe(documents);
    expect(names(documents)).toEqual(['Drafts', 'Notes.txt', 'Report.pdf']);
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.click(button('Up')));
    await settle();
    expect(names(screen.getByRole('listbox', { name: 'Files in home:/' }))).toEqual(['Documents', 'Pictures', 'Todo.txt']);
  });

  // The ceilings are not waits: 10,000 entries made and listed took 2 s on the shared machine, over 5 s at its busiest.
  it('a 10,000-entry folder draws only the rows in view; End, PageUp and a typed name reach any entry, and the list points at it', async () => {
    const count = 10_000;
    const names10k = Array.from({ length: count }, (_, index) => `file-${String(index).padStart(5, '0')}.txt`);
    const { files } = memoryFiles({ 'home:/Big': names10k.map((name) => entry(`home:/Big/${name}`, { mime: 'text/plain' })) });
    const { service, run } = setUp({ files });
    run(() => service.open('file', { mode: 'open', path: 'home:/Big' }, () => {}));
    await settle();
    const list = screen.getByRole('listbox', { name: 'Files in home:/Big' });
    const drawn = () => within(list).queryAllByRole('option').length;
    const chosen = () => within(list).queryAllByRole('option').find((row) => row.getAttribute('aria-selected') === 'true');
    expect(drawn()).toBeGreaterThan(0);
    expect(drawn()).toBeLessThan(100);
    // The list scrolls the chosen row into view (a frame later) and points at it.
    const pointsAt = async (name: string) => {
      await waitFor(() => expect(chosen()?.textContent).toContain(name), { timeout: 10_000 });
      expect(list.getAttribute('aria-activedescendant')).toBe(chosen()?.id);
      expect(drawn()).toBeLessThan(100);
    };
    run(() => key(list, 'End'));
    await pointsAt('file-09999.txt');
    run(() => key(list, 'PageUp'));
    await waitFor(() => expect(chosen()?.textContent).not.toContain('file-09999.txt'), { timeout: 10_000 });
    // Characters typed together find a name by its start.
    for (const character of 'file-05') run(() => key(list, character));
    await pointsAt('file-05000.txt');
  }, 30_000);

  it('a double-click enters a folder, and on a file accepts it; Enter on a file accepts too', async () => {
    const { service, run } = setUp();
    const clicked = vi.fn();
    const entered = vi.fn();
    run(() => service.open('file', { mode: 'open' }, clicked));
    await settle();
    run(() => fireEvent.doubleClick(option(screen.getByRole('listbox'), 'Pictures')));
    await settle();
    const pictures = screen.getByRole('listbox', { name: 'Files in home:/Pictures' });
    run(() => fireEvent.doubleClick(option(pictures, 'Logo.svg')));
    expect(clicked).toHaveBeenCalledWith('ok', expect.objectContaining({ path: 'home:/Pictures/Logo.svg', filename: 'Logo.svg' }));

    run(() => service.open('file', { mode: 'open', path: 'home:/Documents' }, entered));
    await settle();
    const list = screen.getByRole('listbox', { name: 'Files in home:/Documents' });
    run(() => fireEvent.click(option(list, 'Notes.txt')));
    run(() => key(list, 'Enter'));
    expect(entered).toHaveBeenCalledWith('ok', expect.objectContaining({ path: 'home:/Documents/Notes.txt' }));
  });

  it('lists only files of the MIME types asked for; folders always; hidden files never', async () => {
    const { files } = memoryFiles();
    const { service, run } = setUp({ files });
    run(() => service.open('file', { mode: 'open', path: 'home:/Documents', mime: ['application/pdf', 'image/*'] }, () => {}));
    await settle();
    expect(names(screen.getByRole('listbox'))).toEqual(['Drafts', 'Report.pdf']);
    expect(files.readdir).toHaveBeenCalledWith('home:/Documents', { showHiddenFiles: false });
  });

  it('offers the visible mounts by their names in the language; choosing one shows its root', async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open' }, () => {}));
    await settle();
    const mounts = screen.getByRole('combobox', { name: 'Location' });
    expect(optionTexts(mounts)).toEqual(['Home', 'Shared']);
    expect(mounts).toHaveProperty('value', 'home');
    run(() => fireEvent.change(mounts, { target: { value: 'bos' } }));
    await settle();
    expect(names(screen.getByRole('listbox', { name: 'Files in bos:/' }))).toEqual(['Invoice.csv']);
  });

  it('a restricted mount given as the path is offered too, after the visible ones', async () => {
    const { files } = memoryFiles({ 'apps:/': [] });
    const { service, run } = setUp({ files });
    run(() => service.open('file', { mode: 'open', path: 'apps:/' }, () => {}));
    await settle();
    expect(optionTexts(screen.getByRole('combobox', { name: 'Location' }))).toEqual(['Home', 'Shared', 'Applications']);
  });

  it("a malformed path shows the spec's error naming it, and nothing can be opened", async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open', path: 'Documents' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Given path 'Documents' does not match 'name:/path'");
    expect(names(screen.getByRole('listbox'))).toEqual([]);
    expect(button('Open')).toHaveProperty('disabled', true);
    expect(button('Up')).toHaveProperty('disabled', true);
  });

  it("shows why a folder cannot be listed (the mount rules, the server's answer), and says when a folder is empty", async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open', path: 'nowhere:/' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Filesystem not found for 'nowhere:/'");
    cleanup();
    const gone = setUp();
    gone.run(() => gone.service.open('file', { mode: 'open', path: 'home:/Gone' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("'home:/Gone' does not exist");
    cleanup();
    const empty = setUp();
    empty.run(() => empty.service.open('file', { mode: 'open', path: 'home:/Documents/Drafts' }, () => {}));
    await settle();
    expect(screen.getByText('This folder is empty')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a client-side error in the user's language", async () => {
    const { service, run, i18n } = setUp();
    await act(() => setLocale(i18n, 'de_DE'));
    run(() => service.open('file', { mode: 'open', path: 'nowhere:/' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Kein Dateisystem für 'nowhere:/' gefunden");
  });

  it('Cancel answers cancel and Escape esc', async () => {
    const { service, run } = setUp();
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('file', { mode: 'open', path: 'bos:/' }, cancelled));
    await settle();
    run(() => fireEvent.click(button('Cancel')));
    expect(cancelled).toHaveBeenCalledWith('cancel', null);
    run(() => service.open('file', { mode: 'open' }, escaped));
    await settle();
    run(escape);
    expect(escaped).toHaveBeenCalledWith('esc', null);
  });
});

describe('file dialog: save', () => {
  it("opens titled Save as with 'New File' in the focused name field; Save is enabled only with a name", async () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('file', { mode: 'save' }, callback));
    await settle();
    const name = within(dialog('Save as')).getByRole('textbox', { name: 'File name' });
    expect(document.activeElement).toBe(name);
    expect(name).toHaveProperty('value', 'New File');
    expect(button('Save')).toHaveProperty('disabled', false);
    run(() => fireEvent.change(name, { target: { value: '   ' } }));
    expect(button('Save')).toHaveProperty('disabled', true);
    run(() => fireEvent.submit(name));
    await settle();
    expect(callback).not.toHaveBeenCalled();
    run(() => fireEvent.change(name, { target: { value: ' Plan.txt ' } }));
    expect(button('Save')).toHaveProperty('disabled', false);
  });

  it('a new name answers its path in the current folder without asking', async () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('file', { mode: 'save', path: 'home:/Documents', filename: 'Plan.txt' }, callback));
    await settle();
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(callback).toHaveBeenCalledWith('ok', { path: 'home:/Documents/Plan.txt', filename: 'Plan.txt' });
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
  });

  it('a name that cannot be one is refused in the dialog, naming it; typing clears the error', async () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('file', { mode: 'save', filename: 'a/b.txt' }, callback));
    await settle();
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/^'a\/b\.txt' is not a valid name/);
    const name = screen.getByRole('textbox', { name: 'File name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(callback).not.toHaveBeenCalled();
    run(() => fireEvent.change(name, { target: { value: 'b.txt' } }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("an existing name asks 'Do you want to overwrite {path}?' as the file dialog's modal child: No stays, Yes answers", async () => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('file', { mode: 'save' }, callback));
    await settle();
    run(() => fireEvent.change(screen.getByRole('textbox', { name: 'File name' }), { target: { value: 'Todo.txt' } }));
    run(() => fireEvent.click(button('Save')));
    await settle();
    const confirm = dialog('Confirm');
    expect(within(confirm).getByText('Do you want to overwrite home:/Todo.txt?')).toBeTruthy();
    const child = Number(confirm.dataset.wid);
    expect(windows.getState().windows.get(child)).toMatchObject({ parent: wid, attributes: expect.objectContaining({ modal: true }) });
    run(() => fireEvent.click(button('No', confirm)));
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(callback).not.toHaveBeenCalled();
    expect(dialog('Save as')).toBeTruthy();

    run(() => fireEvent.click(button('Save')));
    await settle();
    run(() => fireEvent.click(button('Yes', dialog('Confirm'))));
    expect(callback).toHaveBeenCalledWith('ok', {
      path: 'home:/Todo.txt',
      filename: 'Todo.txt',
      entry: expect.objectContaining({ path: 'home:/Todo.txt', isFile: true }),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('choosing a file fills the name; a name that is a folder enters it', async () => {
    const { service, run } = setUp();
    const callback = vi.fn();
    run(() => service.open('file', { mode: 'save' }, callback));
    await settle();
    run(() => fireEvent.click(option(screen.getByRole('listbox'), 'Todo.txt')));
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveProperty('value', 'Todo.txt');
    run(() => fireEvent.change(screen.getByRole('textbox', { name: 'File name' }), { target: { value: 'Pictures' } }));
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(screen.getByRole('listbox', { name: 'Files in home:/Pictures' })).toBeTruthy();
    expect(callback).not.toHaveBeenCalled();
  });

  it('asks about a file the server has even when the list does not show it (a hidden file)', async () => {
    const { files } = memoryFiles({ 'home:/': [] });
    files.exists.mockResolvedValue(true);
    const { service, run } = setUp({ files });
    run(() => service.open('file', { mode: 'save', filename: '.hidden' }, () => {}));
    await settle();
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(files.exists).toHaveBeenCalledWith('home:/.hidden');
    expect(within(dialog('Confirm')).getByText('Do you want to overwrite home:/.hidden?')).toBeTruthy();
  });

  it('a check that fails is shown, and Save can be pressed again', async () => {
    const { files } = memoryFiles();
    files.exists.mockRejectedValueOnce(new Error('The connection was lost'));
    const { service, run } = setUp({ files });
    const callback = vi.fn();
    run(() => service.open('file', { mode: 'save', filename: 'Plan.txt' }, callback));
    await settle();
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The connection was lost');
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(callback).toHaveBeenCalledWith('ok', { path: 'home:/Plan.txt', filename: 'Plan.txt' });
  });
});
