import { joinPath, type Vfs } from '../../sdk';

/** A file to upload and where it goes, relative to the folder it is dropped on: `a.txt`, `Photos/2026/b.jpg`. */
export interface UploadFile {
  file: File;
  relativePath: string;
}

/** What was dropped or picked: the files, the folders (empty ones too, so the structure is kept), and what could not be read. */
export interface UploadBatch {
  files: UploadFile[];
  /** Relative paths of the folders, parents before children. */
  folders: string[];
  /** Entries the browser could not read (a file removed meanwhile, no permission), by name. */
  unreadable: UploadFailure[];
}

export interface UploadFailure {
  /** The relative path, as the user knows it. */
  name: string;
  message: string;
}

/** How far an upload is. */
export interface UploadProgress {
  loadedBytes: number;
  totalBytes: number;
  doneFiles: number;
  totalFiles: number;
}

export interface UploadResult {
  uploaded: number;
  failed: UploadFailure[];
  canceled: boolean;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** `relative` (`Trip/Day 2/a.txt`) inside `folder`, each name checked on the way. */
const under = (folder: string, relative: string): string => relative.split('/').reduce(joinPath, folder);

/** The picked files of an `<input type=file multiple>`. */
export const batchOfFiles = (files: Iterable<File>): UploadBatch => ({
  files: [...files].map((file) => ({ file, relativePath: file.name })),
  folders: [],
  unreadable: [],
});

/** Every entry of a dropped folder: `readEntries` answers in batches (100 in Chromium) until an empty one. */
function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

const isFolderEntry = (entry: FileSystemEntry): entry is FileSystemDirectoryEntry => entry.isDirectory;
const isFileEntry = (entry: FileSystemEntry): entry is FileSystemFileEntry => entry.isFile;

/**
 * The files and folders dropped on the window, with the structure of dropped folders kept. The
 * entries must be taken from the drop event while it runs (the browser empties its DataTransfer
 * afterwards): call this synchronously in the `drop` handler; the walk goes on afterwards.
 */
export function batchOfDrop(transfer: DataTransfer): Promise<UploadBatch> {
  const entries = [...transfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry())
    .filter((entry): entry is FileSystemEntry => entry !== null);
  // A browser without the entries API gives the dropped files alone.
  if (entries.length === 0) return Promise.resolve(batchOfFiles(transfer.files));

  const batch: UploadBatch = { files: [], folders: [], unreadable: [] };
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    const relativePath = prefix + entry.name;
    try {
      if (isFolderEntry(entry)) {
        batch.folders.push(relativePath);
        for (const child of await readAll(entry.createReader())) await walk(child, `${relativePath}/`);
      } else if (isFileEntry(entry)) {
        batch.files.push({ file: await fileOf(entry), relativePath });
      }
    } catch (error) {
      batch.unreadable.push({ name: relativePath, message: errorText(error) });
    }
  };
  return entries.reduce((done, entry) => done.then(() => walk(entry, '')), Promise.resolve()).then(() => batch);
}

/** The names a batch puts in the folder it goes to: its top-level files and folders. */
export const topLevelNames = (batch: UploadBatch): string[] => [
  ...new Set([...batch.folders, ...batch.files.map((item) => item.relativePath)].map((path) => path.split('/')[0] ?? path)),
];

/** The batch with its top-level names changed as `rename` says (Keep both: "a (copy).txt"). */
export function renameTopLevel(batch: UploadBatch, rename: ReadonlyMap<string, string>): UploadBatch {
  const move = (path: string) => {
    const [top = path, ...rest] = path.split('/');
    return [rename.get(top) ?? top, ...rest].join('/');
  };
  return {
    files: batch.files.map((item) => ({ ...item, relativePath: move(item.relativePath) })),
    folders: batch.folders.map(move),
    unreadable: batch.unreadable,
  };
}

export interface UploadOptions {
  /** Replace files that exist; otherwise each such file fails by name. */
  overwrite: boolean;
  /** Files uploading at once. */
  concurrency: number;
  signal: AbortSignal;
  onProgress(progress: UploadProgress): void;
  /** Words a failure for the user (the VFS's errors in their language). */
  describe(error: unknown): string;
}

/**
 * Uploads a batch into `folder`: its folders first (empty ones are kept), then its files, a few at
 * a time, each made with the folders on its way (`parents`). One file's failure is recorded by
 * name and the others go on; a cancel stops the files still waiting and aborts those under way
 * (the server writes nothing of an aborted upload).
 */
export async function upload(vfs: Vfs, folder: string, batch: UploadBatch, options: UploadOptions): Promise<UploadResult> {
  const failed = [...batch.unreadable];
  const totalBytes = batch.files.reduce((sum, item) => sum + item.file.size, 0);
  const loaded = new Map<UploadFile, number>();
  let doneFiles = 0;
  let uploaded = 0;
  const report = () =>
    options.onProgress({ loadedBytes: [...loaded.values()].reduce((sum, bytes) => sum + bytes, 0), totalBytes, doneFiles, totalFiles: batch.files.length });

  // Read through a call: TypeScript would keep `aborted` narrowed to false across the awaits.
  const aborted = () => options.signal.aborted;
  const brokenFolders = new Set<string>();
  for (const relative of batch.folders) {
    if (aborted()) break;
    try {
      await vfs.mkdir(under(folder, relative), { parents: true });
    } catch (error) {
      brokenFolders.add(relative);
      failed.push({ name: relative, message: options.describe(error) });
    }
  }
  // A file inside a folder that could not be made fails with it, without a call of its own.
  const insideBroken = (path: string) => [...brokenFolders].some((broken) => path.startsWith(`${broken}/`));

  const queue = batch.files.filter((item) => !insideBroken(item.relativePath));
  const run = async () => {
    for (let item = queue.shift(); item && !aborted(); item = queue.shift()) {
      const current = item;
      try {
        await vfs.writefile(under(folder, current.relativePath), current.file, {
          overwrite: options.overwrite,
          parents: true,
          signal: options.signal,
          onProgress: (bytes) => {
            loaded.set(current, bytes);
            report();
          },
        });
        uploaded += 1;
      } catch (error) {
        if (!aborted()) failed.push({ name: current.relativePath, message: options.describe(error) });
      }
      loaded.set(current, current.file.size);
      doneFiles += 1;
      report();
    }
  };
  report();
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, run));
  return { uploaded, failed, canceled: aborted() };
}
