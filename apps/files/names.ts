import { fileNameProblem, type FileNameProblem } from '../../server/contract/fileNames';

/** Why a name cannot be kept; the view shows each with its own text (`files.names.*`). */
export type NameProblem = { kind: Exclude<FileNameProblem, 'tooLong'> } | { kind: 'tooLong'; bytes: number } | { kind: 'taken'; name: string };

const encoder = new TextEncoder();

/**
 * What is wrong with `name` as a file or folder name, or null when it can be kept: the rule the
 * server keeps (server/contract/fileNames.ts), checked here too so the user learns it while
 * typing, and a name `taken` by another entry of the folder.
 */
export function nameProblem(name: string, taken: ReadonlySet<string> = new Set()): NameProblem | null {
  const kind = fileNameProblem(name);
  if (kind === 'tooLong') return { kind, bytes: encoder.encode(name.normalize('NFC')).length };
  if (kind !== undefined) return { kind };
  if (taken.has(name)) return { kind: 'taken', name };
  return null;
}

/** A name split at its extension: `report.txt` → `report`, `.txt`; a folder or a dot file has none. */
export function splitExtension(name: string, folder: boolean): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (folder || dot <= 0) return { stem: name, extension: '' };
  return { stem: name.slice(0, dot), extension: name.slice(dot) };
}

/** Makes the name of the `n`th copy (1: the first) from the stem and extension, in the user's language. */
export type CopyNamer = (stem: string, extension: string, n: number) => string;

/**
 * The name a copy of `name` gets in a folder where `taken` names exist: the name itself when it is
 * free, else "name (copy).ext", "name (copy 2).ext", … as `namer` words them.
 */
export function copyName(name: string, folder: boolean, taken: ReadonlySet<string>, namer: CopyNamer): string {
  if (!taken.has(name)) return name;
  const { stem, extension } = splitExtension(name, folder);
  for (let n = 1; ; n += 1) {
    const candidate = namer(stem, extension, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** `base`, or "base 2", "base 3", … whichever is free: a new folder's name. */
export function freeName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} ${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
