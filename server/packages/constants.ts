/**
 * Caps on a package archive that install-package accepts. A built plugin is a bundle, a
 * metadata.json and a few assets (the kit's template packs to a few KB), so these leave room for
 * large applications while refusing an archive that would fill the disk or the inode table.
 */
export const ARCHIVE_LIMITS = {
  /** The archive file itself, compressed. */
  maxArchiveBytes: 64 * 1024 * 1024,
  /** Every file's bytes together, unpacked: checked while reading, so a gzip bomb stops early. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Files and folders. */
  maxEntries: 2000,
  /** Path segments of an entry, the package folder included. */
  maxDepth: 16,
} as const;

export type ArchiveLimits = typeof ARCHIVE_LIMITS;
