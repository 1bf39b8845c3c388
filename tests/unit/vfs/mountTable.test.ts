import { describe, expect, it } from 'vitest';
import { createMountTable } from '../../../engine/vfs';
import { MOUNTS } from './fixtures';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  return null;
};

describe('mount state (docs/features/files.md#mounts-and-paths)', () => {
  it('resolves a path to its mount; a path on no mount is ERR_VFS_MOUNT_NOT_FOUND_FOR naming the path', () => {
    const table = createMountTable();
    table.replace(MOUNTS);
    expect(table.resolve('home:/a/b.txt')).toMatchObject({ mount: { name: 'home' }, parsed: { segments: ['a', 'b.txt'] } });
    expect(codeOf(() => table.resolve('nowhere:/a'))).toEqual({ code: 'ERR_VFS_MOUNT_NOT_FOUND_FOR', message: "Filesystem not found for 'nowhere:/a'" });
    // A disabled mount is as good as none.
    expect(codeOf(() => table.resolve('archive:/a'))).toMatchObject({ code: 'ERR_VFS_MOUNT_NOT_FOUND_FOR' });
    expect(codeOf(() => table.resolve('home'))).toMatchObject({ code: 'ERR_VFS_PATH_FORMAT_INVALID' });
  });

  it('unmounted ⇄ mounted; a path on an unmounted mount is ERR_VFS_MOUNT_NOT_MOUNTED', () => {
    const table = createMountTable();
    table.replace(MOUNTS);
    table.unmount('bos');
    expect(table.mounts.get().find((mount) => mount.name === 'bos')?.mounted).toBe(false);
    expect(codeOf(() => table.resolve('bos:/Team'))).toEqual({ code: 'ERR_VFS_MOUNT_NOT_MOUNTED', message: "Filesystem 'bos' is not mounted" });
    table.mount('bos');
    expect(table.resolve('bos:/Team').mount.mounted).toBe(true);
  });

  it('mounting a mounted mount, or unmounting an unmounted one, is an error; so is naming an unknown or disabled one', () => {
    const table = createMountTable();
    table.replace(MOUNTS);
    expect(codeOf(() => table.mount('home'))).toEqual({ code: 'ERR_VFS_MOUNT_ALREADY_MOUNTED', message: "Filesystem 'home' is already mounted" });
    table.unmount('home');
    expect(codeOf(() => table.unmount('home'))).toEqual({ code: 'ERR_VFS_MOUNT_NOT_MOUNTED', message: "Filesystem 'home' is not mounted" });
    expect(codeOf(() => table.mount('nowhere'))).toEqual({ code: 'ERR_VFS_MOUNT_NOT_FOUND', message: "Filesystem 'nowhere' not found" });
    expect(codeOf(() => table.unmount('archive'))).toEqual({ code: 'ERR_VFS_MOUNT_NOT_FOUND', message: "Filesystem 'archive' not found" });
  });

  it("keeps what the page mounted or unmounted when the server's list comes again", () => {
    const table = createMountTable();
    table.replace(MOUNTS.map((mount) => (mount.name === 'bos' ? { ...mount, mounted: false } : mount)));
    table.mount('bos');
    table.unmount('home');
    table.replace(MOUNTS.map((mount) => (mount.name === 'bos' ? { ...mount, mounted: false } : mount)));
    expect(table.mounts.get().filter((mount) => mount.mounted).map((mount) => mount.name)).toEqual(['bos', 'apps', 'archive']);
  });
});
