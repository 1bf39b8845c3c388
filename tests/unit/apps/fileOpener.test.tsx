import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appsForMime, createFileOpener, rememberedMime, type AppArgs } from '../../../engine/apps';
import { writableValue } from '../../../engine/core';
import { createDefaultApplications, type DefaultApplicationsStorage } from '../../../engine/dialogs';

import type { Manifest, Profile } from '../../../server/contract';
import { setUp } from '../dialogs/harness';
import { entry } from '../vfs/fixtures';
import { memoryFiles } from '../vfs/memoryFiles';
import { settle } from '../settle';
import { pkg, profileApp, profileWith } from './fixtures';
import { createTestI18n } from '../i18n/builtinStrings';

afterEach(() => {
  cleanup();
});

const MANIFEST: Manifest = [
  pkg('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' }, mimes: ['text/plain'], defaultAppforOrgs: false, singleton: true }),
  pkg('Viewer', { hidden: true, mimes: ['image/*', 'text/*'] }),
  pkg('Sheets', { mimes: ['text/csv'], defaultAppforOrgs: false }),
  pkg('Files', { mimes: ['inode/directory'] }),
];

/** The opener with the real dialogs (harness), the demo files, a launch the test watches and choices in a Map. */
function opener(options: { storage?: DefaultApplicationsStorage; profile?: Profile; stat?: (path: string) => Promise<never> } = {}) {
  const { service, run } = setUp();
  const { files } = memoryFiles();
  if (options.stat) files.stat.mockImplementation(options.stat);
  const launched: [string, AppArgs][] = [];
  const launch = vi.fn((name: string, args: AppArgs) => {
    launched.push([name, args]);
    return Promise.resolve(null);
  });
  const storage = options.storage ?? new Map<string, string>();
  const i18n = createTestI18n();
  const warn = vi.fn();
  const open = createFileOpener({
    vfs: files,
    launch,
    manifest: writableValue(MANIFEST),
    // Notes is in the user's list; Sheets is not (nor for every organisation): it opens nothing for them.
    profile: writableValue<Profile | null>(options.profile ?? profileWith([profileApp('Notes')])),
    locale: writableValue('en_EN'),
    dialogs: service,
    defaults: createDefaultApplications(storage),
    t: (key, values) => i18n.t(key, values),
    log: { warn },
  });
  return { open, launched, run, storage, warn, files };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('the applications that open a type', () => {
  it('are the visible applications whose mimes take it, hidden ones included', () => {
    const userApps = new Set(['Notes']);
    expect(appsForMime(MANIFEST, userApps, 'text/plain').map((app) => app.name)).toEqual(['Notes', 'Viewer']);
    expect(appsForMime(MANIFEST, userApps, 'image/png').map((app) => app.name)).toEqual(['Viewer']);
    expect(appsForMime(MANIFEST, userApps, 'text/csv').map((app) => app.name)).toEqual(['Viewer']);
    expect(appsForMime(MANIFEST, new Set(['Notes', 'Sheets']), 'text/csv').map((app) => app.name)).toEqual(['Viewer', 'Sheets']);
    expect(appsForMime(MANIFEST, userApps, 'application/pdf')).toEqual([]);
  });

  it('are remembered by the bare, lower-case type', () => {
    expect(rememberedMime('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(rememberedMime('image/svg+xml')).toBe('image/svg+xml');
    expect(rememberedMime('nonsense')).toBeNull();
  });
});

describe('opening a file', () => {
  it('opens a folder in Files with its path', async () => {
    const { open, launched } = opener();
    await open('home:/Documents');
    expect(launched).toEqual([['Files', { path: 'home:/Documents' }]]);
  });

  it('launches the one application that takes its type, with args.path, asking nothing', async () => {
    const { open, launched } = opener();
    await open('home:/Pictures/Holiday.png');
    expect(launched).toEqual([['Viewer', { path: 'home:/Pictures/Holiday.png' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens an entry the caller has without asking the server for it', async () => {
    const { open, launched, files } = opener();
    await open(entry('bos:/data.csv', { mime: 'text/csv' }));
    expect(files.stat).not.toHaveBeenCalled();
    expect(launched).toEqual([['Viewer', { path: 'bos:/data.csv' }]]);
  });

  it('asks with the default-application dialog when several do; the choice launches, and Remember keeps it', async () => {
    const { open, launched, run, storage } = opener();
    const opening = open('home:/Todo.txt');
    await settle();
    const chooser = dialog('Open Todo.txt with');
    const list = within(chooser).getByRole('listbox', { name: 'Open text/plain files with:' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Notes', 'Viewer']);
    run(() => fireEvent.change(list, { target: { value: 'Viewer' } }));
    run(() => fireEvent.click(within(chooser).getByRole('checkbox', { name: 'Remember my choice' })));
    run(() => fireEvent.click(within(chooser).getByRole('button', { name: 'OK' })));
    await opening;
    expect(launched).toEqual([['Viewer', { path: 'home:/Todo.txt' }]]);
    expect(storage.get('text/plain')).toBe('Viewer');

    await open('home:/Documents/Notes.txt');
    expect(launched.at(-1)).toEqual(['Viewer', { path: 'home:/Documents/Notes.txt' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without Remember, asks again next time; Cancel launches nothing', async () => {
    const { open, launched, run, storage } = opener();
    const first = open('home:/Todo.txt');
    await settle();
    run(() => fireEvent.change(screen.getByRole('listbox'), { target: { value: 'Notes' } }));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await first;
    // A singleton gets the file as a page too, which reaches it when it is running already.
    expect(launched).toEqual([['Notes', { path: 'home:/Todo.txt', page: 'home:/Todo.txt', pageTitle: 'Todo.txt' }]]);
    expect(storage.get('text/plain')).toBeUndefined();

    const second = open('home:/Todo.txt');
    await settle();
    run(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(second).resolves.toBeNull();
    expect(launched).toHaveLength(1);
  });

  it('asks again when the remembered application no longer takes the type', async () => {
    const { open, launched } = opener({ storage: new Map([['text/plain', 'Sheets']]) });
    void open('home:/Todo.txt');
    await settle();
    expect(dialog('Open Todo.txt with')).toBeTruthy();
    expect(launched).toEqual([]);
  });

  it('opens all the same when the choice cannot be kept (a locked desktop), and says why in the console', async () => {
    const locked: DefaultApplicationsStorage = {
      get: () => undefined,
      set: () => {
        throw new Error("Settings 'desktop' are locked by the administrator");
      },
      delete: () => undefined,
    };
    const { open, launched, run, warn } = opener({ storage: locked });
    const opening = open('home:/Todo.txt');
    await settle();
    run(() => fireEvent.change(screen.getByRole('listbox'), { target: { value: 'Notes' } }));
    run(() => fireEvent.click(screen.getByRole('checkbox')));
    run(() => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    await opening;
    expect(launched).toEqual([['Notes', { path: 'home:/Todo.txt', page: 'home:/Todo.txt', pageTitle: 'Todo.txt' }]]);
    expect(warn).toHaveBeenCalledWith('Atrium: the choice of Notes for text/plain files could not be kept', expect.any(Error));
  });

  it('says clearly when no application opens the type', async () => {
    const { open, launched, run } = opener();
    const opening = open('home:/Documents/Report.pdf');
    await settle();
    const alert = dialog('Cannot open');
    expect(alert.textContent).toContain('No application can open Report.pdf (application/pdf)');
    run(() => fireEvent.click(within(alert).getByRole('button', { name: 'OK' })));
    await expect(opening).resolves.toBeNull();
    expect(launched).toEqual([]);
  });

  it('says why a file cannot be opened when it cannot be found', async () => {
    const { open, launched } = opener();
    void open('home:/Gone.txt');
    await settle();
    expect(dialog('Cannot open').textContent).toContain("'home:/Gone.txt' does not exist");
    expect(launched).toEqual([]);
  });
});
