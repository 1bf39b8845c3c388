import { TypeCompiler } from '@sinclair/typebox/compiler';
import { CURRENT_ATRIUM_RANGE, isAtriumRange, PackageMetadataSchema, type PackageMetadata } from '../contract';

/** Each package folder describes itself in this file. */
export const METADATA_FILE = 'metadata.json';

const compiled = TypeCompiler.Compile(PackageMetadataSchema);

export type MetadataCheck = { ok: true; metadata: PackageMetadata } | { ok: false; problem: string };

/** Checks one package's metadata; a problem names the first failing field, e.g. `/title: Expected required property`. */
export function checkMetadata(value: unknown): MetadataCheck {
  if (compiled.Check(value)) return checkRange(value);
  const error = compiled.Errors(value).First();
  const problem = error === undefined ? 'is not package metadata' : error.path ? `${error.path}: ${error.message}` : error.message;
  return { ok: false, problem };
}

// The schema takes any text; whether it is a range is semver's to say.
function checkRange(metadata: PackageMetadata): MetadataCheck {
  const range = metadata.engines?.atrium;
  if (range === undefined || isAtriumRange(range)) return { ok: true, metadata };
  return { ok: false, problem: `/engines/atrium: ${JSON.stringify(range)} is not a semver range; engines.atrium takes one such as "${CURRENT_ATRIUM_RANGE}"` };
}

/** Checks the text of a metadata.json. */
export function parseMetadata(json: string): MetadataCheck {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `not valid JSON (${(error as Error).message})` };
  }
  return checkMetadata(value);
}

export interface ManifestEntry {
  metadata: PackageMetadata;
  /** Where it was read, for messages. */
  source: string;
}

/** @throws Error naming both sources when two entries share a name: one name, one package. */
export function assertUniqueNames(entries: readonly ManifestEntry[]): void {
  const sources = new Map<string, string>();
  for (const { metadata, source } of entries) {
    const earlier = sources.get(metadata.name);
    if (earlier !== undefined) throw new Error(`${source}: the name "${metadata.name}" is taken by ${earlier}`);
    sources.set(metadata.name, source);
  }
}
