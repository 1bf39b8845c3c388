import { fileNameProblem } from '../../server/contract/fileNames';
import { formatVfsPath, splitVfsPath } from '../../server/contract/vfsPaths';
import { clientError } from './errors';

// The grammar is the contract's (server/contract/vfsPaths.ts), which the server reads paths with;
// here it throws the browser's VfsError and keeps the SDK's names.

/**
 * A path split into its mount point and its folders and file, e.g. `home:/a/b` → home, [a, b].
 *
 * @example
 * ```ts
 * const { mount, segments }: ParsedPath = parsePath('home:/Documents/Plan.txt');
 * ```
 */
export interface ParsedPath {
  /** The mount point's name: `home` in `home:/Documents`. */
  mount: string;
  /** The folders and the file inside it, outermost first; empty at the mount's root. */
  segments: string[];
}

/**
 * Splits `path` into its mount point and segments; empty segments (`//`, a trailing `/`) are dropped.
 * @throws VfsError ERR_VFS_PATH_FORMAT_INVALID, "Given path … does not match 'name:/path'", also for a `.` or `..` segment.
 * @example
 * ```ts
 * parsePath('home:/Documents/'); // { mount: 'home', segments: ['Documents'] }
 * ```
 */
export function parsePath(path: string): ParsedPath {
  const parsed = splitVfsPath(path);
  if (!parsed) throw clientError('ERR_VFS_PATH_FORMAT_INVALID', path);
  return parsed;
}

/**
 * Whether `path` has the form `name:/path`.
 * @example
 * ```ts
 * isValidPath('home:/a.txt'); // true
 * isValidPath('a.txt'); // false
 * ```
 */
export const isValidPath = (path: string): boolean => splitVfsPath(path) !== undefined;

/**
 * The path of a parsed path: `home:/` for a mount's root, `home:/a/b` otherwise (no trailing slash).
 * @example
 * ```ts
 * formatPath({ mount: 'home', segments: ['a', 'b'] }); // 'home:/a/b'
 * ```
 */
export const formatPath = (input: ParsedPath): string => formatVfsPath(input);

/**
 * Whether `name` can name a file or folder: the server's rule (server/contract/fileNames.ts): not
 * empty, `.` or `..`, without `/`, `\`, control or bidirectional-text characters, not only
 * invisible characters, no space at either end, no name Windows reserves (`CON`, `NUL.txt`, …),
 * at most 255 bytes in UTF-8.
 * @example
 * ```ts
 * isValidName('Plan.txt'); // true
 * isValidName('a/b'); // false
 * ```
 */
export const isValidName = (name: string): boolean => fileNameProblem(name) === undefined;

/**
 * `name` inside folder `folder`.
 * @throws VfsError ERR_VFS_PATH_FORMAT_INVALID for a malformed folder, ERR_VFS_NAME_INVALID for a name that cannot be kept.
 * @example
 * ```ts
 * joinPath('home:/a', 'b.txt'); // 'home:/a/b.txt'
 * ```
 */
export function joinPath(folder: string, name: string): string {
  const parsed = parsePath(folder);
  if (!isValidName(name)) throw clientError('ERR_VFS_NAME_INVALID', name);
  return formatPath({ mount: parsed.mount, segments: [...parsed.segments, name] });
}

/**
 * The folder holding `path`, or null for a mount's root.
 * @example
 * ```ts
 * parentPath('home:/a/b.txt'); // 'home:/a'
 * parentPath('home:/'); // null
 * ```
 */
export function parentPath(path: string): string | null {
  const parsed = parsePath(path);
  if (parsed.segments.length === 0) return null;
  return formatPath({ mount: parsed.mount, segments: parsed.segments.slice(0, -1) });
}

/**
 * The last segment of `path`, or the mount's name at its root.
 * @example
 * ```ts
 * basename('home:/a/b.txt'); // 'b.txt'
 * basename('home:/'); // 'home'
 * ```
 */
export function basename(path: string): string {
  const { mount, segments } = parsePath(path);
  return segments.at(-1) ?? mount;
}

/** Every folder above `path`, nearest first: `home:/a/b` → `home:/a`, `home:/`. */
export function ancestorsOf(path: string): string[] {
  const { mount, segments } = parsePath(path);
  return segments.map((_segment, index) => formatPath({ mount, segments: segments.slice(0, segments.length - 1 - index) }));
}
