import { writableValue, type ReadableValue } from '../core';
import { clientError } from './errors';
import { parsePath, type ParsedPath } from './paths';
import type { Mountpoint } from './types';

/** The user's mount points and whether each is mounted on this page (docs/features/files.md#mounts-and-paths). */
export interface MountTable {
  /** The mounts as the server listed them, with this page's `mounted` state. */
  readonly mounts: ReadableValue<readonly Mountpoint[]>;
  /** Takes the server's list; a mount the page mounted or unmounted stays as the page left it. */
  replace(mounts: readonly Mountpoint[]): void;
  /** @throws VfsError ERR_VFS_MOUNT_NOT_FOUND (unknown or disabled), ERR_VFS_MOUNT_ALREADY_MOUNTED */
  mount(name: string): void;
  /** @throws VfsError ERR_VFS_MOUNT_NOT_FOUND (unknown or disabled), ERR_VFS_MOUNT_NOT_MOUNTED */
  unmount(name: string): void;
  /**
   * The mount a path is on, and the path parsed.
   * @throws VfsError ERR_VFS_PATH_FORMAT_INVALID, ERR_VFS_MOUNT_NOT_FOUND_FOR (no such mount, or disabled), ERR_VFS_MOUNT_NOT_MOUNTED
   */
  resolve(path: string): { mount: Mountpoint; parsed: ParsedPath };
}

/** Mounts by the state rules: unmounted ⇄ mounted, and mounting a mounted one (or the reverse) is an error. */
export function createMountTable(): MountTable {
  const mounts = writableValue<readonly Mountpoint[]>([]);
  /** What this page mounted or unmounted, which a fresh list from the server does not undo. */
  const chosen = new Map<string, boolean>();
  const find = (name: string) => mounts.get().find((mount) => mount.name === name && mount.enabled);
  const setMounted = (name: string, mounted: boolean) => {
    chosen.set(name, mounted);
    mounts.set(mounts.get().map((mount) => (mount.name === name ? { ...mount, mounted } : mount)));
  };

  return {
    mounts,
    replace(list) {
      mounts.set(list.map((mount) => ({ ...mount, mounted: chosen.get(mount.name) ?? mount.mounted })));
    },
    mount(name) {
      const mount = find(name);
      if (!mount) throw clientError('ERR_VFS_MOUNT_NOT_FOUND', name);
      if (mount.mounted) throw clientError('ERR_VFS_MOUNT_ALREADY_MOUNTED', name);
      setMounted(name, true);
    },
    unmount(name) {
      const mount = find(name);
      if (!mount) throw clientError('ERR_VFS_MOUNT_NOT_FOUND', name);
      if (!mount.mounted) throw clientError('ERR_VFS_MOUNT_NOT_MOUNTED', name);
      setMounted(name, false);
    },
    resolve(path) {
      const parsed = parsePath(path);
      const mount = find(parsed.mount);
      if (!mount) throw clientError('ERR_VFS_MOUNT_NOT_FOUND_FOR', path);
      if (!mount.mounted) throw clientError('ERR_VFS_MOUNT_NOT_MOUNTED', mount.name);
      return { mount, parsed };
    },
  };
}
