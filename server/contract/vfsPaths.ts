// The grammar of a VFS path, `name:/path` (docs/features/files.md#rules), which the server reads every
// call's paths with and the browser checks and builds paths with before a call leaves: one pure
// module with no imports, so the browser bundle takes it as it is and the two read paths alike.

/** A path read: the mount's name and the names on the way, outermost first, none empty. */
export interface VfsPath {
  readonly mount: string;
  readonly segments: readonly string[];
}

// A mount's name, a colon, then an absolute path; a name in the path may hold any character, a
// line break too (the name rule, not the grammar, refuses those).
const VFS_PATH_FORMAT = /^([A-Za-z0-9_.-]+):(\/.*)$/s;

/** The spec's text (docs/features/files.md#rules) for a path that breaks the grammar; the code is ERR_VFS_PATH_FORMAT_INVALID. */
export const vfsPathFormatMessage = (path: string): string => `Given path '${path}' does not match 'name:/path'`;

/**
 * Reads `name:/path`: empty segments (`//`, a trailing `/`) are dropped; `.` and `..` are refused,
 * as a path names one place only. Undefined when `text` is not such a path.
 * @example
 * ```ts
 * splitVfsPath('home:/Documents/'); // { mount: 'home', segments: ['Documents'] }
 * splitVfsPath('home:/a/../b'); // undefined
 * ```
 */
export function splitVfsPath(text: string): { mount: string; segments: string[] } | undefined {
  const match = VFS_PATH_FORMAT.exec(text);
  if (!match) return undefined;
  const [, mount = '', rest = ''] = match;
  const segments = rest.split('/').filter((segment) => segment !== '');
  return segments.some((segment) => segment === '.' || segment === '..') ? undefined : { mount, segments };
}

/** The text of a path: `home:/` for a root, `home:/Documents/a.txt` otherwise (no trailing slash). */
export function formatVfsPath(path: VfsPath): string {
  return `${path.mount}:/${path.segments.join('/')}`;
}

/** `path`'s folder; a root is its own. */
export function parentOf(path: VfsPath): VfsPath {
  return { mount: path.mount, segments: path.segments.slice(0, -1) };
}

/** `path` with `name` added. */
export function childOf(path: VfsPath, name: string): VfsPath {
  return { mount: path.mount, segments: [...path.segments, name] };
}

/** The last name of `path`; undefined at a root. */
export function baseName(path: VfsPath): string | undefined {
  return path.segments.at(-1);
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner: VfsPath, outer: VfsPath): boolean {
  return inner.mount === outer.mount && outer.segments.every((segment, index) => inner.segments[index] === segment);
}
