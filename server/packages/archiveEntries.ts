import type { ArchiveLimits } from './constants';

/** One entry of a package archive as its header describes it, before anything is written. */
export interface ArchiveEntry {
  /** As the archive spells it: `Hello/main.js`, `Hello/`. */
  path: string;
  /** tar's entry type: `File`, `Directory`, `SymbolicLink`, `Link`, … */
  type: string;
  size: number;
}

/** Entry types a package may hold: whatever else (links, devices, FIFOs) could reach past its folder or the disk. */
const PLAIN_TYPES: ReadonlySet<string> = new Set(['File', 'OldFile', 'Directory']);

const TYPE_NAMES: Readonly<Record<string, string>> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a character device',
  BlockDevice: 'a block device',
  FIFO: 'a FIFO',
};

/** The path's segments, without the empty and `.` ones a trailing or doubled slash makes. */
export function segmentsOf(entryPath: string): string[] {
  return entryPath.split('/').filter((segment) => segment !== '' && segment !== '.');
}

/** Why one entry cannot be unpacked into a package folder; undefined when it can. */
export function entryProblem(entry: ArchiveEntry, limits: Pick<ArchiveLimits, 'maxDepth'>): string | undefined {
  const shown = `entry '${entry.path}'`;
  if (!PLAIN_TYPES.has(entry.type)) return `${shown} is ${TYPE_NAMES[entry.type] ?? `of type ${entry.type}`}; a package holds only files and folders`;
  if (/^([A-Za-z]:)?[\\/]/.test(entry.path)) return `${shown} has an absolute path; paths are relative to the package folder`;
  if (entry.path.includes('\\')) return `${shown} contains a backslash; paths use '/'`;
  const segments = segmentsOf(entry.path);
  if (segments.includes('..')) return `${shown} leads out of its folder with '..'`;
  if (segments.length > limits.maxDepth) return `${shown} is ${segments.length} levels deep; at most ${limits.maxDepth} are allowed`;
  return undefined;
}

export type FolderCheck = { ok: true; folder: string } | { ok: false; problem: string };

/**
 * The one folder every entry is in: an archive holds a package folder (`Hello/…`, as `pack`
 * makes it), never loose files that would land beside the other packages.
 */
export function packageFolderOf(entries: readonly ArchiveEntry[]): FolderCheck {
  if (entries.length === 0) return { ok: false, problem: 'it holds no files' };
  const folders = new Set<string>();
  for (const entry of entries) {
    const segments = segmentsOf(entry.path);
    if (segments.length === 1 && entry.type !== 'Directory') {
      return { ok: false, problem: `entry '${entry.path}' is outside a package folder; the archive must hold one folder named as the package` };
    }
    folders.add(segments[0] ?? '');
  }
  const [folder = '', ...others] = [...folders];
  if (others.length > 0) return { ok: false, problem: `it holds ${folders.size} folders (${[...folders].join(', ')}); a package archive holds one` };
  return { ok: true, folder };
}
