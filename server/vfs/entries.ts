import type { FileEntry, TrashEntry } from '../contract';
import { iconOf } from './mime';
import type { Mount } from './mounts';
import type { TrashedNode } from './nodeStore';
import type { VfsNode } from './nodes';
import { formatPath } from './paths';

/** `node`, found at `segments` of `mount`, as the contract's FileEntry. */
export function entryOf(mount: Mount, segments: readonly string[], node: VfsNode): FileEntry {
  return entryAtPath(mount, formatPath({ mount: mount.info.name, segments }), segments.length === 0, node);
}

/** The entries of a folder at `folderPath` (`home:/Documents`), made without a path array each. */
export function childEntries(mount: Mount, folderPath: string, children: readonly VfsNode[]): FileEntry[] {
  const prefix = folderPath.endsWith('/') ? folderPath : `${folderPath}/`;
  return children.map((child) => entryAtPath(mount, prefix + child.name, false, child));
}

function entryAtPath(mount: Mount, path: string, root: boolean, node: VfsNode): FileEntry {
  return {
    id: node.id,
    parent_id: node.parentId,
    filename: root ? mount.info.name : node.name,
    path,
    isDirectory: node.isFolder,
    isFile: !node.isFolder,
    mime: node.mime,
    size: node.size,
    stat: { createdAt: node.createdAt, modifiedAt: node.modifiedAt },
    icon: iconOf(node.mime),
    label: root ? mount.info.label : node.name,
  };
}

export function trashEntryOf(node: TrashedNode): TrashEntry {
  return {
    id: node.id,
    filename: node.name,
    originalPath: node.originalPath,
    isDirectory: node.isFolder,
    mime: node.mime,
    size: node.totalSize,
    deletedAt: node.deletedAt,
  };
}

// Numbers in names count ("File 2" before "File 10"); case and accents only break ties.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A folder's listing order: folders first, then by name (contract: readdir). */
export function compareNodes(a: VfsNode, b: VfsNode): number {
  if (a.isFolder !== b.isFolder) return a.isFolder ? -1 : 1;
  return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * The names a restored entry tries, in order: its own, then "name (2)", "name (3)", … with the
 * number before a file's extension ("Report (2).pdf").
 */
export function* restoredNames(name: string, isFolder: boolean, first: number, attempts: number): Generator<string> {
  yield name;
  const dot = isFolder ? -1 : name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let number = first; number < first + attempts; number += 1) yield `${stem} (${number})${extension}`;
}
