import type { Stats } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileRoot, Opening } from '../files';
import type { ByteRange } from './blobStore';
import { FOLDER_MIME } from './constants';
import { vfsErrors } from './errors';
import { mimeOfName } from './mime';
import type { VfsNode } from './nodes';

/** Where the adapter reports a path that tried to leave its root; the server's logger is one. */
export interface RefusalLog {
  warn(message: string): void;
}

/** A node of a folder mount, with what tells the same folder reached by two paths (through a link). */
export interface FolderNode extends VfsNode {
  /** Its device and inode. */
  identity: string;
}

/**
 * A read-only folder of the server as a mount: every path goes through the FileRoot's
 * containment check on what was opened, so neither `..`, nor a link planted inside (even one
 * swapped while a request runs), nor a hard link leads out.
 */
export interface FolderTree {
  /** What `segments` name; undefined when nothing does, or only outside the root. */
  lookup(segments: readonly string[]): Promise<FolderNode | undefined>;
  /** The entries of folder `segments` that resolve inside the root. */
  children(segments: readonly string[]): Promise<FolderNode[]>;
  /**
   * The bytes of file `segments` as they were when `version` was looked up; undefined, with
   * nothing opened, when it is no longer that file.
   */
  open(segments: readonly string[], version: string, range?: ByteRange): Promise<Readable | undefined>;
}

export interface FolderTreeOptions {
  /** The mount's name: node ids are its paths. */
  mount: string;
  root: FileRoot;
  /**
   * The names the root may show (the packages a user may use); each is a root of its own, which
   * is refused whole when it is a link. Undefined: every name. Asked once per tree: the apps
   * mount makes a tree per request.
   */
  topLevel?: () => Promise<ReadonlySet<string>>;
  log: RefusalLog;
}

export function createFolderTree({ mount, root, topLevel: askTopLevel, log }: FolderTreeOptions): FolderTree {
  let asked: Promise<ReadonlySet<string>> | undefined;
  const topLevel = askTopLevel && (() => (asked ??= askTopLevel()));
  const idOf = (segments: readonly string[]) => `${mount}:/${segments.join('/')}`;

  async function openAt(segments: readonly string[]): Promise<Opening | undefined> {
    const [first, ...rest] = segments;
    if (topLevel && first !== undefined && !(await topLevel()).has(first)) return undefined;
    const opening = topLevel && first !== undefined ? await root.within(first).open(rest.join('/')) : await root.open(segments.join('/'));
    if (opening.kind === 'refused') log.warn(`VFS mount '${mount}' refused ${idOf(segments)}: ${opening.reason}`);
    return opening;
  }

  async function resolve(segments: readonly string[]): Promise<{ path: string; stats: Stats } | undefined> {
    const opening = await openAt(segments);
    if (opening?.kind !== 'opened') return undefined;
    const { handle, ...found } = opening.file;
    await handle.close();
    return found.stats.isFile() || found.stats.isDirectory() ? found : undefined;
  }

  function nodeOf(segments: readonly string[], stats: Stats): FolderNode {
    const name = segments.at(-1) ?? '';
    const isFolder = stats.isDirectory();
    return {
      id: idOf(segments),
      parentId: segments.length === 0 ? null : idOf(segments.slice(0, -1)),
      name,
      isFolder,
      size: isFolder ? 0 : stats.size,
      mime: isFolder ? FOLDER_MIME : mimeOfName(name),
      createdAt: Math.floor(stats.birthtimeMs || stats.ctimeMs),
      modifiedAt: Math.floor(stats.mtimeMs),
      version: versionOf(stats),
      identity: `${stats.dev}:${stats.ino}`,
    };
  }

  const emptyRoot: FolderNode = { id: idOf([]), parentId: null, name: '', isFolder: true, size: 0, mime: FOLDER_MIME, createdAt: 0, modifiedAt: 0, version: 'empty', identity: 'empty' };

  return {
    async lookup(segments) {
      const found = await resolve(segments);
      if (found) return nodeOf(segments, found.stats);
      // A folder not made yet (no package installed so far) is an empty mount, not a missing one.
      return segments.length === 0 ? emptyRoot : undefined;
    },

    async children(segments) {
      const folder = await resolve(segments);
      if (!folder?.stats.isDirectory()) return [];
      let names = await readdir(folder.path);
      if (segments.length === 0 && topLevel) {
        const allowed = await topLevel();
        names = names.filter((name) => allowed.has(name));
      }
      const nodes = await Promise.all(
        names.map(async (name) => {
          const child = [...segments, name];
          const found = await resolve(child);
          return found && nodeOf(child, found.stats);
        }),
      );
      return nodes.filter((node) => node !== undefined);
    },

    async open(segments, version, range) {
      const opening = await openAt(segments);
      if (opening?.kind !== 'opened') return undefined;
      const { handle, stats } = opening.file;
      if (!stats.isFile() || versionOf(stats) !== version) {
        await handle.close();
        return undefined;
      }
      if (stats.size === 0) {
        await handle.close();
        return Readable.from([]);
      }
      // Never past the size the answer announced, should the file grow while it is read.
      return handle.createReadStream(range ?? { start: 0, end: stats.size - 1 });
    },
  };
}

/** What tells one state of a file from another: a replacement changes the inode, an edit the size or the time. */
function versionOf(stats: Stats): string {
  return `${stats.ino.toString(16)}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
}

/** The bytes of a server folder's file as `node` saw it; a clean error, before any byte, when it has changed since. */
export async function bytesAsListed(tree: FolderTree, segments: readonly string[], node: VfsNode, range?: ByteRange): Promise<Readable> {
  const bytes = await tree.open(segments, node.version, range);
  if (!bytes) throw vfsErrors.changed(node.id);
  return bytes;
}
