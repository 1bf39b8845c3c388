import { constants, type Stats } from 'node:fs';
import { open, readlink, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { folderNameProblem, pathProblem } from './paths';

/** A file or folder opened under a root, checked after it was opened: what the descriptor is, is what is served. */
export interface OpenFile {
  /** Read the bytes from here, never by name: the name may lead elsewhere by now. Close it when done. */
  handle: FileHandle;
  /** Of the descriptor (fstat), so size and ETag describe the bytes that are read. */
  stats: Stats;
  /** Its real path when it was opened, inside `root`. */
  path: string;
  /** The root's real path. */
  root: string;
  /** `path` from `root`. */
  relativePath: string;
}

/** Nothing there (`code` says why, e.g. ENOENT): an ordinary 404. */
export interface Missing {
  kind: 'missing';
  code: string;
}

/** An attempt to reach outside the root, by its text, through a link or a hard link: a 404 worth a warning. */
export interface Refused {
  kind: 'refused';
  reason: string;
}

/** What opening a path under a root gave. */
export type Opening = { kind: 'opened'; file: OpenFile } | Missing | Refused;

/** What a path under a root turned out to be, for callers that need no bytes (listings, versions). */
export type Resolution = ({ kind: 'found' } & Omit<OpenFile, 'handle'>) | Missing | Refused;

export interface FileRootOptions {
  /**
   * Refuse regular files with more than one hard link. A hard link carries no trace of where the
   * file's other names are, so in a folder that others can write to (packages, folder mounts) it
   * may be the server's secret under an innocent name.
   */
  singleLinkOnly?: boolean;
}

/**
 * A folder whose contents may be served: nothing whose real path lies outside the folder's real
 * path is ever handed out, whichever links lead there, even when a link is swapped while a request
 * runs, because the check is made on the descriptor that was opened. Every route that serves files
 * from disk goes through one (the browser build, package files, login images, folder mounts and
 * the VFS's local blobs).
 */
export interface FileRoot {
  /** The folder as configured, for messages. */
  readonly dir: string;
  /** Opens `relativePath` under the root; the caller closes what it gets. */
  open(relativePath: string): Promise<Opening>;
  /** What `relativePath` is under the root, with the same checks as `open`, and nothing left open. */
  resolve(relativePath: string): Promise<Resolution>;
  /**
   * The folder `name` directly inside this root, as a root of its own that must be a real folder:
   * when it is a link, even to a folder beside it, everything under it is refused.
   */
  within(name: string): FileRoot;
}

// What a missing or unreachable file reports. Anything else (EIO, EMFILE) is the server's
// trouble, not a 404, and is thrown.
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EACCES']);

// Non-blocking, so that a FIFO planted in a root cannot hold the open (it is then refused as no
// file); no controlling terminal from a device that might be one.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY;

// Where Linux names the file behind a descriptor; elsewhere the name is looked up again and its
// device and inode compared with the descriptor's.
const DESCRIPTOR_LINKS = '/proc/self/fd';

/** The folder `dir` as a FileRoot. It need not exist yet: until it does, everything is missing. */
export function createFileRoot(dir: string, options: FileRootOptions = {}): FileRoot {
  return fileRoot(dir, () => realpath(dir), undefined, options);
}

/**
 * @param realDir the root's real path, found on every call: the folder, or a link on the way to
 *   it, may be replaced while the server runs.
 * @param nameProblem why every path under this root is refused (a bad folder name), if it is.
 */
function fileRoot(dir: string, realDir: () => Promise<string>, nameProblem: string | undefined, options: FileRootOptions): FileRoot {
  async function openChecked(relativePath: string): Promise<Opening> {
    const problem = nameProblem ?? pathProblem(relativePath);
    if (problem !== undefined) return { kind: 'refused', reason: problem };
    let handle: FileHandle | undefined;
    try {
      const root = await realDir();
      const named = path.join(root, relativePath);
      handle = await open(named, OPEN_FLAGS);
      const checked = await check(root, handle, named, options);
      if ('reason' in checked) {
        await handle.close();
        return { kind: 'refused', reason: checked.reason };
      }
      const { real, stats } = checked;
      return { kind: 'opened', file: { handle, stats, path: real, root, relativePath: path.relative(root, real) } };
    } catch (error) {
      await handle?.close();
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== undefined && MISSING_CODES.has(code)) return { kind: 'missing', code };
      throw error;
    }
  }

  return {
    dir,

    open: openChecked,

    async resolve(relativePath) {
      const opening = await openChecked(relativePath);
      if (opening.kind !== 'opened') return opening;
      const { handle, ...found } = opening.file;
      await handle.close();
      return { kind: 'found', ...found };
    },

    within(name) {
      // Not the real path of the folder itself: a folder that is a link must not count as inside.
      const realSub = async () => path.join(await realDir(), name);
      return fileRoot(path.join(dir, name), realSub, nameProblem ?? folderNameProblem(name), options);
    },
  };
}

/**
 * The real path of what `handle` opened; undefined when `named` no longer leads to it (it was
 * replaced between the open and the look-up, on systems without DESCRIPTOR_LINKS).
 */
async function realPathOf(handle: FileHandle, named: string, stats: Stats): Promise<string | undefined> {
  try {
    return await readlink(`${DESCRIPTOR_LINKS}/${handle.fd}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const real = await realpath(named);
  const now = await stat(real);
  return now.dev === stats.dev && now.ino === stats.ino ? real : undefined;
}

/** What `handle` (opened as `named`) is, or why it may not be handed out. */
async function check(root: string, handle: FileHandle, named: string, options: FileRootOptions): Promise<{ real: string; stats: Stats } | { reason: string }> {
  const stats = await handle.stat();
  // Deleted since it was opened: its descriptor's name then ends in ' (deleted)', which no check of
  // the name (a source map's extension) must be asked about.
  if (stats.nlink === 0) throw Object.assign(new Error(`${named} was deleted while it was being opened`), { code: 'ENOENT' });
  const real = await realPathOf(handle, named, stats);
  if (real === undefined) return { reason: 'it was replaced while it was being opened' };
  if (!isInside(root, real)) return { reason: `it resolves to ${real}, outside ${root}` };
  if (options.singleLinkOnly && stats.isFile() && stats.nlink > 1) return { reason: `it has ${stats.nlink} hard links, so it may be a file from outside ${root}` };
  return { real, stats };
}

function isInside(root: string, real: string): boolean {
  const relative = path.relative(root, real);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
