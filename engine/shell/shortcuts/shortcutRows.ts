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
 * within a group, in the order they were registered. A binding with no description shows its id.
 */
export function shortcutGroups(entries: readonly KeybindingEntry[], texts: RowTexts): ShortcutGroup[] {
  const groups = new Map<string, { id: string; label: string; rows: ShortcutRow[] }>();
  for (const entry of entries) {
    const id = groupId(entry.group);
    let group = groups.get(id);
    if (!group) {
      const label = typeof entry.group === 'string' ? texts.groupLabel(entry.group) : readText(entry.group.title);
      groups.set(id, (group = { id, label, rows: [] }));
    }
    const description = entry.description === null ? entry.id : readText(entry.description);
    group.rows.push({ id: entry.id, description, chord: entry.key, keys: texts.keys(entry.key) });
  }
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
