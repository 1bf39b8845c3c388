import { FILE_ERRORS } from './constants';
import { formatPath, parsePath } from './filePaths';

/** A file or folder as the file dialog lists it (spec, shell section 3 "File entry", the fields it needs). */
export interface FileEntry {
  /** The file's name, without its folder. */
  filename: string;
  /** `name:/path`. */
  path: string;
  /** Whether it is a folder. */
  isDirectory: boolean;
  /** Whether it is a file. */
  isFile: boolean;
  /** `inode/directory` for folders. */
  mime: string;
  /** In bytes; 0 for folders. */
  size: number;
}

/**
 * Where the file dialog reads from. Provisional: the virtual file system replaces it when it lands,
 * and its mount points (apps, bos, home) then answer these calls.
 */
export interface FileSource {
  /**
   * The entries of folder `path`, folders first, then by name.
   * @throws Error when the path is not `name:/path`, names no known mount point, or no folder.
   */
  list(path: string): Promise<FileEntry[]>;
  /** Whether a file or folder exists at `path` (false, not an error, for a malformed path). */
  exists(path: string): Promise<boolean>;
}

/** A file in a `MemoryTree`. */
export interface MemoryFile {
  mime: string;
  size: number;
}

/** A folder in a `MemoryTree`: names to folders and files. A node is a file when its `mime` is a string. */
export interface MemoryFolder {
  readonly [name: string]: MemoryFolder | MemoryFile;
}

/** Mount point names (without the colon) to their root folders. */
export type MemoryTree = Readonly<Record<string, MemoryFolder>>;

/** A few folders and files under `home:/`: what the file dialog shows until the file system lands. */
export const DEMO_FILE_TREE: MemoryTree = {
  home: {
    Documents: {
      Drafts: {},
      'Notes.txt': { mime: 'text/plain', size: 1204 },
      'Report.pdf': { mime: 'application/pdf', size: 48213 },
    },
    Pictures: {
      'Holiday.png': { mime: 'image/png', size: 204800 },
      'Logo.svg': { mime: 'image/svg+xml', size: 3120 },
    },
    'Todo.txt': { mime: 'text/plain', size: 312 },
  },
};

export const FOLDER_MIME = 'inode/directory';

const isFile = (node: MemoryFolder | MemoryFile): node is MemoryFile => typeof node.mime === 'string';

/** Folders first, then by name, as a file manager lists them. */
export const compareEntries = (a: FileEntry, b: FileEntry): number =>
  Number(b.isDirectory) - Number(a.isDirectory) || a.filename.localeCompare(b.filename);

/**
 * A read-only `FileSource` over `tree`, held in memory.
 * @example
 * const source = createMemoryFileSource({ home: { 'a.txt': { mime: 'text/plain', size: 1 } } });
 * await source.list('home:/'); // [{ filename: 'a.txt', path: 'home:/a.txt', … }]
 */
export function createMemoryFileSource(tree: MemoryTree = DEMO_FILE_TREE): FileSource {
  const find = (path: string): MemoryFolder | MemoryFile | undefined => {
    const { mount, segments } = parsePath(path);
    const root = tree[mount];
    if (!root) throw new Error(FILE_ERRORS.mountNotFound(mount));
    let node: MemoryFolder | MemoryFile | undefined = root;
    for (const segment of segments) {
      if (!node || isFile(node) || !Object.hasOwn(node, segment)) return undefined;
      node = node[segment];
    }
    return node;
  };

  return {
    list(path) {
      return Promise.resolve().then(() => {
        const folder = find(path);
        if (!folder || isFile(folder)) throw new Error(FILE_ERRORS.folderNotFound(path));
        const { mount, segments } = parsePath(path);
        return Object.entries(folder)
          .map(([filename, node]): FileEntry => {
            const file = isFile(node);
            return {
              filename,
              path: formatPath({ mount, segments: [...segments, filename] }),
              isDirectory: !file,
              isFile: file,
              mime: file ? node.mime : FOLDER_MIME,
              size: file ? node.size : 0,
            };
          })
          .sort(compareEntries);
      });
    },
    exists(path) {
      return Promise.resolve().then(() => {
        try {
          return find(path) !== undefined;
        } catch {
          return false;
        }
      });
    },
  };
}

/**
 * Whether `mime` passes the filter `accepted`: an exact type, or `type/*` for all of a kind.
 * No filter (undefined or empty) passes everything.
 */
export function matchesMime(mime: string, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  return accepted.some((pattern) => (pattern.endsWith('/*') ? mime.startsWith(pattern.slice(0, -1)) : mime === pattern));
}
