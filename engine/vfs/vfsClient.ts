import type { FileEntry, Mountpoint, TrashEntry } from '../../server/contract';
import { createEmitter, type ReadableValue } from '../core';
import type { HttpClient } from '../http';
import { VFS_ROUTES } from './constants';
import { toVfsError } from './errors';
import { createMountTable } from './mountTable';
import { ancestorsOf, basename, parentPath } from './paths';
import type { ReadfileTypes, SearchProgress, Vfs, VfsChangeEvent } from './types';

export interface VfsClientDeps {
  http: Pick<HttpClient, 'request' | 'raw' | 'upload' | 'stream'>;
  /** Where `download` puts the link it clicks. */
  document: Pick<Document, 'createElement' | 'body'>;
}

/** The VFS as the desktop holds it: what apps see, and the mount list's loading. */
export interface VfsService extends Vfs {
  /** The mounts as a value to watch (the Files app's side bar, the file dialog). */
  readonly mountList: ReadableValue<readonly Mountpoint[]>;
  /**
   * Loads the mounts (`GET /vfs/mounts`); rejects with why not. Calls made before the mounts are
   * loaded wait for them, and load them again when this failed.
   */
  load(): Promise<void>;
}

/** The folder holding `path`, and with `parents` every folder above it (any of them may be new). */
const foldersOf = (path: string, parents = false): string[] => (parents ? ancestorsOf(path) : [parentPath(path) ?? path]);

const unique = (paths: readonly string[]) => [...new Set(paths)];

/**
 * The VFS client (docs/features/files.md#opening-files): each call checks its path's form and mount on this page
 * (the mount state rules), then goes to `/vfs/{operation}`; what the server refuses rejects with a
 * VfsError carrying its code and message. Every change made through it is told by `onDidChange`.
 */
export function createVfsClient({ http, document }: VfsClientDeps): VfsService {
  const table = createMountTable();
  const changes = createEmitter<VfsChangeEvent>();
  let loading: Promise<void> | null = null;
  let loaded = false;

  const load = () => {
    loading ??= http
      .request<Mountpoint[]>('GET', VFS_ROUTES.mounts)
      .then((mounts) => {
        table.replace(mounts);
        loaded = true;
      })
      .catch((error: unknown) => {
        throw toVfsError(error);
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  /** Waits for the mounts, then checks every path the call names: its form, its mount, mounted. */
  const checked = async (...paths: string[]) => {
    if (!loaded) await load();
    for (const path of paths) table.resolve(path);
  };

  const call = async <T>(send: () => Promise<T>): Promise<T> => {
    try {
      return await send();
    } catch (error) {
      throw toVfsError(error);
    }
  };

  const changed = (kind: VfsChangeEvent['kind'], paths: readonly string[], folders: readonly string[]) =>
    changes.fire({ kind, paths, folders: unique(folders) });

  const post = <T>(operation: keyof typeof VFS_ROUTES, body: Record<string, unknown>) => call(() => http.request<T>('POST', VFS_ROUTES[operation], body));
  const get = <T>(operation: keyof typeof VFS_ROUTES, query: Record<string, unknown>) => call(() => http.request<T>('GET', VFS_ROUTES[operation], query));

  const vfs: VfsService = {
    mountList: table.mounts,
    load,
    mounts: () => table.mounts.get(),
    mount(name) {
      table.mount(name);
      changed('mount', [`${name}:/`], []);
    },
    unmount(name) {
      table.unmount(name);
      changed('unmount', [`${name}:/`], []);
    },

    async readdir(path, options) {
      await checked(path);
      return get<FileEntry[]>('readdir', { path, options });
    },
    async readfile<T extends keyof ReadfileTypes = 'text'>(path: string, type?: T, options: { signal?: AbortSignal } = {}): Promise<ReadfileTypes[T]> {
      await checked(path);
      const response = await call(() => http.raw(VFS_ROUTES.readfile, { query: { path }, signal: options.signal }));
      const as = type ?? 'text';
      const body =
        as === 'blob'
          ? response.blob()
          : as === 'arraybuffer'
            ? response.arrayBuffer()
            : as === 'stream'
              ? Promise.resolve(response.body ?? new Blob([]).stream())
              : response.text();
      return (await body) as ReadfileTypes[T];
    },
    async writefile(path, data, options = {}) {
      await checked(path);
      const { overwrite = true, parents = false, onProgress, signal } = options;
      const form = new FormData();
      form.set('path', path);
      form.set('options', JSON.stringify({ overwrite, parents }));
      form.set('upload', data instanceof Blob ? data : new Blob([data]), basename(path));
      const entry = await call(() => http.upload<FileEntry>(VFS_ROUTES.writefile, form, { onProgress, signal }));
      changed('write', [entry.path], foldersOf(entry.path, parents));
      return entry;
    },
    async copy(from, to, options = {}) {
      await checked(from, to);
      const entry = await post<FileEntry>('copy', { from, to, options: { overwrite: options.overwrite ?? false } });
      changed('copy', [from, entry.path], foldersOf(entry.path));
      return entry;
    },
    async rename(from, to, options = {}) {
      await checked(from, to);
      const entry = await post<FileEntry>('rename', { from, to, options: { overwrite: options.overwrite ?? false } });
      changed('rename', [from, entry.path], [...foldersOf(from), ...foldersOf(entry.path)]);
      return entry;
    },
    async mkdir(path, options = {}) {
      await checked(path);
      const parents = options.parents ?? false;
      const entry = await post<FileEntry>('mkdir', { path, options: { parents } });
      changed('mkdir', [entry.path], foldersOf(entry.path, parents));
      return entry;
    },
    async unlink(path) {
      await checked(path);
      await post<unknown>('unlink', { path });
      changed('unlink', [path], foldersOf(path));
    },
    async exists(path) {
      await checked(path);
      return get<boolean>('exists', { path });
    },
    async stat(path) {
      await checked(path);
      return get<FileEntry>('stat', { path });
    },
    async touch(path) {
      await checked(path);
      const entry = await post<FileEntry>('touch', { path });
      changed('write', [entry.path], foldersOf(entry.path));
      return entry;
    },
    async search(root, pattern, { limit, onProgress, signal } = {}) {
      if (root === null) await checked();
      else await checked(root);
      const body = { pattern, ...(root === null ? {} : { root }), ...(limit === undefined ? {} : { options: { limit } }) };
      // As streaming events: the server tells each mount searched while the search goes on.
      const found = await call(() =>
        http.stream<FileEntry[]>(VFS_ROUTES.search, body, { onProgress: (progress) => onProgress?.(progress as SearchProgress), signal }),
      );
      // A mount unmounted on this page shows nothing, whatever the server still searches.
      return found.filter((entry) => {
        try {
          table.resolve(entry.path);
          return true;
        } catch {
          return false;
        }
      });
    },
    async url(path) {
      await checked(path);
      return (await post<{ url: string }>('url', { path })).url;
    },
    async download(path) {
      await checked(path);
      const { url } = await post<{ url: string }>('url', { path, options: { download: true } });
      const link = document.createElement('a');
      link.href = url;
      link.download = basename(path);
      link.rel = 'noopener';
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
    },

    async trash(path) {
      await checked(path);
      const entry = await post<TrashEntry>('trash', { path });
      changed('trash', [path], foldersOf(path));
      return entry;
    },
    async trashed() {
      await checked();
      return get<TrashEntry[]>('trashed', {});
    },
    async restore(id) {
      await checked();
      const entry = await post<FileEntry>('restore', { id });
      // Folders on the way may have been made again.
      changed('restore', [entry.path], foldersOf(entry.path, true));
      return entry;
    },
    async purge(id) {
      await checked();
      const { purged } = await post<{ purged: number }>('purge', id === undefined ? {} : { id });
      changed('purge', [], []);
      return purged;
    },

    onDidChange: (listener) => changes.event(listener),
  };
  return vfs;
}
