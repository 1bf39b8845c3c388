import { FILE_NAME_MAX_BYTES } from '../../server/contract/fileNames';
import { vfsPathFormatMessage } from '../../server/contract/vfsPaths';

/**
 * The folder a user starts in (docs/features/files.md#opening-files: default path home:/).
 * @example
 * ```ts
 * const entries = await ctx.vfs.readdir(VFS_DEFAULT_PATH);
 * ```
 */
export const VFS_DEFAULT_PATH = 'home:/';

/**
 * The MIME type of folders, as the server gives it.
 * @example
 * ```ts
 * const folders = entries.filter((entry) => entry.mime === FOLDER_MIME);
 * ```
 */
export const FOLDER_MIME = 'inode/directory';

/** Where every call goes, by operation (docs/features/files.md#opening-files: `/vfs/{operation}` at the site's root). */
export const VFS_ROUTES = {
  mounts: '/vfs/mounts',
  readdir: '/vfs/readdir',
  readfile: '/vfs/readfile',
  writefile: '/vfs/writefile',
  copy: '/vfs/copy',
  rename: '/vfs/rename',
  mkdir: '/vfs/mkdir',
  unlink: '/vfs/unlink',
  exists: '/vfs/exists',
  stat: '/vfs/stat',
  touch: '/vfs/touch',
  search: '/vfs/search',
  url: '/vfs/url',
  trash: '/vfs/trash',
  /** GET: the trash's entries; POST /vfs/trash moves one there. */
  trashed: '/vfs/trash',
  restore: '/vfs/restore',
  purge: '/vfs/purge',
} as const;

/** A file or folder name at most, in UTF-8 bytes (the contract's VFS_LIMITS.nameBytes). */
export const VFS_NAME_BYTES = FILE_NAME_MAX_BYTES;

/**
 * The errors the client finds itself, before a call leaves: the spec's texts (docs/features/files.md#opening-files)
 * where it has one, as the English fallback of the `vfs.errors` translations.
 */
export const VFS_ERRORS = {
  ERR_VFS_MOUNT_NOT_FOUND: (name: string) => `Filesystem '${name}' not found`,
  ERR_VFS_MOUNT_NOT_FOUND_FOR: (path: string) => `Filesystem not found for '${path}'`,
  ERR_VFS_MOUNT_NOT_MOUNTED: (name: string) => `Filesystem '${name}' is not mounted`,
  ERR_VFS_MOUNT_ALREADY_MOUNTED: (name: string) => `Filesystem '${name}' is already mounted`,
  ERR_VFS_PATH_FORMAT_INVALID: vfsPathFormatMessage,
  ERR_VFS_NAME_INVALID: (name: string) =>
    `'${name}' is not a valid name: a name cannot be empty, '.' or '..', a Windows device name (CON, NUL, COM1…) or only invisible characters, start or end with a space, contain / or \\, control or bidirectional-text characters, or be longer than ${VFS_NAME_BYTES} bytes`,
} as const;

/** The codes of the errors the client finds itself. */
export type ClientVfsErrorCode = keyof typeof VFS_ERRORS;
