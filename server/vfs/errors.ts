import { VFS_ERROR_STATUS, type VfsErrorCode } from '../contract';
import { vfsPathFormatMessage } from '../contract/vfsPaths';
import { HttpError } from '../http';

/**
 * A failed VFS call: the contract's code and status, with the text the user reads. The spec's
 * texts (docs/features/files.md#rules) are kept word for word; `{0}` is the name or path.
 */
export class VfsError extends HttpError {
  constructor(
    readonly vfsCode: VfsErrorCode,
    message: string,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(VFS_ERROR_STATUS[vfsCode], message, headers, vfsCode);
    this.name = 'VfsError';
  }
}

/** The errors by what went wrong, each with the words the user reads. */
export const vfsErrors = {
  mountNotFoundFor: (path: string) => new VfsError('ERR_VFS_MOUNT_NOT_FOUND_FOR', `Filesystem not found for '${path}'`),
  pathFormat: (path: string) => new VfsError('ERR_VFS_PATH_FORMAT_INVALID', vfsPathFormatMessage(path)),
  name: (name: string, problem: string) => new VfsError('ERR_VFS_NAME_INVALID', `'${name}' cannot be used as a name: ${problem}`),
  notFound: (path: string) => new VfsError('ERR_VFS_NOT_FOUND', `'${path}' does not exist`),
  notInTrash: (id: string) => new VfsError('ERR_VFS_NOT_FOUND', `Nothing in the trash has the id '${id}'`),
  root: (path: string) => new VfsError('ERR_VFS_READ_ONLY', `'${path}' is the root of its filesystem: it cannot be moved, copied or deleted`),
  exists: (path: string) => new VfsError('ERR_VFS_EXISTS', `'${path}' already exists`),
  notAFolder: (path: string) => new VfsError('ERR_VFS_NOT_A_FOLDER', `'${path}' is not a folder`),
  isAFolder: (path: string) => new VfsError('ERR_VFS_IS_A_FOLDER', `'${path}' is a folder`),
  intoItself: (from: string, to: string) => new VfsError('ERR_VFS_INTO_ITSELF', `'${from}' cannot be copied or moved into itself ('${to}')`),
  readOnly: (mount: string) => new VfsError('ERR_VFS_READ_ONLY', `Filesystem '${mount}' is read-only`),
  tooLarge: (limit: number) => new VfsError('ERR_VFS_TOO_LARGE', `The file is larger than the upload limit of ${formatBytes(limit)}: nothing was written`),
  quota: (limit: number) => new VfsError('ERR_VFS_QUOTA_EXCEEDED', `This would take you past your quota of ${formatBytes(limit)}: nothing was written`),
  accountQuota: (limit: number) =>
    new VfsError('ERR_VFS_QUOTA_EXCEEDED', `This would take your account's shared files past their quota of ${formatBytes(limit)}: nothing was written`),
  urlInvalid: () => new VfsError('ERR_VFS_URL_INVALID', 'This link is invalid or has expired: ask for a new one'),
  incomplete: () => new VfsError('ERR_VFS_UPLOAD_INCOMPLETE', 'The upload ended before the file was complete: nothing was written'),
  /** A server folder's file replaced or edited between its look-up and its opening: nothing was sent. */
  changed: (path: string) => new HttpError(409, `'${path}' changed while it was being opened: read it again`),
  tooDeep: (count: number, limit: number) => new VfsError('ERR_VFS_PATH_TOO_DEEP', `The path has ${count} names: a path may have at most ${limit}`),
  busy: (limit: number) => new VfsError('ERR_VFS_BUSY', `You have ${limit} changes to files under way, the most one user may have at once: try again when one is done`),
  copyEntries: (from: string, limit: number) => new VfsError('ERR_VFS_COPY_TOO_LARGE', `'${from}' holds more than ${limit} files and folders, the most one copy may make: nothing was written`),
  copyBytes: (from: string, limit: number) => new VfsError('ERR_VFS_COPY_TOO_LARGE', `'${from}' holds more than ${formatBytes(limit)}, the most one copy may write: nothing was written`),
  tooDeepBelow: (to: string, limit: number) => new VfsError('ERR_VFS_PATH_TOO_DEEP', `At '${to}', what it holds would have paths of more than ${limit} names, the most a path may have: nothing was written`),
  loop: (path: string, ancestor: string) => new VfsError('ERR_VFS_LOOP', `'${path}' leads back to '${ancestor}', a folder it is in: a copy would never end, so nothing was written`),
  copyStopped: () => new HttpError(400, 'The copy was stopped because its request was cancelled: nothing was written'),
};

/** Bytes for a message, base 1024 with one decimal as the spec's file sizes are (docs/features/files.md#rules). */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
