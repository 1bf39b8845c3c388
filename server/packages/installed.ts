import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { atriumMismatch, type PackageMetadata } from '../contract';
import type { FileRoot, Opening } from '../files';
import type { WarningLog } from './log';
import { METADATA_FILE, parseMetadata, type MetadataCheck } from './metadata';
import { fileVersion } from './revision';

/** A package folder and what its metadata.json says, or why it is not listed. */
export interface PackageFolder {
  folder: string;
  check: MetadataCheck;
}

/** Third-party packages: one folder each, named as the package, with its metadata.json and files. */
export interface InstalledPackages {
  /** The valid ones that this Atrium can run, by name. Read on every call, so installing or removing one needs no restart. */
  list(): Promise<PackageMetadata[]>;
  /** Every package folder, listed or not, by name. */
  survey(): Promise<PackageFolder[]>;
}

export function createInstalledPackages(options: {
  /** The packages folder: a package folder that is a link, or whose metadata.json leads out of it, is skipped. */
  root: FileRoot;
  /** Built-in packages win: an installed package must not replace one. */
  builtinNames: ReadonlySet<string>;
  log: WarningLog;
}): InstalledPackages {
  const { root, builtinNames, log } = options;
  // Per folder, what its metadata.json said while the file stays the same: a request costs an open
  // per package, and a broken package is warned about once, not on every request.
  const cache = new Map<string, { version: string; check: Promise<MetadataCheck> }>();

  async function check(folder: string, file: Opening): Promise<MetadataCheck> {
    if (file.kind === 'refused') return { ok: false, problem: `its ${METADATA_FILE} is refused: ${file.reason}` };
    if (file.kind === 'missing') return unreadable(file.code);
    let json: string;
    try {
      json = await file.file.handle.readFile('utf8');
    } catch (error) {
      return unreadable(codeOf(error));
    } finally {
      await file.file.handle.close();
    }
    const parsed = parseMetadata(json);
    if (!parsed.ok) return { ok: false, problem: `${METADATA_FILE}: ${parsed.problem}` };
    const { name } = parsed.metadata;
    if (name !== folder) return { ok: false, problem: `its metadata names "${name}", not the folder's name` };
    if (builtinNames.has(name)) return { ok: false, problem: `"${name}" is the name of a built-in package` };
    const mismatch = atriumMismatch(parsed.metadata);
    if (mismatch !== undefined) return { ok: false, problem: mismatch };
    return parsed;
  }

  async function packageIn(folder: string): Promise<PackageFolder | undefined> {
    const file = await root.within(folder).open(METADATA_FILE);
    const version = versionOf(file);
    if (version === undefined) return undefined;
    let cached = cache.get(folder);
    if (cached?.version === version) {
      if (file.kind === 'opened') await file.file.handle.close();
    } else {
      // Cached before it settles, so that requests arriving together check and warn once. The
      // check reads the descriptor the version was taken from.
      cached = { version, check: check(folder, file).then((result) => warnIfSkipped(folder, result)) };
      cache.set(folder, cached);
    }
    return { folder, check: await cached.check };
  }

  function warnIfSkipped(folder: string, result: MetadataCheck): MetadataCheck {
    if (!result.ok) log.warn(`Package folder ${path.join(root.dir, folder)} skipped: ${result.problem}`);
    return result;
  }

  async function survey(): Promise<PackageFolder[]> {
    // Dot-folders are left alone, so a package can be unpacked under a hidden name and renamed into place.
    const folders = new Set((await namesIn(root.dir)).filter((name) => !name.startsWith('.')));
    for (const folder of cache.keys()) if (!folders.has(folder)) cache.delete(folder);
    const found = await Promise.all([...folders].map(packageIn));
    return found.filter((entry) => entry !== undefined).sort((a, b) => (a.folder < b.folder ? -1 : 1));
  }

  return {
    survey,
    // A listed package's name is its folder's, so the survey's order is the names' order.
    list: async () => (await survey()).flatMap(({ check }) => (check.ok ? [check.metadata] : [])),
  };
}

function unreadable(code: string): MetadataCheck {
  return { ok: false, problem: code === 'ENOENT' ? `it has no ${METADATA_FILE}` : `${METADATA_FILE} cannot be read (${code})` };
}

/** No packages folder yet means no packages. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return [];
    throw error;
  }
}

/** What identifies one version of a metadata.json, or why it cannot be read; undefined when its "folder" is a plain file. */
function versionOf(file: Opening): string | undefined {
  switch (file.kind) {
    case 'opened':
      return fileVersion(file.file.stats);
    case 'missing':
      return file.code === 'ENOTDIR' ? undefined : file.code;
    case 'refused':
      return `refused: ${file.reason}`;
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error);
}
