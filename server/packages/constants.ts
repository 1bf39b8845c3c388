/** Caps on a package archive that install-package accepts. */
export interface ArchiveLimits {
  /** The archive file itself, compressed. */
  readonly maxArchiveBytes: number;
  /** Every file's bytes together, unpacked: counted while reading, so a gzip bomb stops early. */
  readonly maxUnpackedBytes: number;
  /** Files and folders. */
  readonly maxEntries: number;
  /** Path segments of an entry, the package folder included. */
  readonly maxDepth: number;
}

/**
 * A built plugin is a bundle, a metadata.json and a few assets (the kit's template packs to under
 * 2 KB), so these leave room for large applications while refusing an archive that would fill the
 * disk or the inode table.
 */
export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxArchiveBytes: 64 * 1024 * 1024,
  maxUnpackedBytes: 256 * 1024 * 1024,
  maxEntries: 2000,
  maxDepth: 16,
};

/** Characters of a package's revision in the manifest: 96 bits of its files' hash, short on the wire and in URLs. */
export const REVISION_CHARS = 16;
