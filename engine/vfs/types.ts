import type { FileEntry, Mountpoint, TrashEntry, VfsErrorCode } from '../../server/contract';
import type { Disposable } from '../core';

export type { FileEntry, FileStat, MountAttributes, Mountpoint, TrashEntry, VfsErrorCode } from '../../server/contract';

/** How `readfile` hands the content over. */
export interface ReadfileTypes {
  text: string;
  blob: Blob;
  arraybuffer: ArrayBuffer;
  /** The body as it arrives, for files too large to hold (a 1 GiB video). */
  stream: ReadableStream<Uint8Array>;
}

/** Options of `readfile`. */
export interface ReadfileOptions {
  /** Aborts the read: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** What is written: text (UTF-8), or bytes. */
export type WritefileData = string | Blob | ArrayBuffer;

/** Options of `writefile`. */
export interface WritefileOptions {
  /** Replace the file when it exists (default true). */
  overwrite?: boolean;
  /** Make the missing folders on the way (default false). */
  parents?: boolean;
  /** Called as the bytes leave: `loaded` of `total` bytes. */
  onProgress?: (loaded: number, total: number) => void;
  /** Cancels the upload: nothing is written, the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** Options of `copy` and `rename`. */
export interface CopyOptions {
  /** Replace a file at the target (default false: ERR_VFS_EXISTS). */
  overwrite?: boolean;
}

/** Options of `search`. */
export interface SearchOptions {
  /** At most this many results (default 200, at most 1000). */
  limit?: number;
}

/** What changed, as `onDidChange` tells it: the paths written, made or removed, and their folders. */
export interface VfsChangeEvent {
  /** What happened. */
  kind: 'write' | 'mkdir' | 'copy' | 'rename' | 'unlink' | 'trash' | 'restore' | 'purge' | 'mount' | 'unmount';
  /** The paths that changed (for copy and rename: from, then to). */
  paths: readonly string[];
  /** The folders whose listing changed: a file manager showing one of them reads it again. */
  folders: readonly string[];
}

/**
 * The virtual file system as apps and plugins see it (`ctx.vfs`, spec shell section 7). Paths are
 * `name:/path`. Every call checks the path's form (ERR_VFS_PATH_FORMAT_INVALID) and its mount
 * (ERR_VFS_MOUNT_NOT_FOUND_FOR, ERR_VFS_MOUNT_NOT_MOUNTED) before it goes to the server; what
 * fails there rejects with a `VfsError` carrying the server's code and message.
 */
export interface Vfs {
  /** The user's mount points, as the server lists them, with the client's `mounted` state. */
  mounts(): readonly Mountpoint[];
  /** Mounts `name` again. @throws VfsError ERR_VFS_MOUNT_NOT_FOUND, ERR_VFS_MOUNT_ALREADY_MOUNTED */
  mount(name: string): void;
  /** Unmounts `name`: its paths fail with ERR_VFS_MOUNT_NOT_MOUNTED. @throws VfsError ERR_VFS_MOUNT_NOT_FOUND, ERR_VFS_MOUNT_NOT_MOUNTED */
  unmount(name: string): void;

  /** The entries of folder `path`, in the server's order (folders first, then by name). */
  readdir(path: string, options?: { showHiddenFiles?: boolean }): Promise<FileEntry[]>;
  /** The content of file `path`, as `type` says (default text). */
  readfile<T extends keyof ReadfileTypes = 'text'>(path: string, type?: T, options?: ReadfileOptions): Promise<ReadfileTypes[T]>;
  /** Writes `data` to `path`, streamed with progress; resolves the written entry. */
  writefile(path: string, data: WritefileData, options?: WritefileOptions): Promise<FileEntry>;
  /** Copies a file or a whole folder. */
  copy(from: string, to: string, options?: CopyOptions): Promise<FileEntry>;
  /** Renames or moves a file or folder, within a mount or to another. */
  rename(from: string, to: string, options?: CopyOptions): Promise<FileEntry>;
  /** Makes folder `path`; with `parents` the missing ones on the way too, and an existing folder is no error. */
  mkdir(path: string, options?: { parents?: boolean }): Promise<FileEntry>;
  /** Deletes a file or a whole folder for good (Files' Delete uses `trash`). */
  unlink(path: string): Promise<void>;
  /** Whether anything exists at `path`. */
  exists(path: string): Promise<boolean>;
  /** The entry at `path`; a mount's root also reports the space used and the quota. */
  stat(path: string): Promise<FileEntry>;
  /** Makes an empty file, or marks an existing one as modified now. */
  touch(path: string): Promise<FileEntry>;
  /** Files and folders whose names match `pattern` (`*` and `?` wildcards) under `root`, or in every searchable mount. */
  search(root: string | null, pattern: string, options?: SearchOptions): Promise<FileEntry[]>;
  /** A URL that reads `path` without the session's header (signed, short-lived), for `<img src>` and media. */
  url(path: string): Promise<string>;
  /** Saves file `path` to the user's computer through the browser's download. */
  download(path: string): Promise<void>;

  /** Moves a file or folder to the trash. */
  trash(path: string): Promise<TrashEntry>;
  /** What is in the trash, newest first. */
  trashed(): Promise<TrashEntry[]>;
  /** Puts a trashed entry back where it was (a taken name gets a number); resolves where it went. */
  restore(id: string): Promise<FileEntry>;
  /** Deletes one trashed entry for good, or every one when `id` is omitted; resolves how many. */
  purge(id?: string): Promise<number>;

  /** Told after every change made through this client (any app's): what changed and which folders to read again. */
  onDidChange(listener: (event: VfsChangeEvent) => void): Disposable;
}

/** A failed VFS call: `code` is the spec's (or the server's) code, `message` the text to show. */
export interface VfsErrorLike extends Error {
  readonly code: VfsErrorCode | 'ERR_REQUEST_NOT_OK';
  /** The HTTP status of a server answer; 0 for an error found in the client. */
  readonly status: number;
}
