export type { ClientVfsErrorCode } from './constants';
export type { MountTable } from './mountTable';
export type { ParsedPath } from './paths';
export type {
  CopyOptions,
  FileEntry,
  FileStat,
  MountAttributes,
  Mountpoint,
  ReadfileOptions,
  ReadfileTypes,
  SearchOptions,
  SearchProgress,
  TrashEntry,
  Vfs,
  VfsChangeEvent,
  VfsErrorCode,
  VfsErrorLike,
  WritefileData,
  WritefileOptions,
} from './types';
export type { VfsClientDeps, VfsService } from './vfsClient';
export { FOLDER_MIME, VFS_DEFAULT_PATH, VFS_ERRORS, VFS_NAME_BYTES, VFS_ROUTES } from './constants';
export { clientError, toVfsError, VfsError, vfsErrorText } from './errors';
export { FILE_ICON_NAMES, fileIconUrl, mountIcon } from './fileIcons';
export { matchesMime, mimeMatches } from './mimes';
export { createMountTable } from './mountTable';
export { ancestorsOf, basename, formatPath, isValidName, isValidPath, joinPath, parentPath, parsePath } from './paths';
export { compareEntries, formatFileDate, mountLabel, visibleMounts } from './presentation';
export { createVfsClient } from './vfsClient';
export { VFS_STRINGS } from './strings';
