import { vi } from 'vitest';
import { createMountTable, VfsError, type FileEntry, type Vfs } from '../../../engine/vfs';
import { entry, MOUNTS } from './fixtures';

const folder = (path: string) => entry(path, { isDirectory: true });
const file = (path: string, mime: string, size: number, icon = 'file') => entry(path, { mime, size, icon, stat: { createdAt: 0, modifiedAt: Date.UTC(2026, 0, 15, 9, 30) } });

/** A few folders and files in home:/ and bos:/, listed as the server orders them (folders first, then by name). */
export const DEMO_LISTINGS: Readonly<Record<string, readonly FileEntry[]>> = {
  'home:/': [folder('home:/Documents'), folder('home:/Pictures'), file('home:/Todo.txt', 'text/plain', 312, 'text')],
  'home:/Documents': [folder('home:/Documents/Drafts'), file('home:/Documents/Notes.txt', 'text/plain', 1204, 'text'), file('home:/Documents/Report.pdf', 'application/pdf', 48213, 'pdf')],
  'home:/Documents/Drafts': [],
  'home:/Pictures': [file('home:/Pictures/Holiday.png', 'image/png', 204800, 'image'), file('home:/Pictures/Logo.svg', 'image/svg+xml', 3120, 'image')],
  'bos:/': [file('bos:/Invoice.csv', 'text/csv', 5, 'text')],
};

/**
 * What the file dialog and the file opener use of the VFS, over listings in memory, with the real
 * mount rules: a path on no mount fails as the client would, one on no folder as the server would.
 */
export function memoryFiles(listings: Readonly<Record<string, readonly FileEntry[]>> = DEMO_LISTINGS) {
  const table = createMountTable();
  table.replace(MOUNTS);
  const all = new Map(Object.values(listings).flat().map((item) => [item.path, item]));
  const notFound = (path: string) => new VfsError('ERR_VFS_NOT_FOUND', `'${path}' does not exist`, 404);
  const files = {
    mounts: () => table.mounts.get(),
    readdir: vi.fn((path: string) =>
      Promise.resolve().then(() => {
        table.resolve(path);
        const listing = listings[path];
        if (!listing) throw notFound(path);
        return [...listing];
      }),
    ),
    exists: vi.fn((path: string) =>
      Promise.resolve().then(() => {
        table.resolve(path);
        return all.has(path) || path in listings;
      }),
    ),
    stat: vi.fn((path: string) =>
      Promise.resolve().then(() => {
        table.resolve(path);
        const found = all.get(path);
        if (!found) throw notFound(path);
        return found;
      }),
    ),
  } satisfies Pick<Vfs, 'mounts' | 'readdir' | 'exists' | 'stat'>;
  return { files, table };
}
