import { VFS_MAX_DEPTH } from './constants';
import { vfsErrors } from './errors';

/** A parsed `name:/path`: the mount's name and the names on the way, NFC-normalised, none empty. */
export interface VfsPath {
  readonly mount: string;
  readonly segments: readonly string[];
}

const PATH = /^([A-Za-z0-9_.-]+):(\/.*)$/s;

/**
 * Reads `name:/path` (docs/features/files.md#rules): empty segments are ignored, `.` and `..` refused.
 * @throws VfsError ERR_VFS_PATH_FORMAT_INVALID with the spec's text; ERR_VFS_PATH_TOO_DEEP for more than VFS_MAX_DEPTH names.
 */
export function parsePath(text: string): VfsPath {
  const match = PATH.exec(text);
  if (!match) throw vfsErrors.pathFormat(text);
  const [, mount = '', rest = ''] = match;
  const segments = rest
    .normalize('NFC')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) throw vfsErrors.pathFormat(text);
  if (segments.length > VFS_MAX_DEPTH) throw vfsErrors.tooDeep(segments.length, VFS_MAX_DEPTH);
  return { mount, segments };
}

/** The text of a path: `home:/` for a root, `home:/Documents/a.txt` otherwise. */
export function formatPath(path: VfsPath): string {
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
