import { vi } from 'vitest';
import { basename, createMountTable, parentPath, VfsError, type FileEntry, type Vfs, type WritefileData } from '../../../engine/vfs';
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

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
export const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

/**
 * The VFS calls the dialogs, the file opener and the apps use, over folders in memory, with the
 * real mount rules: a path on no mount fails as the client would, one on nothing as the server
 * would. Written files are listed in their folder and read back; `contents` holds the texts.
 */
export function memoryFiles(initial: Readonly<Record<string, readonly FileEntry[]>> = DEMO_LISTINGS, texts: Readonly<Record<string, string>> = {}) {
  const table = createMountTable();
  table.replace(MOUNTS);
  const listings = new Map(Object.entries(initial).map(([path, entries]) => [path, [...entries]]));
  const contents = new Map(Object.entries(texts));
  const find = (path: string) => [...listings.values()].flat().find((item) => item.path === path);
  const notFound = (path: string) => new VfsError('ERR_VFS_NOT_FOUND', `'${path}' does not exist`, 404);
  const checked = <T>(path: string, then: () => T) =>
    Promise.resolve().then(() => {
      table.resolve(path);
      return then();
    });
  const files = {
    mounts: () => table.mounts.get(),
    readdir: vi.fn((path: string) =>
      checked(path, () => {
        const listing = listings.get(path);
        if (!listing) throw notFound(path);
        return [...listing];
      }),
    ),
    exists: vi.fn((path: string) => checked(path, () => find(path) !== undefined || listings.has(path))),
    stat: vi.fn((path: string) =>
      checked(path, () => {
        const found = find(path);
        if (!found) throw notFound(path);
        return found;
      }),
    ),
    readfile: vi.fn((path: string) =>
      checked(path, () => {
        const text = contents.get(path);
        if (text === undefined) throw notFound(path);
        return text;
      }),
    ) as unknown as Vfs['readfile'],
    writefile: vi.fn(async (path: string, data: WritefileData) => {
      const text = typeof data === 'string' ? data : await readText(data instanceof Blob ? data : new Blob([data]));
      return checked(path, () => {
        const folderPath = parentPath(path) ?? path;
        const listing = listings.get(folderPath);
        if (!listing) throw notFound(folderPath);
        contents.set(path, text);
        const written = file(path, 'text/plain', text.length, 'text');
        listings.set(folderPath, [...listing.filter((item) => item.path !== path), written]);
        return { ...written, filename: basename(path) };
      });
    }),
  } satisfies Pick<Vfs, 'mounts' | 'readdir' | 'exists' | 'stat' | 'readfile' | 'writefile'>;
  return { files, table, contents };
}
