import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type { PackageMetadata } from '../contract';
import type { FileRoot, Resolution } from '../files';
import { REVISION_CHARS } from './constants';

/** What identifies one version of a file: a rename into place changes the inode, an edit in place the size or the time. */
export function fileVersion(stats: Pick<Stats, 'ino' | 'size' | 'mtimeMs'>): string {
  return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
}

function versionOf(found: Resolution): string {
  switch (found.kind) {
    case 'found':
      return fileVersion(found.stats);
    case 'missing':
      return found.code;
    case 'refused':
      return 'refused';
  }
}

/**
 * The revision of an installed package's files: it changes when any file it lists is rebuilt,
 * replaced, removed or comes back. Each file is looked at through the same checked open and fstat
 * that serve it (nothing is read), so a poll costs a few system calls per file the package lists,
 * which are the files the desktop loads anyway.
 */
export async function packageRevision(root: FileRoot, metadata: PackageMetadata): Promise<string> {
  const folder = root.within(metadata.name);
  const versions = await Promise.all(metadata.files.map(async (file) => `${file}\u0000${versionOf(await folder.resolve(file))}`));
  return createHash('sha256').update(versions.join('\n')).digest('base64url').slice(0, REVISION_CHARS);
}
