import { describe, expect, it } from 'vitest';
import { writableValue } from '../../../../engine/core';
import type { KeybindingEntry } from '../../../../engine/extensions';
import { filterShortcuts, shortcutGroups, type FixedShortcut, type RowTexts } from '../../../../engine/shell/shortcuts';

const texts: RowTexts = {
  groupLabel: (group) => ({ desktop: 'Desktop', windows: 'Windows', workspaces: 'Workspaces' })[group],
  keys: (chord) => chord.split('+').map((part) => part.replace('ArrowLeft', '←')),
};

const entry = (id: string, key: string, group: KeybindingEntry['group'], description: KeybindingEntry['description'] = null): KeybindingEntry => ({
  id,
  key,
  defaultKey: key,
  description,
  group,
});

const zebra = writableValue('Zebra tools');
const ENTRIES: KeybindingEntry[] = [
  entry('zebra.stripe', 'Alt+Z', { plugin: 'acme.zebra', title: zebra }, 'Add a stripe'),
  entry('atrium.search.toggle', 'F3', { plugin: 'atrium.search', title: 'Search' }, 'Show or hide the file search'),
  entry('snap.left', 'Ctrl+Alt+ArrowLeft', 'windows', writableValue('Snap to the left half')),
  entry('atrium.shortcuts.toggle', 'Ctrl+/', 'desktop', 'Show or hide the keyboard shortcuts'),
  entry('snap.right', 'Ctrl+Alt+ArrowRight', 'windows', 'Snap to the right half'),
  entry('acme.undescribed', 'Ctrl+U', { plugin: 'acme.zebra', title: zebra }),
];

const FIXED: FixedShortcut[] = [{ id: 'fixed.move', description: 'Move the focused window', chord: 'Alt+Arrows', group: 'windows' }];

describe('shortcutGroups', () => {
  it('puts the desktop’s groups first in their order, then the plugins’ by title, each in registration order', () => {
    const groups = shortcutGroups(ENTRIES, FIXED, texts);
    expect(groups.map((group) => [group.id, group.label, group.rows.map((row) => row.id)])).toEqual([
      ['desktop', 'Desktop', ['atrium.shortcuts.toggle']],
      ['windows', 'Windows', ['snap.left', 'snap.right', 'fixed.move']],
      ['atrium.search', 'Search', ['atrium.search.toggle']],
      ['acme.zebra', 'Zebra tools', ['zebra.stripe', 'acme.undescribed']],
    ]);
  });

  it('reads translated texts as they are now, shows a binding without description by its id, and its keys', () => {
    zebra.set('Zebra-Werkzeuge');
    const groups = shortcutGroups(ENTRIES, FIXED, texts);
    expect(groups.map((group) => group.label)).toEqual(['Desktop', 'Windows', 'Search', 'Zebra-Werkzeuge']);
    expect(groups[1]?.rows[0]).toEqual({ id: 'snap.left', description: 'Snap to the left half', chord: 'Ctrl+Alt+ArrowLeft', keys: ['Ctrl', 'Alt', '←'], changeable: true });
    // The window's own keys are listed, but settings do not change them.
    expect(groups[1]?.rows[2]).toMatchObject({ id: 'fixed.move', changeable: false });
    expect(groups[3]?.rows[1]?.description).toBe('acme.undescribed');
    zebra.set('Zebra tools');
  });
});

describe('filterShortcuts', () => {
  const groups = shortcutGroups(ENTRIES, [], texts);
  const ids = (query: string) => filterShortcuts(groups, query).map((group) => [group.id, group.rows.map((row) => row.id)]);

  it('keeps everything for an empty query', () => {
    expect(filterShortcuts(groups, '  ')).toEqual(groups);
  });

  it('matches the description, the chord as written, the keys shown and the group, in any case', () => {
    expect(ids('SNAP')).toEqual([['windows', ['snap.left', 'snap.right']]]);
    expect(ids('f3')).toEqual([['atrium.search', ['atrium.search.toggle']]]);
    expect(ids('←')).toEqual([['windows', ['snap.left']]]);
    expect(ids('zebra')).toEqual([['acme.zebra', ['zebra.stripe', 'acme.undescribed']]]);
  });

  it('wants every word, and drops groups left empty', () => {
    expect(ids('right windows')).toEqual([['windows', ['snap.right']]]);
    expect(ids('ctrl desktop')).toEqual([['desktop', ['atrium.shortcuts.toggle']]]);
    expect(ids('stripe f3')).toEqual([]);
  });
});
