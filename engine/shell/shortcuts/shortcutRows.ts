import { readText } from '../../core';
import type { KeybindingEntry, KeybindingGroup } from '../../extensions';
import { DESKTOP_GROUPS } from './constants';

/** One shortcut as the sheet lists it. */
export interface ShortcutRow {
  id: string;
  description: string;
  /** The chord in effect, as settings and registrations write it ('Ctrl+Alt+ArrowLeft'). */
  chord: string;
  /** The keys to show, in the user's layout and with the platform's modifier names. */
  keys: readonly string[];
  /** Whether settings can change it by its id: a keybinding, not one of the window's own keys. */
  changeable: boolean;
}

/** A key listed in the sheet that is not a keybinding: what it does and its chord, in a group of the desktop's. */
export interface FixedShortcut {
  id: string;
  description: string;
  chord: string;
  group: (typeof DESKTOP_GROUPS)[number];
}

/** The shortcuts of one group under its heading. */
export interface ShortcutGroup {
  /** 'desktop', 'windows', 'workspaces', or the plugin's id. */
  id: string;
  label: string;
  rows: readonly ShortcutRow[];
}

export interface RowTexts {
  /** The heading of one of the desktop's groups. */
  groupLabel: (group: (typeof DESKTOP_GROUPS)[number]) => string;
  keys: (chord: string) => readonly string[];
}

const groupId = (group: KeybindingGroup) => (typeof group === 'string' ? group : group.plugin);

/**
 * The bindings by group: the desktop's groups first in their order, then the plugins' by title;
 * within a group, in the order they were registered, then the fixed keys. A binding with no
 * description shows its id.
 */
export function shortcutGroups(entries: readonly KeybindingEntry[], fixed: readonly FixedShortcut[], texts: RowTexts): ShortcutGroup[] {
  const groups = new Map<string, { id: string; label: string; rows: ShortcutRow[] }>();
  const add = (group: KeybindingGroup, row: Omit<ShortcutRow, 'keys'>) => {
    const id = groupId(group);
    let found = groups.get(id);
    if (!found) {
      const label = typeof group === 'string' ? texts.groupLabel(group) : readText(group.title);
      groups.set(id, (found = { id, label, rows: [] }));
    }
    found.rows.push({ ...row, keys: texts.keys(row.chord) });
  };
  for (const entry of entries) {
    const description = entry.description === null ? entry.id : readText(entry.description);
    add(entry.group, { id: entry.id, description, chord: entry.key, changeable: true });
  }
  for (const shortcut of fixed) add(shortcut.group, { id: shortcut.id, description: shortcut.description, chord: shortcut.chord, changeable: false });
  const rank = (id: string) => {
    const index = (DESKTOP_GROUPS as readonly string[]).indexOf(id);
    return index === -1 ? DESKTOP_GROUPS.length : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id) || a.label.localeCompare(b.label));
}

/**
 * The groups narrowed to the rows in which every word of `query` appears, in any case, in the
 * description, the keys shown, the chord as written or the group's heading. An empty query keeps all.
 */
export function filterShortcuts(groups: readonly ShortcutGroup[], query: string): ShortcutGroup[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...groups];
  return groups.flatMap((group) => {
    const rows = group.rows.filter((row) => {
      const text = [row.description, row.chord, row.keys.join('+'), group.label].join('\n').toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
    return rows.length === 0 ? [] : [{ ...group, rows }];
  });
}
