import { parentPath, type FileEntry, type TrashEntry } from '../../sdk';
import type { SortKey } from './preferences';
import type { SortValue } from './sorting';

/** An entry as the list shows it: a file or folder of a folder, or an entry of the trash. */
export type Row =
  | { readonly kind: 'entry'; readonly key: string; readonly name: string; readonly folder: boolean; readonly entry: FileEntry }
  | { readonly kind: 'trashed'; readonly key: string; readonly name: string; readonly folder: boolean; readonly entry: TrashEntry };

export const entryRow = (entry: FileEntry): Row => ({ kind: 'entry', key: entry.path, name: entry.filename, folder: entry.isDirectory, entry });

export const trashRow = (entry: TrashEntry): Row => ({ kind: 'trashed', key: entry.id, name: entry.filename, folder: entry.isDirectory, entry });

/** The icon names of the contract (FileEntry.icon), by the start of a MIME type, for entries that carry none (the trash's). */
const ICON_BY_MIME: readonly (readonly [prefix: string, icon: string])[] = [
  ['image/', 'image'],
  ['audio/', 'audio'],
  ['video/', 'video'],
  ['application/pdf', 'pdf'],
  ['application/zip', 'archive'],
  ['application/x-tar', 'archive'],
  ['application/gzip', 'archive'],
  ['application/json', 'code'],
  ['application/javascript', 'code'],
  ['text/', 'text'],
];

/** The row's icon name: the server's for a file entry, else one from its MIME type. */
export function iconOf(row: Row): string {
  if (row.kind === 'entry') return row.entry.icon;
  if (row.folder) return 'folder';
  return ICON_BY_MIME.find(([prefix]) => row.entry.mime.startsWith(prefix))?.[1] ?? 'file';
}

export const sizeOf = (row: Row): number => row.entry.size;

/** When it was last modified, or for a trashed entry when it was deleted (epoch ms). */
export const timeOf = (row: Row): number => (row.kind === 'entry' ? row.entry.stat.modifiedAt : row.entry.deletedAt);

/** The folder a trashed entry was in; null for a file entry. */
export const originOf = (row: Row): string | null => (row.kind === 'trashed' ? (parentPath(row.entry.originalPath) ?? row.entry.originalPath) : null);

/** The column values rows sort by; the name is the sorter's own. */
export const SORT_VALUES: Readonly<Record<SortKey, SortValue<Row>>> = {
  name: null,
  size: sizeOf,
  time: timeOf,
  kind: (row) => (row.kind === 'entry' ? row.entry.mime : row.entry.originalPath),
};

export const isHidden = (row: Row): boolean => row.name.startsWith('.');
