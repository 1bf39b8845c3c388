import { BlobTooLargeError, type BlobStore } from './blobStore';
import { VFS_COPY_MAX_BYTES, VFS_COPY_MAX_ENTRIES, VFS_MAX_DEPTH } from './constants';
import { vfsErrors } from './errors';
import { bytesAsListed, type FolderNode } from './folderTree';
import type { Mount } from './mounts';
import type { Content, NodeStore, StoredNode } from './nodeStore';
import type { Room } from './quota';

/** A row a copy inserts, naming its folder by the source's id (new ids are made on insert). */
export interface CopyItem {
  id: string;
  parentId: string | null;
  name: string;
  content: Content | 'folder';
}

export interface CopySource {
  mount: Mount;
  segments: readonly string[];
  /** What is copied: a StoredNode of a database mount, a FolderNode of a folder mount. */
  node: StoredNode | FolderNode;
  /** Its path, for messages. */
  text: string;
}

export interface CopyTarget {
  /** How many names the copy's own path has: what lies below it may have VFS_MAX_DEPTH less. */
  depth: number;
  /** Its path, for messages. */
  text: string;
}

export interface CopyIo {
  store: NodeStore;
  blobs: BlobStore;
  /** The blobs written so far, for the caller to release whatever fails. */
  made: string[];
  /** How much the target's quota still takes; none: no quota applies. */
  room?: Room;
  signal?: AbortSignal;
}

/**
 * What a copy of `source` inserts, folders before what they hold, each file with a blob of its own.
 * Every blob written is pushed to `made` at once, so that the caller can release them whatever
 * fails. It stops, with an error naming the cap, past VFS_COPY_MAX_ENTRIES entries,
 * VFS_COPY_MAX_BYTES bytes, or paths of VFS_MAX_DEPTH names at the target; at a folder that
 * contains itself through a link (the same device and inode as a folder it is in); past the
 * target's quota `room`, before any byte of a database tree is copied and as a server folder's
 * files stream (they may change while they are read); and when `signal` aborts.
 */
export async function copyItems(
  source: CopySource,
  target: CopyTarget,
  io: CopyIo,
): Promise<CopyItem[]> {
  try {
    return source.mount.kind === 'database'
      ? await fromDatabase(source.node as StoredNode, source.text, target, io)
      : await fromFolder(source.mount.tree, source, target, io);
  } catch (error) {
    // A stream cut by the signal fails with its own AbortError: the copy stopped, nothing more.
    if (io.signal?.aborted) throw vfsErrors.copyStopped();
    throw error;
  }
}

async function fromDatabase(node: StoredNode, from: string, target: CopyTarget, io: CopyIo): Promise<CopyItem[]> {
  const subtree = await io.store.subtree(node, VFS_COPY_MAX_ENTRIES);
  if (!subtree) throw vfsErrors.copyEntries(from, VFS_COPY_MAX_ENTRIES);
  if (target.depth + subtree.depth > VFS_MAX_DEPTH) throw vfsErrors.tooDeepBelow(target.text, VFS_MAX_DEPTH);
  const bytes = subtree.nodes.reduce((sum, each) => sum + each.size, 0);
  if (bytes > VFS_COPY_MAX_BYTES) throw vfsErrors.copyBytes(from, VFS_COPY_MAX_BYTES);
  if (io.room && bytes > io.room.bytes) throw io.room.refusal;
  const items: CopyItem[] = [];
  for (const each of subtree.nodes) {
    io.signal?.throwIfAborted();
    let content: Content | 'folder' = 'folder';
    if (!each.isFolder) {
      const blob = each.blob === null ? null : await io.blobs.copy(each.blob);
      if (blob !== null) io.made.push(blob);
      content = { blob, size: each.size, mime: each.mime };
    }
    items.push({ id: each.id, parentId: each.parentId, name: each.name, content });
  }
  return items;
}

async function fromFolder(
  tree: Extract<Mount, { kind: 'folder' }>['tree'],
  source: CopySource,
  target: CopyTarget,
  io: CopyIo,
): Promise<CopyItem[]> {
  const items: CopyItem[] = [];
  let bytes = 0;
  // Whichever runs out first, the copy's cap or the target's quota, names the refusal.
  const refusal = (): Error => (io.room && io.room.bytes - bytes < VFS_COPY_MAX_BYTES - bytes ? io.room.refusal : vfsErrors.copyBytes(source.text, VFS_COPY_MAX_BYTES));
  // The folders the walk is in, by identity: one met again is a link back up.
  const ancestors = new Map<string, FolderNode>();
  const walk = async (at: readonly string[], each: FolderNode, depth: number): Promise<void> => {
    io.signal?.throwIfAborted();
    if (items.length >= VFS_COPY_MAX_ENTRIES) throw vfsErrors.copyEntries(source.text, VFS_COPY_MAX_ENTRIES);
    if (target.depth + depth > VFS_MAX_DEPTH) throw vfsErrors.tooDeepBelow(target.text, VFS_MAX_DEPTH);
    if (!each.isFolder) {
      const left = Math.min(VFS_COPY_MAX_BYTES, io.room?.bytes ?? Number.MAX_SAFE_INTEGER) - bytes;
      if (each.size > left) throw refusal();
      const stored = await io.blobs.put(whileOn(await bytesAsListed(tree, at, each), io.signal), { maxBytes: left, headBytes: 0 }).catch((error: unknown) => {
        // The file grew since it was listed.
        throw error instanceof BlobTooLargeError ? refusal() : error;
      });
      io.made.push(stored.key);
      bytes += stored.size;
      items.push({ id: each.id, parentId: each.parentId, name: each.name, content: { blob: stored.key, size: stored.size, mime: each.mime } });
      return;
    }
    const loopsTo = ancestors.get(each.identity);
    if (loopsTo) throw vfsErrors.loop(each.id, loopsTo.id);
    items.push({ id: each.id, parentId: each.parentId, name: each.name, content: 'folder' });
    ancestors.set(each.identity, each);
    for (const child of await tree.children(at)) await walk([...at, child.name], child, depth + 1);
    ancestors.delete(each.identity);
  };
  await walk(source.segments, source.node as FolderNode, 0);
  return items;
}

/** `source`, stopped between chunks when `signal` aborts: a large file is not read to its end for nobody. */
async function* whileOn(source: AsyncIterable<Uint8Array>, signal: AbortSignal | undefined): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    signal?.throwIfAborted();
    yield chunk;
  }
}
