import type { Disposable } from '../core';

// The wire contract's records, under the same names, documented for plugin authors. They repeat
// the shapes of server/contract's schemas on purpose: a type naming a schema (`Static<typeof
// FileEntry>`) would make the SDK's .d.ts declare the schema as a value the page does not provide.
// tests/unit/sdk/records.test.ts keeps each one equal to the contract's.

/**
 * A file or folder (docs/features/files.md#calls): filename, path, isDirectory, isFile,
 * mime (detected from the content and the name), size, stat, icon, label, id and parent_id.
 *
 * @example
 * ```ts
 * const [first]: FileEntry[] = await ctx.vfs.readdir('home:/');
 * console.info(first?.path, first?.mime, first?.size);
 * ```
 */
export interface FileEntry {
  /** Stable while the file exists (a rename keeps it); the folder adapter's ids are its paths. */
  id: string;
  /** The folder's id; null at a mount's root. */
  parent_id: string | null;
  /** The name, without its folder; a mount's root has the mount's name. */
  filename: string;
  /** `name:/path`, no trailing slash except a mount's root (`home:/`). */
  path: string;
  /** A folder. */
  isDirectory: boolean;
  /** A file. */
  isFile: boolean;
  /** Detected from the content and the name; `inode/directory` for folders. */
  mime: string;
  /** Bytes; 0 for folders. */
  size: number;
  /** Its times (and a mount root's space). */
  stat: FileStat;
  /** An icon name the client maps to a picture: folder, text, image, audio, video, pdf, archive, code, file. */
  icon: string;
  /** What to show: the filename, or the mount's label at a mount's root. */
  label: string;
}

/**
 * An entry's times, epoch milliseconds, and for a mount's root the space used and the quota.
 *
 * @example
 * ```ts
 * const { stat }: { stat: FileStat } = await ctx.vfs.stat('home:/');
 * const modified = new Date(stat.modifiedAt);
 * ```
 */
export interface FileStat {
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds: the last write of a file, the last change of a folder's entries. */
  modifiedAt: number;
  /** Only in `stat` of a mount's root: bytes used (the trash included) and the quota (null: none). */
  quota?: { used: number; limit: number | null };
}

/**
 * A mount's attributes: visibility (`global` or `restricted`), local, searchable, readOnly.
 *
 * @example
 * ```ts
 * const writable = ctx.vfs.mounts().filter((mount) => !(mount.attributes satisfies MountAttributes).readOnly);
 * ```
 */
export interface MountAttributes {
  /** `global`: listed in the Files app's side bar; `restricted`: reachable by apps only. */
  visibility: 'global' | 'restricted';
  /** The bytes are kept by this server (not a remote store). */
  local: boolean;
  /** Searched by `/vfs/search` and the F3 search. */
  searchable: boolean;
  /** Writes are refused with ERR_VFS_READ_ONLY. */
  readOnly: boolean;
}

/**
 * A mount point (docs/features/files.md#opening-files): name, label, root, adapter, enabled, mounted, attributes.
 *
 * @example
 * ```ts
 * const home: Mountpoint | undefined = ctx.vfs.mounts().find((mount) => mount.name === 'home');
 * ```
 */
export interface Mountpoint {
  /** The name paths start with: `home` in `home:/Documents`. */
  name: string;
  /** What the user sees: Home, Shared, Applications (in English; the client translates known mounts). */
  label: string;
  /** The mount's root path, `name:/`. */
  root: string;
  /** Where its tree lives: `database` or `folder` (a read-only server folder). */
  adapter: string;
  /** Offered to the user (an operator may disable a mount). */
  enabled: boolean;
  /** Mounted now: calls on an unmounted one fail with ERR_VFS_MOUNT_NOT_MOUNTED. */
  mounted: boolean;
  /** Its visibility and what it allows. */
  attributes: MountAttributes;
}

/**
 * A file or folder in the trash, with where it was.
 *
 * @example
 * ```ts
 * const [newest]: TrashEntry[] = await ctx.vfs.trashed();
 * if (newest) await ctx.vfs.restore(newest.id);
 * ```
 */
export interface TrashEntry {
  /** The id `restore` and `purge` take. */
  id: string;
  /** Its name. */
  filename: string;
  /** Where it was: restoring puts it back there (folders on the way are made again). */
  originalPath: string;
  /** A folder. */
  isDirectory: boolean;
  /** Its type, as the entry had it. */
  mime: string;
  /** Bytes, a folder's with everything in it. */
  size: number;
  /** Epoch milliseconds. */
  deletedAt: number;
}

/**
 * The codes a failed VFS call carries: the spec's (ERR_VFS_MOUNT_NOT_FOUND, …) and the server's
 * (ERR_VFS_NOT_FOUND, ERR_VFS_EXISTS, ERR_VFS_READ_ONLY, …).
 *
 * @example
 * ```ts
 * const missing: VfsErrorCode = 'ERR_VFS_NOT_FOUND';
 * ```
 */
export type VfsErrorCode =
  | 'ERR_VFS_MOUNT_NOT_FOUND'
  | 'ERR_VFS_MOUNT_NOT_FOUND_FOR'
  | 'ERR_VFS_MOUNT_NOT_MOUNTED'
  | 'ERR_VFS_MOUNT_ALREADY_MOUNTED'
  | 'ERR_VFS_PATH_FORMAT_INVALID'
  | 'ERR_VFS_NAME_INVALID'
  | 'ERR_VFS_NOT_FOUND'
  | 'ERR_VFS_EXISTS'
  | 'ERR_VFS_NOT_A_FOLDER'
  | 'ERR_VFS_IS_A_FOLDER'
  | 'ERR_VFS_INTO_ITSELF'
  | 'ERR_VFS_READ_ONLY'
  | 'ERR_VFS_TOO_LARGE'
  | 'ERR_VFS_QUOTA_EXCEEDED'
  | 'ERR_VFS_URL_INVALID'
  | 'ERR_VFS_UPLOAD_INCOMPLETE'
  | 'ERR_VFS_PATH_TOO_DEEP'
  | 'ERR_VFS_BUSY'
  | 'ERR_VFS_COPY_TOO_LARGE'
  | 'ERR_VFS_LOOP';

/**
 * How `readfile` hands the content over, by the type asked for.
 *
 * @example
 * ```ts
 * const bytes: ReadfileTypes['arraybuffer'] = await ctx.vfs.readfile('home:/logo.png', 'arraybuffer');
 * ```
 */
export interface ReadfileTypes {
  /** The content as UTF-8 text. */
  text: string;
  /** The content as a Blob (of the file's type). */
  blob: Blob;
  /** The content as bytes. */
  arraybuffer: ArrayBuffer;
  /** The body as it arrives, for files too large to hold (a 1 GiB video). */
  stream: ReadableStream<Uint8Array>;
}

/**
 * Options of `readfile`.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const text = await ctx.vfs.readfile('home:/big.log', 'text', { signal: controller.signal });
 * ```
 */
export interface ReadfileOptions {
  /** Aborts the read: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * What is written: text (UTF-8), or bytes.
 *
 * @example
 * ```ts
 * const data: WritefileData = new Blob([JSON.stringify(report)], { type: 'application/json' });
 * await ctx.vfs.writefile('home:/report.json', data);
 * ```
 */
export type WritefileData = string | Blob | ArrayBuffer;

/**
 * Options of `writefile`.
 *
 * @example
 * ```ts
 * const options: WritefileOptions = { overwrite: false, parents: true, onProgress: (loaded, total) => bar.update((100 * loaded) / total) };
 * await ctx.vfs.writefile('home:/Uploads/2026/photo.jpg', file, options);
 * ```
 */
export interface WritefileOptions {
  /** Replace the file when it exists (default true; false: ERR_VFS_EXISTS). */
  overwrite?: boolean;
  /** Make the missing folders on the way (default false). */
  parents?: boolean;
  /** Called as the bytes leave: `loaded` of `total` bytes. */
  onProgress?: (loaded: number, total: number) => void;
  /** Cancels the upload: nothing is written, the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * Options of `copy` and `rename`.
 *
 * @example
 * ```ts
 * await ctx.vfs.copy('home:/a.txt', 'bos:/a.txt', { overwrite: true } satisfies CopyOptions);
 * ```
 */
export interface CopyOptions {
  /** Replace a file at the target (default false: ERR_VFS_EXISTS). */
  overwrite?: boolean;
}

/**
 * Options of `search`.
 *
 * @example
 * ```ts
 * const first: SearchOptions = { limit: 20 };
 * const found = await ctx.vfs.search(null, '*invoice*', first);
 * ```
 */
export interface SearchOptions {
  /** At most this many results (default 200, at most 1000). */
  limit?: number;
  /** Told after each mount searched: which, how many of how many, and how many found so far. */
  onProgress?: (progress: SearchProgress) => void;
  /** Stops the search: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * How far a search is: the mount just searched (`mount`), `searched` mounts of `total`, and the
 * entries `found` so far.
 *
 * @example
 * ```ts
 * const found = await ctx.vfs.search(null, '*report*', {
 *   onProgress: ({ searched, total }: SearchProgress) => setStatus(`${searched} of ${total}`),
 * });
 * ```
 */
export interface SearchProgress {
  /** The name of the mount just searched. */
  mount: string;
  /** Mounts searched so far, this one included. */
  searched: number;
  /** Mounts the search goes through. */
  total: number;
  /** Entries found so far, at most the search's limit. */
  found: number;
}

/**
 * What changed, as `onDidChange` tells it: the paths written, made or removed, and their folders.
 *
 * @example
 * ```ts
 * ctx.vfs.onDidChange((event: VfsChangeEvent) => {
 *   if (event.folders.includes(shownFolder)) void reload();
 * });
 * ```
 */
export interface VfsChangeEvent {
  /** What happened. */
  kind: 'write' | 'mkdir' | 'copy' | 'rename' | 'unlink' | 'trash' | 'restore' | 'purge' | 'mount' | 'unmount';
  /** The paths that changed (for copy and rename: from, then to; a mount's root for mount and unmount; none for purge). */
  paths: readonly string[];
  /** The folders whose listing changed: a file manager showing one of them reads it again. */
  folders: readonly string[];
}

/**
 * The virtual file system as apps and plugins see it (`ctx.vfs`, docs/features/files.md#opening-files). Paths are
 * `name:/path`. Every call checks the path's form (ERR_VFS_PATH_FORMAT_INVALID) and its mount
 * (ERR_VFS_MOUNT_NOT_FOUND_FOR, ERR_VFS_MOUNT_NOT_MOUNTED) before it goes to the server; what
 * fails there rejects with a `VfsError` carrying the server's code and message.
 *
 * @example
 * ```ts
 * const entries = await ctx.vfs.readdir('home:/Documents');
 * await ctx.vfs.writefile('home:/Documents/todo.txt', 'Buy milk');
 * ```
 */
export interface Vfs {
  /**
   * The user's mount points, as the server lists them, with this page's `mounted` state.
   * @example
   * ```ts
   * const shared = ctx.vfs.mounts().find((mount) => mount.name === 'bos');
   * ```
   */
  mounts(): readonly Mountpoint[];
  /**
   * Mounts `name` again.
   * @throws VfsError ERR_VFS_MOUNT_NOT_FOUND, ERR_VFS_MOUNT_ALREADY_MOUNTED
   * @example
   * ```ts
   * ctx.vfs.mount('bos');
   * ```
   */
  mount(name: string): void;
  /**
   * Unmounts `name`: its paths fail with ERR_VFS_MOUNT_NOT_MOUNTED until it is mounted again.
   * @throws VfsError ERR_VFS_MOUNT_NOT_FOUND, ERR_VFS_MOUNT_NOT_MOUNTED
   * @example
   * ```ts
   * ctx.vfs.unmount('bos');
   * ```
   */
  unmount(name: string): void;

  /**
   * The entries of folder `path`, in the server's order (folders first, then by name).
   * @example
   * ```ts
   * const visible = await ctx.vfs.readdir('home:/', { showHiddenFiles: false });
   * ```
   */
  readdir(path: string, options?: { showHiddenFiles?: boolean }): Promise<FileEntry[]>;
  /**
   * The content of file `path`, as `type` says (default text).
   * @example
   * ```ts
   * const text = await ctx.vfs.readfile('home:/notes.txt');
   * const image = await ctx.vfs.readfile('home:/photo.png', 'blob');
   * ```
   */
  readfile<T extends keyof ReadfileTypes = 'text'>(path: string, type?: T, options?: ReadfileOptions): Promise<ReadfileTypes[T]>;
  /**
   * Writes `data` to `path`, streamed with progress; resolves the written entry.
   * @example
   * ```ts
   * const entry = await ctx.vfs.writefile('home:/notes.txt', 'Hello', { onProgress: (loaded, total) => console.info(loaded, total) });
   * ```
   */
  writefile(path: string, data: WritefileData, options?: WritefileOptions): Promise<FileEntry>;
  /**
   * Copies a file or a whole folder.
   * @example
   * ```ts
   * await ctx.vfs.copy('home:/report.pdf', 'bos:/Team/report.pdf');
   * ```
   */
  copy(from: string, to: string, options?: CopyOptions): Promise<FileEntry>;
  /**
   * Renames or moves a file or folder, within a mount or to another.
   * @example
   * ```ts
   * await ctx.vfs.rename('home:/draft.txt', 'home:/final.txt');
   * ```
   */
  rename(from: string, to: string, options?: CopyOptions): Promise<FileEntry>;
  /**
   * Makes folder `path`; with `parents` the missing ones on the way too, and an existing folder is no error.
   * @example
   * ```ts
   * await ctx.vfs.mkdir('home:/Projects/2026', { parents: true });
   * ```
   */
  mkdir(path: string, options?: { parents?: boolean }): Promise<FileEntry>;
  /**
   * Deletes a file or a whole folder for good (Files' Delete uses `trash`).
   * @example
   * ```ts
   * await ctx.vfs.unlink('home:/tmp');
   * ```
   */
  unlink(path: string): Promise<void>;
  /**
   * Whether anything exists at `path`.
   * @example
   * ```ts
   * if (await ctx.vfs.exists('home:/notes.txt')) console.info('there');
   * ```
   */
  exists(path: string): Promise<boolean>;
  /**
   * The entry at `path`; a mount's root also reports the space used and the quota.
   * @example
   * ```ts
   * const { stat } = await ctx.vfs.stat('home:/');
   * console.info(stat.quota?.used, stat.quota?.limit);
   * ```
   */
  stat(path: string): Promise<FileEntry>;
  /**
   * Makes an empty file, or marks an existing one as modified now.
   * @example
   * ```ts
   * await ctx.vfs.touch('home:/.keep');
   * ```
   */
  touch(path: string): Promise<FileEntry>;
  /**
   * Files and folders whose names match `pattern` (`*` and `?` wildcards, case and accents
   * ignored) under `root`, or in every searchable mount when `root` is null.
   * @example
   * ```ts
   * const invoices = await ctx.vfs.search(null, '*invoice*', { limit: 50 });
   * ```
   */
  search(root: string | null, pattern: string, options?: SearchOptions): Promise<FileEntry[]>;
  /**
   * A URL that reads `path` without the session's header (signed, short-lived), for `<img src>` and media.
   * @example
   * ```ts
   * image.src = await ctx.vfs.url('home:/photo.png');
   * ```
   */
  url(path: string): Promise<string>;
  /**
   * Saves file `path` to the user's computer through the browser's download.
   * @example
   * ```ts
   * await ctx.vfs.download('home:/report.pdf');
   * ```
   */
  download(path: string): Promise<void>;

  /**
   * Moves a file or folder to the trash.
   * @example
   * ```ts
   * const trashed = await ctx.vfs.trash('home:/old.txt');
   * ```
   */
  trash(path: string): Promise<TrashEntry>;
  /**
   * What is in the trash, newest first.
   * @example
   * ```ts
   * const count = (await ctx.vfs.trashed()).length;
   * ```
   */
  trashed(): Promise<TrashEntry[]>;
  /**
   * Puts a trashed entry back where it was (a taken name gets a number); resolves where it went.
   * @example
   * ```ts
   * const back = await ctx.vfs.restore(trashed.id);
   * ```
   */
  restore(id: string): Promise<FileEntry>;
  /**
   * Deletes one trashed entry for good, or every one when `id` is omitted; resolves how many.
   * @example
   * ```ts
   * const emptied = await ctx.vfs.purge();
   * ```
   */
  purge(id?: string): Promise<number>;

  /**
   * Told after every change made through this page's client (any app's): what changed and which
   * folders to read again. Through `ctx.vfs` the listener goes when the plugin is deactivated.
   * @example
   * ```ts
   * ctx.vfs.onDidChange((event) => console.info(event.kind, event.paths));
   * ```
   */
  onDidChange(listener: (event: VfsChangeEvent) => void): Disposable;
}

/**
 * A failed VFS call: `code` is the spec's (or the server's) code, `message` the text to show.
 *
 * @example
 * ```ts
 * function isMissing(error: unknown): boolean {
 *   return (error as VfsErrorLike).code === 'ERR_VFS_NOT_FOUND';
 * }
 * ```
 */
export interface VfsErrorLike extends Error {
  /** The spec's or the server's code; ERR_REQUEST_NOT_OK when the server gave none. */
  readonly code: VfsErrorCode | 'ERR_REQUEST_NOT_OK';
  /** The HTTP status of a server answer; 0 for an error found in the client. */
  readonly status: number;
}
