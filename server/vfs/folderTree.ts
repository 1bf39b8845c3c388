import type { Stats } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileRoot } from '../files';
import type { ByteRange } from './blobStore';
import { FOLDER_MIME } from './constants';
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
 * containment check on its real path, so neither `..` nor a link planted inside leads out.
 */
export interface FolderTree {
  /** What `segments` name; undefined when nothing does, or only outside the root. */
  lookup(segments: readonly string[]): Promise<FolderNode | undefined>;
  /** The entries of folder `segments` that resolve inside the root. */
  children(segments: readonly string[]): Promise<FolderNode[]>;
  /** The bytes of file `segments`. */
  open(segments: readonly string[], range?: ByteRange): Promise<Readable>;
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

  async function resolve(segments: readonly string[]): Promise<{ path: string; stats: Stats } | undefined> {
    const [first, ...rest] = segments;
    if (topLevel && first !== undefined && !(await topLevel()).has(first)) return undefined;
    const found = topLevel && first !== undefined ? await root.within(first).resolve(rest.join('/')) : await root.resolve(segments.join('/'));
    if (found.kind === 'refused') log.warn(`VFS mount '${mount}' refused ${idOf(segments)}: ${found.reason}`);
    return found.kind === 'found' && (found.stats.isFile() || found.stats.isDirectory()) ? found : undefined;
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
      version: `${stats.ino.toString(16)}-${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`,
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

    async open(segments, range) {
      const found = await resolve(segments);
      if (!found?.stats.isFile()) throw new Error(`${idOf(segments)} is no longer a file`);
      const handle = await open(found.path, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
  };
}
