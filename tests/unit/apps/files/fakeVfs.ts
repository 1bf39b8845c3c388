import { joinPath, parentPath, parsePath, type FileEntry, type Mountpoint, type TrashEntry, type Vfs, type VfsChangeEvent, type VfsErrorCode } from '../../../../sdk';

/** A VfsError as the client throws it: the code the tests assert, the message the user reads. */
export class FakeVfsError extends Error {
  constructor(
    readonly code: VfsErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const mount = (name: string, label: string, readOnly = false, visibility: 'global' | 'restricted' = 'global'): Mountpoint => ({
  name,
  label,
  root: `${name}:/`,
  adapter: 'database',
  enabled: true,
  mounted: true,
  attributes: { visibility, local: true, searchable: true, readOnly },
});

interface Node {
  folder: boolean;
  size: number;
  mime: string;
  modifiedAt: number;
  id: string;
}

const NOW = Date.UTC(2026, 0, 15, 9, 30);

/**
 * A file system in memory behind the `Vfs` interface, for the Files app's unit tests: the three
 * mounts, folders first then by name in `readdir` (as the server answers), a trash, `onDidChange`
 * after every change, and failures the test plants by path (`failOn`).
 */
export function createFakeVfs(files: Readonly<Record<string, number | 'folder'>> = {}) {
  const nodes = new Map<string, Node>();
  const trash = new Map<string, TrashEntry & { nodes: [string, Node][] }>();
  const listeners = new Set<(event: VfsChangeEvent) => void>();
  const failures = new Map<string, string>();
  const downloads: string[] = [];
  let ids = 0;
  const mounts = [mount('home', 'Home'), mount('bos', 'Shared'), mount('apps', 'Applications', true, 'restricted')];
  for (const root of mounts) nodes.set(root.root, { folder: true, size: 0, mime: 'inode/directory', modifiedAt: NOW, id: String(++ids) });

  const mimeOf = (name: string) => (name.endsWith('.txt') ? 'text/plain' : name.endsWith('.png') ? 'image/png' : 'application/octet-stream');
  const iconOf = (node: Node) => (node.folder ? 'folder' : node.mime.startsWith('image/') ? 'image' : node.mime.startsWith('text/') ? 'text' : 'file');
  const nameOf = (path: string) => parsePath(path).segments.at(-1) ?? parsePath(path).mount;
  const entryOf = (path: string, node: Node): FileEntry => ({
    id: node.id,
    parent_id: null,
    filename: nameOf(path),
    path,
    isDirectory: node.folder,
    isFile: !node.folder,
    mime: node.mime,
    size: node.size,
    stat: { createdAt: NOW, modifiedAt: node.modifiedAt },
    icon: iconOf(node),
    label: nameOf(path),
  });
  const fire = (kind: VfsChangeEvent['kind'], paths: string[]) => {
    const event: VfsChangeEvent = { kind, paths, folders: paths.map((path) => parentPath(path) ?? path) };
    for (const listener of listeners) listener(event);
  };
  const check = (path: string) => {
    const failure = failures.get(path);
    if (failure !== undefined) throw new FakeVfsError('ERR_VFS_EXISTS', failure);
    const { mount: name } = parsePath(path);
    if (!mounts.some((candidate) => candidate.name === name)) throw new FakeVfsError('ERR_VFS_MOUNT_NOT_FOUND_FOR', `Filesystem not found for '${path}'`);
  };
  const needs = (path: string) => {
    const node = nodes.get(path);
    if (!node) throw new FakeVfsError('ERR_VFS_NOT_FOUND', `'${path}' does not exist`);
    return node;
  };
  const writable = (path: string) => {
    check(path);
    if (mounts.find((candidate) => candidate.name === parsePath(path).mount)?.attributes.readOnly) throw new FakeVfsError('ERR_VFS_READ_ONLY', 'Read-only');
  };
  const put = (path: string, node: Omit<Node, 'id'>, parents: boolean) => {
    const parent = parentPath(path);
    if (parent !== null && !nodes.has(parent)) {
      if (!parents) throw new FakeVfsError('ERR_VFS_NOT_FOUND', `'${parent}' does not exist`);
      put(parent, { folder: true, size: 0, mime: 'inode/directory', modifiedAt: NOW }, true);
    }
    nodes.set(path, { ...node, id: String(++ids) });
  };
  /** The path and every path under it. */
  const subtree = (path: string) => [...nodes.entries()].filter(([candidate]) => candidate === path || candidate.startsWith(`${path}/`));
  const moveTree = (from: string, to: string, keep: boolean) => {
    if (to === from || to.startsWith(`${from}/`)) throw new FakeVfsError('ERR_VFS_INTO_ITSELF', `'${from}' cannot go into itself`);
    if (nodes.has(to)) throw new FakeVfsError('ERR_VFS_EXISTS', `'${to}' exists`);
    for (const [path, node] of subtree(from)) {
      if (!keep) nodes.delete(path);
      nodes.set(to + path.slice(from.length), { ...node, id: keep ? String(++ids) : node.id });
    }
    return entryOf(to, needs(to));
  };

  for (const [path, size] of Object.entries(files)) {
    put(path, size === 'folder' ? { folder: true, size: 0, mime: 'inode/directory', modifiedAt: NOW } : { folder: false, size, mime: mimeOf(path), modifiedAt: NOW }, true);
  }

  const vfs: Vfs = {
    mounts: () => mounts,
    mount: () => undefined,
    unmount: () => undefined,
    readdir: (path) => {
      check(path);
      if (!needs(path).folder) return Promise.reject(new FakeVfsError('ERR_VFS_NOT_A_FOLDER', `'${path}' is not a folder`));
      const children = [...nodes.entries()].filter(([candidate]) => candidate !== path && parentPath(candidate) === path).map(([child, node]) => entryOf(child, node));
      children.sort((a, b) => (a.isDirectory === b.isDirectory ? (a.filename < b.filename ? -1 : 1) : a.isDirectory ? -1 : 1));
      return Promise.resolve(children);
    },
    readfile: () => Promise.reject(new Error('not faked')),
    writefile: async (path, data, options = {}) => {
      writable(path);
      const size = typeof data === 'string' ? data.length : data instanceof Blob ? data.size : data.byteLength;
      if (nodes.has(path) && options.overwrite === false) throw new FakeVfsError('ERR_VFS_EXISTS', `'${nameOf(path)}' already exists`);
      options.onProgress?.(size / 2, size);
      await Promise.resolve();
      if (options.signal?.aborted) throw new DOMException('The upload was aborted', 'AbortError');
      options.onProgress?.(size, size);
      put(path, { folder: false, size, mime: mimeOf(path), modifiedAt: NOW }, options.parents ?? false);
      fire('write', [path]);
      return entryOf(path, needs(path));
    },
    copy: (from, to) => {
      writable(to);
      needs(from);
      const entry = moveTree(from, to, true);
      fire('copy', [from, to]);
      return Promise.resolve(entry);
    },
    rename: (from, to) => {
      writable(from);
      needs(from);
      const entry = moveTree(from, to, false);
      fire('rename', [from, to]);
      return Promise.resolve(entry);
    },
    mkdir: (path, options = {}) => {
      writable(path);
      if (nodes.has(path)) return Promise.reject(new FakeVfsError('ERR_VFS_EXISTS', `'${nameOf(path)}' already exists`));
      put(path, { folder: true, size: 0, mime: 'inode/directory', modifiedAt: NOW }, options.parents ?? false);
      fire('mkdir', [path]);
      return Promise.resolve(entryOf(path, needs(path)));
    },
    unlink: (path) => {
      writable(path);
      needs(path);
      for (const [gone] of subtree(path)) nodes.delete(gone);
      fire('unlink', [path]);
      return Promise.resolve();
    },
    exists: (path) => Promise.resolve(nodes.has(path)),
    stat: (path) => {
      check(path);
      return Promise.resolve(entryOf(path, needs(path)));
    },
    touch: (path) => vfs.writefile(path, ''),
    search: () => Promise.resolve([]),
    url: (path) => Promise.resolve(`/vfs/readfile?path=${encodeURIComponent(path)}`),
    download: (path) => {
      check(path);
      downloads.push(path);
      return Promise.resolve();
    },
    trash: (path) => {
      writable(path);
      const node = needs(path);
      const moved = subtree(path);
      for (const [gone] of moved) nodes.delete(gone);
      const entry = { id: `t${String(++ids)}`, filename: nameOf(path), originalPath: path, isDirectory: node.folder, mime: node.mime, size: node.size, deletedAt: NOW };
      trash.set(entry.id, { ...entry, nodes: moved });
      fire('trash', [path]);
      return Promise.resolve(entry);
    },
    trashed: () =>
      Promise.resolve(
        [...trash.values()].map((entry): TrashEntry => {
          const { id, filename, originalPath, isDirectory, mime, size, deletedAt } = entry;
          return { id, filename, originalPath, isDirectory, mime, size, deletedAt };
        }),
      ),
    restore: (id) => {
      const entry = trash.get(id);
      if (!entry) return Promise.reject(new FakeVfsError('ERR_VFS_NOT_FOUND', 'Not in the trash'));
      trash.delete(id);
      for (const [path, node] of entry.nodes) nodes.set(path, node);
      fire('restore', [entry.originalPath]);
      return Promise.resolve(entryOf(entry.originalPath, needs(entry.originalPath)));
    },
    purge: (id) => {
      const count = id === undefined ? trash.size : trash.delete(id) ? 1 : 0;
      if (id === undefined) trash.clear();
      fire('purge', []);
      return Promise.resolve(count);
    },
    onDidChange: (listener) => {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  };

  return {
    vfs,
    /** Every path in the tree, sorted. */
    paths: () => [...nodes.keys()].sort(),
    has: (path: string) => nodes.has(path),
    sizeOf: (path: string) => nodes.get(path)?.size,
    downloads,
    /** Calls on `path` fail with `message`. */
    failOn(path: string, message: string) {
      failures.set(path, message);
    },
    join: joinPath,
  };
}

export type FakeVfs = ReturnType<typeof createFakeVfs>;
