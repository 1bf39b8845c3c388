import { constants } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { createFileRoot } from '../files';
import { BLOB_KEY, meteredSource, newBlobKey, type BlobStore, type ByteRange } from './blobStore';
import { SHARED_SWEEP_MIN_AGE_MS } from './constants';

const TEMPORARY = 'tmp';
const TEMPORARY_SUFFIX = '.tmp';
// Blobs are spread over 256 folders by their key's first two characters, so none grows huge.
const SHARD_LENGTH = 2;
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
// How many keys sweep asks about at once.
const SWEEP_BATCH = 500;

export interface LocalBlobStoreOptions {
  /**
   * Whether other instances write into `dir` too (PostgreSQL with one shared DATA_DIR): the
   * start-up sweep then leaves the files younger than SHARED_SWEEP_MIN_AGE_MS, which may be
   * another instance's upload under way, or its blob whose node is about to commit.
   */
  shared: boolean;
}

/**
 * Blobs as files under `dir` (DATA_DIR/blobs): `ab/abcdef…` by key. A put writes a temporary
 * file under `dir/tmp`, fsyncs it, renames it into place and fsyncs the folder, so a crash leaves
 * either no blob or the whole one. Reads go through a FileRoot, like every file served from disk.
 */
export function createLocalBlobStore(dir: string, { shared }: LocalBlobStoreOptions): BlobStore {
  const root = createFileRoot(dir);
  const temporaryDir = path.join(dir, TEMPORARY);
  const relativeOf = (key: string) => {
    if (!BLOB_KEY.test(key)) throw new Error(`'${key}' is no blob key`);
    return path.join(key.slice(0, SHARD_LENGTH), key);
  };

  /** Moves the finished temporary file into place under `key`, durably. */
  async function commit(temporary: string, key: string): Promise<void> {
    const shard = path.join(dir, key.slice(0, SHARD_LENGTH));
    const created = await mkdir(shard, { recursive: true, mode: DIR_MODE });
    await rename(temporary, path.join(shard, key));
    await syncFolder(shard);
    if (created !== undefined) await syncFolder(dir);
  }

  async function located(key: string): Promise<string> {
    const found = await root.resolve(relativeOf(key));
    if (found.kind !== 'found' || !found.stats.isFile()) throw missing(key);
    return found.path;
  }

  const missing = (key: string) => new Error(`blob ${key} is missing from ${dir}`);

  async function temporaryFile() {
    await mkdir(temporaryDir, { recursive: true, mode: DIR_MODE });
    const file = path.join(temporaryDir, `${newBlobKey()}${TEMPORARY_SUFFIX}`);
    return { file, handle: await open(file, 'wx', FILE_MODE) };
  }

  return {
    kind: 'local',

    async put(source, limits) {
      const { file, handle } = await temporaryFile();
      const metered = meteredSource(source, limits);
      try {
        try {
          for await (const chunk of metered.chunks) await handle.write(chunk);
          await handle.sync();
        } finally {
          await handle.close();
        }
        const key = newBlobKey();
        await commit(file, key);
        return { key, size: metered.size(), head: metered.head() };
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange) {
      // Opened before the stream, so a missing file fails here rather than after the answer started.
      const found = await root.open(relativeOf(key));
      if (found.kind !== 'opened' || !found.file.stats.isFile()) {
        if (found.kind === 'opened') await found.file.handle.close();
        throw missing(key);
      }
      return found.file.handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async head(key) {
      try {
        return { size: (await stat(path.join(dir, relativeOf(key)))).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(path.join(dir, relativeOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },

    async copy(key) {
      const { file, handle } = await temporaryFile();
      try {
        await handle.close();
        // A clone where the file system can, a copy elsewhere; synced like a put.
        await copyFile(await located(key), file, constants.COPYFILE_FICLONE);
        const copied = await open(file, 'r+');
        try {
          await copied.sync();
        } finally {
          await copied.close();
        }
        const copyKey = newBlobKey();
        await commit(file, copyKey);
        return copyKey;
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },

    async sweep(referenced) {
      // Alone in `dir`, whatever is there at start is left by this instance's last run.
      const removable = shared ? olderThan(Date.now() - SHARED_SWEEP_MIN_AGE_MS) : () => Promise.resolve(true);
      const leftovers = await filterAsync(await namesIn(temporaryDir), (name) => removable(path.join(temporaryDir, name)));
      await Promise.all(leftovers.map((name) => rm(path.join(temporaryDir, name), { force: true })));
      let orphans = 0;
      for (const shard of await namesIn(dir)) {
        if (shard === TEMPORARY || shard.length !== SHARD_LENGTH) continue;
        const keys = (await namesIn(path.join(dir, shard))).filter((name) => BLOB_KEY.test(name) && name.startsWith(shard));
        for (let start = 0; start < keys.length; start += SWEEP_BATCH) {
          const batch = keys.slice(start, start + SWEEP_BATCH);
          const kept = await referenced(batch);
          const unreferenced = await filterAsync(
            batch.filter((key) => !kept.has(key)),
            (key) => removable(path.join(dir, shard, key)),
          );
          await Promise.all(unreferenced.map((key) => rm(path.join(dir, shard, key), { force: true })));
          orphans += unreferenced.length;
        }
      }
      return { temporary: leftovers.length, orphans };
    },

    async check() {
      await mkdir(temporaryDir, { recursive: true, mode: DIR_MODE });
      await access(temporaryDir, constants.W_OK);
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Whether a file was last written before `cutoff` (ms); one gone meanwhile is nothing to remove. */
function olderThan(cutoff: number) {
  return async (file: string): Promise<boolean> => {
    try {
      return (await stat(file)).mtimeMs < cutoff;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  };
}

async function filterAsync<T>(items: readonly T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept = await Promise.all(items.map(keep));
  return items.filter((_, index) => kept[index]);
}
