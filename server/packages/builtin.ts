import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { atriumMismatch, type Manifest } from '../contract';
import type { WarningLog } from './log';
import { METADATA_FILE, assertUniqueNames, checkMetadata, parseMetadata, type ManifestEntry } from './metadata';

/** The repository's folders of built-in packages, in the manifest's order. */
const BUILTIN_ROOTS = ['apps', 'plugins'] as const;

/**
 * The manifest of the built-in packages, for build.mjs to write next to the server bundle: every
 * `apps/<folder>/metadata.json`, then every `plugins/<folder>/metadata.json`, in folder order.
 * A folder without one holds no package (shared code, say).
 * @throws Error naming the file and the failing field, the two files that claim one name, or a
 * package whose `engines.atrium` range this Atrium does not satisfy.
 */
export function collectBuiltinManifest(rootDir: string): Manifest {
  const entries: ManifestEntry[] = [];
  for (const root of BUILTIN_ROOTS) {
    const folders = readdirSync(path.join(rootDir, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    for (const folder of folders) {
      const source = `${root}/${folder}/${METADATA_FILE}`;
      const json = readIfPresent(path.join(rootDir, source));
      if (json === undefined) continue;
      const checked = parseMetadata(json);
      if (!checked.ok) throw new Error(`${source}: ${checked.problem}`);
      // A built-in package is built with this Atrium: a range it does not satisfy is a mistake in the tree.
      const mismatch = atriumMismatch(checked.metadata);
      if (mismatch !== undefined) throw new Error(`${source}: ${mismatch}`);
      entries.push({ metadata: checked.metadata, source });
    }
  }
  assertUniqueNames(entries);
  return entries.map((entry) => entry.metadata);
}

/**
 * Reads the manifest that build.mjs wrote with collectBuiltinManifest. Without one (the server
 * runs from source) there are no built-in packages, and the log says so.
 * @throws Error naming the file, the entry and the failing field: a broken build must not start.
 */
export async function readBuiltinManifest(file: string, log: WarningLog): Promise<Manifest> {
  let json: string;
  try {
    json = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    log.warn(`No built-in package manifest at ${file}: serving installed packages only`);
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`Built-in package manifest ${file}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(value)) throw new Error(`Built-in package manifest ${file}: expected an array of packages`);
  const entries = value.map((item: unknown, index): ManifestEntry => {
    const source = `Built-in package manifest ${file}, entry ${index}`;
    const checked = checkMetadata(item);
    if (!checked.ok) throw new Error(`${source}: ${checked.problem}`);
    return { metadata: checked.metadata, source };
  });
  assertUniqueNames(entries);
  return entries.map((entry) => entry.metadata);
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
