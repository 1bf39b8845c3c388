import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { VfsConfig } from '../config';
import type { FileEntry, Mountpoint, SearchProgress, TrashEntry } from '../contract';
import type { Database } from '../db';
import { BlobTooLargeError, type BlobStore, type ByteRange } from './blobStore';
import { RESTORED_COPY_ATTEMPTS, RESTORED_COPY_START, SNIFF_BYTES, VFS_MAX_DEPTH } from './constants';
import { copyItems, type CopySource } from './copyItems';
import { childEntries, compareNodes, entryOf, restoredNames, trashEntryOf } from './entries';
import { vfsErrors } from './errors';
import { foldName, likePattern } from './fold';
import { bytesAsListed } from './folderTree';
import { detectMime } from './mime';
import type { Mount, Mounts, VfsSession } from './mounts';
import { checkName } from './names';
import { createNodeStore, type StoredNode } from './nodeStore';
import type { VfsNode } from './nodes';
import { formatPath, isWithin, parentOf, parsePath, type VfsPath } from './paths';
import { createQuota } from './quota';

/** A file to read: its entry, what its ETag is made of, and its bytes on demand. */
export interface OpenedFile {
  entry: FileEntry;
  version: string;
  open(range?: ByteRange): Promise<Readable>;
}

export interface WriteOptions {
  overwrite: boolean;
  parents: boolean;
}

/** Who follows a search as it goes. */
export interface SearchWatch {
  onProgress?: (progress: SearchProgress) => void;
  signal?: AbortSignal;
}

/**
 * The virtual file system's operations for a session: paths are `name:/path` of the session's
 * mounts, so no path can name another user's home or another account's shared folder.
 */
export interface VfsService {
  mounts(session: VfsSession): Mountpoint[];
  readdir(session: VfsSession, path: string, showHidden: boolean): Promise<FileEntry[]>;
  stat(session: VfsSession, path: string): Promise<FileEntry>;
  exists(session: VfsSession, path: string): Promise<boolean>;
  open(session: VfsSession, path: string): Promise<OpenedFile>;
  /**
   * The checks a write makes before any byte arrives: the path, the mount, the name, the folder,
   * and a target in the way. writefile runs them before it reads the upload.
   */
  checkWrite(session: VfsSession, path: string, options: WriteOptions): Promise<void>;
  /** Stores what `source` yields at `path`, all or nothing. */
  write(session: VfsSession, path: string, source: AsyncIterable<Uint8Array>, options: WriteOptions): Promise<FileEntry>;
  mkdir(session: VfsSession, path: string, parents: boolean): Promise<FileEntry>;
  touch(session: VfsSession, path: string): Promise<FileEntry>;
  unlink(session: VfsSession, path: string): Promise<void>;
  /** Copies `from` to `to`, all or nothing; `signal` (the client went away) stops it, leaving nothing. */
  copy(session: VfsSession, from: string, to: string, options: WriteOptions, signal?: AbortSignal): Promise<FileEntry>;
  rename(session: VfsSession, from: string, to: string, options: WriteOptions): Promise<FileEntry>;
  /**
   * Entries whose names match `pattern`, at most `limit`, in name order. The mounts are searched
   * one after the other, each told to `watch.onProgress`; `watch.signal` stops between them.
   */
  /** The file with this id in one of the session's own trees (its home, its account's shared drive), outside the trash. */
  fileById(session: VfsSession, id: string): Promise<FileEntry | undefined>;
  search(session: VfsSession, root: string | undefined, pattern: string, limit: number, watch?: SearchWatch): Promise<FileEntry[]>;
  trash(session: VfsSession, path: string): Promise<TrashEntry>;
  trashed(session: VfsSession): Promise<TrashEntry[]>;
  restore(session: VfsSession, id: string): Promise<FileEntry>;
  purge(session: VfsSession, id: string | undefined): Promise<number>;
  /** At start: removes interrupted uploads' files and blobs no node refers to. */
  sweep(): Promise<{ temporary: number; orphans: number }>;
}

const UNMATCHABLE = /\p{Cc}|\p{Cs}/u;

type DatabaseMount = Extract<Mount, { kind: 'database' }>;

/** A path resolved in a session: its mount and its parsed form. */
interface Located {
  mount: Mount;
  path: VfsPath;
  text: string;
}

export function createVfs(options: { db: Kysely<Database>; clock: Clock; blobs: BlobStore; mounts: Mounts; config: VfsConfig; log: { error(object: unknown, message: string): void } }): VfsService {
  const { blobs, mounts, config, log } = options;
  const store = createNodeStore(options.db, options.clock, createQuota({ user: config.quota, account: config.accountQuota }));

  function locate(session: VfsSession, text: string): Located {
    const path = parsePath(text);
    const mount = mounts.of(session).find((candidate) => candidate.info.name === path.mount);
    if (!mount) throw vfsErrors.mountNotFoundFor(text);
    return { mount, path, text: formatPath(path) };
  }

  function writable(located: Located): DatabaseMount {
    if (located.mount.kind !== 'database') throw vfsErrors.readOnly(located.mount.info.name);
    return located.mount;
  }

  async function lookup(mount: Mount, segments: readonly string[]): Promise<VfsNode | undefined> {
    return mount.kind === 'database' ? store.lookup(mount.tree, segments) : mount.tree.lookup(segments);
  }

  async function existing(located: Located): Promise<VfsNode> {
    const node = await lookup(located.mount, located.path.segments);
    if (!node) throw vfsErrors.notFound(located.text);
    return node;
  }

  async function storedAt(mount: DatabaseMount, located: Located): Promise<StoredNode> {
    const node = await store.lookup(mount.tree, located.path.segments);
    if (!node) throw vfsErrors.notFound(located.text);
    return node;
  }

  /**
   * The deepest folder on the way to `folderPath` that exists, found in one walk, and how many of
   * its names that folder covers: all of them unless `parents` lets the rest be made.
   * @throws VfsError ERR_VFS_NOT_A_FOLDER for a file on the way, ERR_VFS_NOT_FOUND for a missing folder without `parents`.
   */
  async function deepestFolder(mount: DatabaseMount, folderPath: VfsPath, parents: boolean): Promise<{ folder: StoredNode; depth: number }> {
    const way = await store.walk(mount.tree, folderPath.segments);
    const folder = way.at(-1);
    if (!folder) throw new Error(`the root of ${mount.tree.key} is missing`);
    const depth = way.length - 1;
    if (!folder.isFolder) throw vfsErrors.notAFolder(formatPath(prefixOf(folderPath, depth)));
    if (depth < folderPath.segments.length && !parents) throw vfsErrors.notFound(formatPath(prefixOf(folderPath, depth + 1)));
    return { folder, depth };
  }

  /** The folder `path` goes into, made with the folders on the way when `parents`. */
  async function folderFor(mount: DatabaseMount, path: VfsPath, parents: boolean, by: string): Promise<StoredNode> {
    const folderPath = parentOf(path);
    let { folder, depth } = await deepestFolder(mount, folderPath, parents);
    for (; depth < folderPath.segments.length; depth += 1) {
      const partial = prefixOf(folderPath, depth + 1);
      // Each folder is a transaction of its own: other requests are served between them.
      await setImmediate();
      folder = await store.makeFolder(mount.tree, folder.id, checkName(folderPath.segments[depth] ?? ''), { existOk: true, by, path: formatPath(partial) });
    }
    return folder;
  }

  /** The name `path` ends in, checked; a mount's root has none to write. */
  function targetName(located: Located): string {
    const name = located.path.segments.at(-1);
    if (name === undefined) throw vfsErrors.isAFolder(located.text);
    return checkName(name);
  }

  function notRoot(located: Located): void {
    if (located.path.segments.length === 0) throw vfsErrors.root(located.text);
  }

  /**
   * A target that `overwrite` cannot replace: a folder, or anything without it.
   * @returns the file the write replaces, if any.
   */
  async function checkTarget(mount: DatabaseMount, located: Located, overwrite: boolean, isFolderError: boolean): Promise<StoredNode | undefined> {
    const target = await store.lookup(mount.tree, located.path.segments);
    if (!target) return undefined;
    if (target.isFolder) throw isFolderError ? vfsErrors.isAFolder(located.text) : vfsErrors.exists(located.text);
    if (!overwrite) throw vfsErrors.exists(located.text);
    return target;
  }

  /** Deletes blobs a committed change left unreferenced; a failure only costs space, which the next start's sweep recovers. */
  async function release(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => blobs.delete(key).catch((error: unknown) => log.error({ err: error }, `VFS: blob ${key} could not be deleted`))),
    );
  }

  async function entryAt(mount: Mount, path: VfsPath, node: VfsNode): Promise<FileEntry> {
    const entry = entryOf(mount, path.segments, node);
    if (mount.kind === 'database' && path.segments.length === 0) {
      entry.stat.quota = await store.quota(mount.tree);
    }
    return entry;
  }

  function databaseMounts(session: VfsSession, predicate: (mount: DatabaseMount) => boolean): DatabaseMount[] {
    return mounts.of(session).filter((mount): mount is DatabaseMount => mount.kind === 'database' && predicate(mount));
  }

  return {
    mounts(session) {
      return mounts.of(session).map((mount) => mount.info);
    },

    async readdir(session, text, showHidden) {
      const located = locate(session, text);
      const folder = await existing(located);
      if (!folder.isFolder) throw vfsErrors.notAFolder(located.text);
      const { mount } = located;
      const children = mount.kind === 'database' ? await store.children(folder.id) : await mount.tree.children(located.path.segments);
      const shown = showHidden ? children : children.filter((child) => !child.name.startsWith('.'));
      return childEntries(mount, located.text, shown.sort(compareNodes));
    },

    async stat(session, text) {
      const located = locate(session, text);
      return entryAt(located.mount, located.path, await existing(located));
    },

    async exists(session, text) {
      const located = locate(session, text);
      return (await lookup(located.mount, located.path.segments)) !== undefined;
    },

    async open(session, text) {
      const located = locate(session, text);
      const node = await existing(located);
      if (node.isFolder) throw vfsErrors.isAFolder(located.text);
      const { mount } = located;
      const entry = entryOf(mount, located.path.segments, node);
      if (mount.kind === 'folder') {
        return { entry, version: node.version, open: (range) => bytesAsListed(mount.tree, located.path.segments, node, range) };
      }
      const blob = (node as StoredNode).blob;
      return { entry, version: node.version, open: async (range) => (blob === null ? emptyStream() : blobs.get(blob, range)) };
    },

    async checkWrite(session, text, options) {
      const located = locate(session, text);
      const mount = writable(located);
      targetName(located);
      await deepestFolder(mount, parentOf(located.path), options.parents);
      await checkTarget(mount, located, options.overwrite, true);
    },

    async write(session, text, source, options) {
      const located = locate(session, text);
      const mount = writable(located);
      const name = targetName(located);
      const target = await store.lookup(mount.tree, located.path.segments);
      const room = await store.room(mount.tree, session.userId, target && !target.isFolder ? target : undefined);
      // Cut as soon as it passes the room left: the transaction's own check comes only after the last byte.
      const byQuota = room !== undefined && room.bytes < config.uploadLimit ? room : undefined;
      let stored;
      try {
        stored = await blobs.put(source, { maxBytes: byQuota?.bytes ?? config.uploadLimit, headBytes: SNIFF_BYTES });
      } catch (error) {
        if (!(error instanceof BlobTooLargeError)) throw error;
        throw byQuota?.refusal ?? vfsErrors.tooLarge(config.uploadLimit);
      }
      try {
        const folder = await folderFor(mount, located.path, options.parents, session.userId);
        const content = { blob: stored.key, size: stored.size, mime: await detectMime(stored.head, name) };
        const { result, unreferenced } = await store.writeFile(mount.tree, folder.id, name, content, { overwrite: options.overwrite, by: session.userId, path: located.text });
        await release(unreferenced);
        return entryOf(mount, located.path.segments, result);
      } catch (error) {
        await release([stored.key]);
        throw error;
      }
    },

    async mkdir(session, text, parents) {
      const located = locate(session, text);
      const mount = writable(located);
      const name = targetName(located);
      const folder = await folderFor(mount, located.path, parents, session.userId);
      const made = await store.makeFolder(mount.tree, folder.id, name, { existOk: parents, by: session.userId, path: located.text });
      return entryOf(mount, located.path.segments, made);
    },

    async touch(session, text) {
      const located = locate(session, text);
      const mount = writable(located);
      const name = targetName(located);
      const folder = await folderFor(mount, located.path, false, session.userId);
      return entryOf(mount, located.path.segments, await store.touch(mount.tree, folder.id, name, { by: session.userId, path: located.text }));
    },

    async unlink(session, text) {
      const located = locate(session, text);
      const mount = writable(located);
      notRoot(located);
      await release(await store.remove(await storedAt(mount, located)));
    },

    async copy(session, fromText, toText, options, signal) {
      const from = locate(session, fromText);
      const to = locate(session, toText);
      const target = writable(to);
      notRoot(from);
      const name = targetName(to);
      const source = await existing(from);
      if (isWithin(to.path, from.path)) throw source.isFolder ? vfsErrors.intoItself(from.text, to.text) : vfsErrors.exists(to.text);
      const replaced = await checkTarget(target, to, options.overwrite, false);
      const room = await store.room(target.tree, session.userId, replaced);
      const made: string[] = [];
      try {
        const copied: CopySource = { mount: from.mount, segments: from.path.segments, node: source as CopySource['node'], text: from.text };
        const items = await copyItems(copied, { depth: to.path.segments.length, text: to.text }, { store, blobs, made, room, signal });
        const folder = await folderFor(target, to.path, options.parents, session.userId);
        // The last moment it can stop with nothing to undo: the rows go in as one transaction.
        if (signal?.aborted) throw vfsErrors.copyStopped();
        const { result, unreferenced } = await store.insertCopy(target.tree, folder.id, name, items, { overwrite: options.overwrite, by: session.userId, path: to.text });
        await release(unreferenced);
        return await entryAt(target, to.path, result);
      } catch (error) {
        await release(made);
        throw error;
      }
    },

    async rename(session, fromText, toText, options) {
      const from = locate(session, fromText);
      const to = locate(session, toText);
      const source = writable(from);
      const target = writable(to);
      notRoot(from);
      const name = targetName(to);
      const node = await storedAt(source, from);
      if (from.text === to.text) return entryOf(target, to.path.segments, node);
      if (isWithin(to.path, from.path)) throw vfsErrors.intoItself(from.text, to.text);
      const levelsLeft = VFS_MAX_DEPTH - to.path.segments.length;
      if (node.isFolder && to.path.segments.length > from.path.segments.length && (await store.deeperThan(node, levelsLeft))) throw vfsErrors.tooDeepBelow(to.text, VFS_MAX_DEPTH);
      await checkTarget(target, to, options.overwrite, false);
      const folder = await folderFor(target, to.path, options.parents, session.userId);
      const { result, unreferenced } = await store.move(node, target.tree, folder.id, name, { overwrite: options.overwrite, path: to.text });
      await release(unreferenced);
      return entryOf(target, to.path.segments, result);
    },

    async fileById(session, id) {
      const trees = databaseMounts(session, () => true);
      const node = await store.byId(trees.map((mount) => mount.tree.key), id);
      const mount = trees.find((candidate) => candidate.tree.key === node?.tree);
      if (!node || node.isFolder || !mount) return undefined;
      const segments = (await store.segmentsOf([node])).get(node.id);
      return segments ? entryOf(mount, segments, node) : undefined;
    },

    async search(session, rootText, pattern, limit, { onProgress, signal } = {}) {
      // No name holds a control character or half of one: such a pattern matches nothing.
      if (UNMATCHABLE.test(pattern)) return [];
      const like = likePattern(pattern);
      let searched: DatabaseMount[];
      let under: StoredNode | undefined;
      if (rootText === undefined) {
        searched = databaseMounts(session, (mount) => mount.info.attributes.searchable);
      } else {
        const located = locate(session, rootText);
        const folder = await existing(located);
        if (!folder.isFolder) throw vfsErrors.notAFolder(located.text);
        // Folders of the server are not indexed: a search there finds nothing.
        if (located.mount.kind !== 'database') return [];
        searched = [located.mount];
        under = folder as StoredNode;
      }
      // A mount at a time, so that a long search tells how far it is; each mount's first `limit`
      // by name, so that the first `limit` of them all are among them.
      const found: StoredNode[] = [];
      for (const [index, mount] of searched.entries()) {
        signal?.throwIfAborted();
        found.push(...(await store.search([mount.tree.key], like, limit, under)));
        onProgress?.({ mount: mount.info.name, searched: index + 1, total: searched.length, found: Math.min(found.length, limit) });
      }
      const first = inNameOrder(found).slice(0, limit);
      const segments = await store.segmentsOf(first);
      const byTree = new Map(searched.map((mount) => [mount.tree.key, mount]));
      return first.flatMap((node) => {
        const mount = byTree.get(node.tree);
        const at = segments.get(node.id);
        return mount && at ? [entryOf(mount, at, node)] : [];
      });
    },

    async trash(session, text) {
      const located = locate(session, text);
      const mount = writable(located);
      notRoot(located);
      return trashEntryOf(await store.trash(mount.tree, await storedAt(mount, located), located.text));
    },

    async trashed(session) {
      const trees = databaseMounts(session, () => true).map((mount) => mount.tree.key);
      return (await store.trashed(trees)).map(trashEntryOf);
    },

    async restore(session, id) {
      const writableMounts = databaseMounts(session, () => true);
      const [entry] = await store.trashed(writableMounts.map((mount) => mount.tree.key), id);
      if (!entry) throw vfsErrors.notInTrash(id);
      const mount = writableMounts.find((candidate) => candidate.tree.key === entry.tree);
      if (!mount) throw vfsErrors.notInTrash(id);
      const original = parsePath(entry.originalPath);
      const folder = await folderFor(mount, original, true, session.userId);
      const name = original.segments.at(-1) ?? entry.name;
      const restored = await store.restore(entry, folder.id, restoredNames(name, entry.isFolder, RESTORED_COPY_START, RESTORED_COPY_ATTEMPTS));
      if (!restored) throw vfsErrors.exists(entry.originalPath);
      return entryOf(mount, [...parentOf(original).segments, restored.name], restored);
    },

    async purge(session, id) {
      const trees = databaseMounts(session, () => true).map((mount) => mount.tree.key);
      const entries = await store.trashed(trees, id);
      if (id !== undefined && entries.length === 0) throw vfsErrors.notInTrash(id);
      await release(await store.purge(entries));
      return entries.length;
    },

    sweep() {
      return blobs.sweep((keys) => store.referenced(keys));
    },
  };
}

/** The first `count` names of `path`. */
function prefixOf(path: VfsPath, count: number): VfsPath {
  return { mount: path.mount, segments: path.segments.slice(0, count) };
}

/** By folded name, then id, as SQLite orders each mount's matches: those of several mounts in one order. */
function inNameOrder(nodes: readonly StoredNode[]): StoredNode[] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return nodes
    .map((node) => ({ node, folded: foldName(node.name) }))
    .sort((a, b) => compare(a.folded, b.folded) || compare(a.node.id, b.node.id))
    .map(({ node }) => node);
}

/** An empty file has no blob: its content is no bytes at all. */
function emptyStream(): Readable {
  return Readable.from([]);
}
