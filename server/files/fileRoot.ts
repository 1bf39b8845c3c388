import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { folderNameProblem, pathProblem } from './paths';

/** What a path under a root turned out to be. */
export type Resolution =
  /** Inside the root: `path` is its real path (no link left in it), `relativePath` that path from `root`, the root's real path. */
  | { kind: 'found'; path: string; root: string; relativePath: string; stats: Stats }
  /** Nothing there (`code` says why, e.g. ENOENT): an ordinary 404. */
  | { kind: 'missing'; code: string }
  /** An attempt to reach outside the root, by its text or through a link: a 404 worth a warning. */
  | { kind: 'refused'; reason: string };

/**
 * A folder whose contents may be served: nothing whose real path lies outside the folder's real
 * path ever resolves, whichever links lead there. Every route that serves files from disk goes
 * through one (the browser build, package files, and the VFS's local blobs).
 */
export interface FileRoot {
  /** The folder as configured, for messages. */
  readonly dir: string;
  /** Finds `relativePath` under the root, following links only as far as the root's real path. */
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

/** The folder `dir` as a FileRoot. It need not exist yet: until it does, everything is missing. */
export function createFileRoot(dir: string): FileRoot {
  return fileRoot(dir, () => realpath(dir), undefined);
}

/**
 * @param realDir the root's real path, found on every call: the folder, or a link on the way to
 *   it, may be replaced while the server runs.
 * @param nameProblem why every path under this root is refused (a bad folder name), if it is.
 */
function fileRoot(dir: string, realDir: () => Promise<string>, nameProblem: string | undefined): FileRoot {
  return {
    dir,

    async resolve(relativePath) {
      const problem = nameProblem ?? pathProblem(relativePath);
      if (problem !== undefined) return { kind: 'refused', reason: problem };
      try {
        const root = await realDir();
        const real = await realpath(path.join(root, relativePath));
        if (!isInside(root, real)) return { kind: 'refused', reason: `it resolves to ${real}, outside ${root}` };
        // A caller that opens `path` later opens a path with no link in it; one planted in
        // between is a race that needs write access to the root, which serves no secret itself.
        return { kind: 'found', path: real, root, relativePath: path.relative(root, real), stats: await stat(real) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== undefined && MISSING_CODES.has(code)) return { kind: 'missing', code };
        throw error;
      }
    },

    within(name) {
      // Not the real path of the folder itself: a folder that is a link must not count as inside.
      const realSub = async () => path.join(await realDir(), name);
      return fileRoot(path.join(dir, name), realSub, nameProblem ?? folderNameProblem(name));
    },
  };
}

function isInside(root: string, real: string): boolean {
  const relative = path.relative(root, real);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}
