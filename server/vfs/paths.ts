import { splitVfsPath, type VfsPath } from '../contract/vfsPaths';
import { VFS_MAX_DEPTH } from './constants';
import { vfsErrors } from './errors';

export { baseName, childOf, formatVfsPath as formatPath, isWithin, parentOf, type VfsPath } from '../contract/vfsPaths';

/**
 * Reads `name:/path` with the contract's grammar, its names normalised to NFC as the server stores them.
 * @throws VfsError ERR_VFS_PATH_FORMAT_INVALID with the spec's text; ERR_VFS_PATH_TOO_DEEP for more than VFS_MAX_DEPTH names.
 */
export function parsePath(text: string): VfsPath {
  // NFC leaves the ASCII mount name and the colon as they are: only the names can change.
  const path = splitVfsPath(text.normalize('NFC'));
  if (!path) throw vfsErrors.pathFormat(text);
  if (path.segments.length > VFS_MAX_DEPTH) throw vfsErrors.tooDeep(path.segments.length, VFS_MAX_DEPTH);
  return path;
}
