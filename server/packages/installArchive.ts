import { createReadStream } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ReadEntry } from 'tar';
import { ATRIUM_VERSION, atriumMismatch, type PackageMetadata } from '../contract';
import { loadTar } from '../lazy';
import { entryProblem, packageFolderOf, type ArchiveEntry } from './archiveEntries';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './constants';
import { METADATA_FILE, parseMetadata } from './metadata';

/** The archive is not one install-package takes; the message says why. Nothing was installed. */
export class ArchiveRefusal extends Error {
  override readonly name = 'ArchiveRefusal';
}

export interface InstallArchiveOptions {
  /** A pack archive: a tar.gz holding one package folder. */
  archive: string;
  packagesDir: string;
  /** What the package's engines.atrium range must admit: this Atrium's by default. */
  atriumVersion?: string;
  limits?: ArchiveLimits;
  /** Built-in packages' names: the server lists a built-in package before an installed one of its name. */
  builtinNames?: ReadonlySet<string>;
}

export interface InstalledArchive {
  metadata: PackageMetadata;
  /** Where it now is. */
  dir: string;
  /** Whether it replaced an installed version. */
  replaced: boolean;
  files: number;
  bytes: number;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Installs a package archive into `packagesDir` once all of it checks out: its entries (plain
 * files and folders in one package folder, within the limits), its metadata.json, the files that
 * lists and its engines range. It is unpacked into a dot-folder in `packagesDir` (which the server
 * does not list, and on the same disk) and renamed into place, so the server sees the old version
 * or the new one, never a half; a refused archive leaves nothing behind.
 * @throws ArchiveRefusal naming what was wrong.
 */
export async function installArchive({
  archive,
  packagesDir,
  atriumVersion = ATRIUM_VERSION,
  limits = ARCHIVE_LIMITS,
  builtinNames = new Set(),
}: InstallArchiveOptions): Promise<InstalledArchive> {
  await assertGzipFile(archive, limits);
  const { extract } = await loadTar();
  const entries = await readEntries(archive, limits);
  const found = packageFolderOf(entries);
  if (!found.ok) throw new ArchiveRefusal(found.problem);

  await mkdir(packagesDir, { recursive: true });
  const staging = await mkdtemp(path.join(packagesDir, '.installing-'));
  try {
    // The archive is read a second time here: an entry that was not there when its headers were
    // checked (the file replaced in between) is not written.
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      maxDepth: limits.maxDepth,
      filter: (entryPath, entry) => 'type' in entry && entryProblem({ path: entryPath, type: entry.type, size: entry.size }, limits) === undefined,
    });
    const unpacked = path.join(staging, found.folder);
    const metadata = await checkUnpacked(unpacked, found.folder, atriumVersion);
    if (builtinNames.has(metadata.name)) throw new ArchiveRefusal(`"${metadata.name}" is the name of a built-in package`);
    const dir = path.join(packagesDir, found.folder);
    const replaced = await moveIntoPlace(unpacked, dir, path.join(staging, '.previous'));
    const files = entries.filter((entry) => entry.type !== 'Directory');
    return { metadata, dir, replaced, files: files.length, bytes: files.reduce((sum, entry) => sum + entry.size, 0) };
  } finally {
    // The unpacked archive when refused, or the replaced version.
    await rm(staging, { recursive: true, force: true });
  }
}

async function assertGzipFile(archive: string, limits: ArchiveLimits): Promise<void> {
  const info = await lstat(archive).catch(() => undefined);
  if (!info?.isFile()) throw new ArchiveRefusal(`'${archive}' is not a file that can be read`);
  if (info.size > limits.maxArchiveBytes) throw new ArchiveRefusal(`'${archive}' is ${info.size} bytes; an archive may be at most ${limits.maxArchiveBytes}`);
  const handle = await open(archive, 'r').catch(() => {
    throw new ArchiveRefusal(`'${archive}' cannot be read`);
  });
  try {
    const head = Buffer.alloc(GZIP_MAGIC.length);
    await handle.read(head, 0, head.length, 0);
    if (!head.equals(GZIP_MAGIC)) throw new ArchiveRefusal(`'${archive}' is not a gzip-compressed tar archive (.tgz)`);
  } finally {
    await handle.close();
  }
}

/** Every entry's header, read before anything is written; stops at the first one refused. */
async function readEntries(archive: string, limits: ArchiveLimits): Promise<ArchiveEntry[]> {
  const { Parser } = await loadTar();
  return new Promise((resolve, reject) => {
    const entries: ArchiveEntry[] = [];
    let bytes = 0;
    const parser = new Parser({
      strict: true,
      onReadEntry(entry: ReadEntry) {
        const read: ArchiveEntry = { path: entry.path, type: entry.type, size: entry.size };
        entries.push(read);
        bytes += read.size;
        const problem =
          entryProblem(read, limits) ??
          (entries.length > limits.maxEntries ? `it holds more than ${limits.maxEntries} files and folders` : undefined) ??
          (bytes > limits.maxUnpackedBytes ? `its files unpack to more than ${limits.maxUnpackedBytes} bytes` : undefined);
        if (problem === undefined) entry.resume();
        else parser.abort(new ArchiveRefusal(problem));
      },
    });
    parser.on('error', (error: Error) =>
      reject(error instanceof ArchiveRefusal ? error : new ArchiveRefusal(`'${archive}' is not a readable tar.gz archive (${error.message})`)),
    );
    parser.on('end', () => resolve(entries));
    const stream = createReadStream(archive);
    stream.on('error', (error) => reject(new ArchiveRefusal(`'${archive}' cannot be read (${error.message})`)));
    stream.pipe(parser);
  });
}

/** The unpacked folder's metadata.json, checked as the server will list it, and the files it names. */
async function checkUnpacked(dir: string, folder: string, atriumVersion: string): Promise<PackageMetadata> {
  const text = await readFile(path.join(dir, METADATA_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) throw new ArchiveRefusal(`it has no ${METADATA_FILE} in its folder '${folder}'`);
  const checked = parseMetadata(text);
  if (!checked.ok) throw new ArchiveRefusal(`${METADATA_FILE}: ${checked.problem}`);
  const { metadata } = checked;
  const mismatch = atriumMismatch(metadata, atriumVersion);
  if (mismatch !== undefined) throw new ArchiveRefusal(mismatch);
  if (metadata.name !== folder) throw new ArchiveRefusal(`its folder is '${folder}', but ${METADATA_FILE} names the package '${metadata.name}'; they must be the same`);
  for (const file of metadata.files) {
    const info = await lstat(path.join(dir, file)).catch(() => undefined);
    if (!info?.isFile()) throw new ArchiveRefusal(`${METADATA_FILE} lists '${file}', which the archive does not hold`);
  }
  return metadata;
}

/**
 * Renames `unpacked` to `dir`; an installed version is renamed to `previous` first (deleted with
 * it) and renamed back if the new one cannot be moved in.
 * @returns whether a version was replaced.
 */
async function moveIntoPlace(unpacked: string, dir: string, previous: string): Promise<boolean> {
  const replaced = await rename(dir, previous).then(
    () => true,
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    },
  );
  try {
    await rename(unpacked, dir);
  } catch (error) {
    if (replaced) await rename(previous, dir);
    throw error;
  }
  return replaced;
}
