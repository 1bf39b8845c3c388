import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryFileSource, DIALOG_MIN, type FileSource } from '../../../engine/dialogs';
import { setUp } from './harness';

afterEach(() => {
  cleanup();
});

const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
/** Lets the file source's promises settle and React render what they changed. */
const settle = () => act(async () => {});
const optionTexts = (list: HTMLElement) => within(list).queryAllByRole('option').map((option) => option.textContent);

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
  it('opens at the spec minimum 400×400 titled Open in home:/, folders first, the list focused; Open waits for a file', async () => {
    const { service, windows, run } = setUp();
    const callback = vi.fn();
    const { wid } = run(() => service.open('file', { mode: 'open' }, callback));
    await settle();
    expect(windows.getState().windows.get(wid)?.state.dimension).toEqual(DIALOG_MIN.file);
    const list = within(dialog('Open')).getByRole('listbox', { name: 'Files in home:/' });
    expect(document.activeElement).toBe(list);
    expect(screen.getByText('home:/', { exact: false }).id).toBe(dialog('Open').getAttribute('aria-describedby'));
    expect(optionTexts(list)).toEqual(['Documents/', 'Pictures/', 'Todo.txt']);
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.change(list, { target: { value: 'home:/Documents' } }));
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.change(list, { target: { value: 'home:/Todo.txt' } }));
    expect(button('Open')).toHaveProperty('disabled', false);
    run(() => fireEvent.click(button('Open')));
    expect(callback).toHaveBeenCalledWith('ok', {
      path: 'home:/Todo.txt',
      filename: 'Todo.txt',
      entry: { filename: 'Todo.txt', path: 'home:/Todo.txt', isDirectory: false, isFile: true, mime: 'text/plain', size: 312 },
    });
  });

  it('Enter on a folder enters it and focuses its list; Up goes back and is disabled at the root', async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open' }, () => {}));
    await settle();
    expect(button('Up')).toHaveProperty('disabled', true);
    const list = screen.getByRole('listbox');
    run(() => fireEvent.change(list, { target: { value: 'home:/Documents' } }));
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    await settle();
    const documents = screen.getByRole('listbox', { name: 'Files in home:/Documents' });
    expect(document.activeElement).toBe(documents);
    expect(optionTexts(documents)).toEqual(['Drafts/', 'Notes.txt', 'Report.pdf']);
    expect(button('Open')).toHaveProperty('disabled', true);
    run(() => fireEvent.click(button('Up')));
    await settle();
    expect(optionTexts(screen.getByRole('listbox', { name: 'Files in home:/' }))).toEqual(['Documents/', 'Pictures/', 'Todo.txt']);
  });

  it('a double-click enters a folder, and on a file accepts it; Enter on a file accepts too', async () => {
    const { service, run } = setUp();
    const clicked = vi.fn();
    const entered = vi.fn();
    run(() => service.open('file', { mode: 'open' }, clicked));
    await settle();
    run(() => fireEvent.change(screen.getByRole('listbox'), { target: { value: 'home:/Pictures' } }));
    run(() => fireEvent.doubleClick(screen.getByRole('listbox')));
    await settle();
    const pictures = screen.getByRole('listbox', { name: 'Files in home:/Pictures' });
    run(() => fireEvent.change(pictures, { target: { value: 'home:/Pictures/Logo.svg' } }));
    run(() => fireEvent.doubleClick(pictures));
    expect(clicked).toHaveBeenCalledWith('ok', expect.objectContaining({ path: 'home:/Pictures/Logo.svg', filename: 'Logo.svg' }));

    run(() => service.open('file', { mode: 'open', path: 'home:/Documents' }, entered));
    await settle();
    const list = screen.getByRole('listbox', { name: 'Files in home:/Documents' });
    run(() => fireEvent.change(list, { target: { value: 'home:/Documents/Notes.txt' } }));
    run(() => fireEvent.keyDown(list, { key: 'Enter' }));
    expect(entered).toHaveBeenCalledWith('ok', expect.objectContaining({ path: 'home:/Documents/Notes.txt' }));
  });

  it('lists only files of the MIME types asked for; folders always', async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open', path: 'home:/Documents', mime: ['application/pdf', 'image/*'] }, () => {}));
    await settle();
    expect(optionTexts(screen.getByRole('listbox'))).toEqual(['Drafts/', 'Report.pdf']);
  });

  it("a malformed path shows the spec's error naming it, and nothing can be opened", async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open', path: 'Documents' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Given path 'Documents' does not match 'name:/path'");
    expect(optionTexts(screen.getByRole('listbox'))).toEqual([]);
    expect(button('Open')).toHaveProperty('disabled', true);
    expect(button('Up')).toHaveProperty('disabled', true);
  });

  it("shows the source's error for a folder it cannot list, and says when a folder is empty", async () => {
    const { service, run } = setUp();
    run(() => service.open('file', { mode: 'open', path: 'bos:/' }, () => {}));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe("Filesystem 'bos' not found");
    cleanup();
    const second = setUp();
    second.run(() => second.service.open('file', { mode: 'open', path: 'home:/Documents/Drafts' }, () => {}));
    await settle();
    expect(screen.getByText('This folder is empty')).toBeTruthy();
  });

  it('lists from the source given; Cancel answers cancel and Escape esc', async () => {
    const { service, run } = setUp();
    const source = createMemoryFileSource({ bos: { 'Invoice.csv': { mime: 'text/csv', size: 5 } } });
    const cancelled = vi.fn();
    const escaped = vi.fn();
    run(() => service.open('file', { mode: 'open', path: 'bos:/', source }, cancelled));
    await settle();
    expect(optionTexts(screen.getByRole('listbox'))).toEqual(['Invoice.csv']);
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
    run(() => fireEvent.change(screen.getByRole('listbox'), { target: { value: 'home:/Todo.txt' } }));
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveProperty('value', 'Todo.txt');
    run(() => fireEvent.change(screen.getByRole('textbox', { name: 'File name' }), { target: { value: 'Pictures' } }));
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(screen.getByRole('listbox', { name: 'Files in home:/Pictures' })).toBeTruthy();
    expect(callback).not.toHaveBeenCalled();
  });

  it('asks about a file the source has even when its list does not show it', async () => {
    const { service, run } = setUp();
    const exists = vi.fn(() => Promise.resolve(true));
    const source: FileSource = { list: () => Promise.resolve([]), exists };
    run(() => service.open('file', { mode: 'save', filename: 'hidden.bin', source }, () => {}));
    await settle();
    run(() => fireEvent.click(button('Save')));
    await settle();
    expect(exists).toHaveBeenCalledWith('home:/hidden.bin');
    expect(within(dialog('Confirm')).getByText('Do you want to overwrite home:/hidden.bin?')).toBeTruthy();
  });
});
