import type { Selectable } from 'kysely';
import type { VfsNodesTable } from '../db';
import { FOLDER_MIME } from './constants';

/** A file or folder as the mounts' adapters describe it, before it becomes a FileEntry. */
export interface VfsNode {
  /** Stable while it exists: a row's id, or a folder mount's path. */
  id: string;
  /** Its folder's id; null at a mount's root. */
  parentId: string | null;
  name: string;
  isFolder: boolean;
  size: number;
  mime: string;
  createdAt: number;
  modifiedAt: number;
  /** Changes whenever the content does: readfile's ETag is made of it. */
  version: string;
}

/** One tree of the database adapter: one mount's for one user or one account. */
export interface TreeRef {
  /** `home:u:<user id>`, `bos:a:<account id>`: what the rows' `tree` column says. */
  key: string;
  userId: string | null;
  accountId: string | null;
}

export type NodeRow = Selectable<VfsNodesTable>;

/** `row` as a node; with `extra`, the database adapter's own fields, set in the same object (a listing makes thousands). */
export function nodeOfRow<T extends object = object>(row: NodeRow, extra?: T): VfsNode & T {
  const isFolder = row.is_folder === 1;
  return {
    ...(extra as T),
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    isFolder,
    size: row.size,
    mime: isFolder ? FOLDER_MIME : row.mime,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    // A write always makes a new blob: its key names this content, and no other.
    version: row.blob ?? `${row.id}-${row.modified_at}`,
  };
}
