import { FILE_ERRORS } from './constants';

/** `name:/path`: a mount point's name, a colon, then an absolute path inside it (spec, shell section 5). */
const PATH_FORMAT = /^([A-Za-z0-9_.-]+):(\/.*)$/;

/** A path split into its mount point and its folders and file, e.g. `home:/a/b` → home, [a, b]. */
export interface ParsedPath {
  mount: string;
  segments: string[];
}

/**
 * Splits `path` into its mount point and segments; empty segments (`//`, a trailing `/`) are dropped.
 * @throws Error "Given path '{path}' does not match 'name:/path'" (ERR_VFS_PATH_FORMAT_INVALID).
 */
export function parsePath(path: string): ParsedPath {
  const match = PATH_FORMAT.exec(path);
  if (!match) throw new Error(FILE_ERRORS.pathFormatInvalid(path));
  const [, mount = '', rest = '/'] = match;
  return { mount, segments: rest.split('/').filter((segment) => segment !== '') };
}

/** Whether `path` has the form `name:/path`. */
export const isValidPath = (path: string): boolean => PATH_FORMAT.test(path);

/** The path of a parsed path: `home:/` for a mount's root, `home:/a/b` otherwise (no trailing slash). */
export const formatPath = ({ mount, segments }: ParsedPath): string => `${mount}:/${segments.join('/')}`;

/** `name` inside folder `folder`: `joinPath('home:/a', 'b.txt')` is `home:/a/b.txt`. */
export function joinPath(folder: string, name: string): string {
  const parsed = parsePath(folder);
  return formatPath({ mount: parsed.mount, segments: [...parsed.segments, name] });
}

/** The folder holding `path`, or null for a mount's root. */
export function parentPath(path: string): string | null {
  const parsed = parsePath(path);
  if (parsed.segments.length === 0) return null;
  return formatPath({ mount: parsed.mount, segments: parsed.segments.slice(0, -1) });
}
