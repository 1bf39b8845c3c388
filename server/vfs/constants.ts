/** The mount points every user has (spec, shell section 3 "Mount point"), with their labels. */
export const BUILTIN_MOUNTS = {
  home: 'Home',
  bos: 'Shared',
  apps: 'Applications',
} as const;
export type BuiltinMountName = keyof typeof BUILTIN_MOUNTS;

/** The path a mount's root has: `home:/`. */
export const ROOT_PATH = '/';

/** The mime of a folder (contract: FileEntry.mime). */
export const FOLDER_MIME = 'inode/directory';

/** What an entry's type is when neither its content nor its name tells. */
export const UNKNOWN_MIME = 'application/octet-stream';

/** Bytes file-type reads from the start of a file to recognise its type. */
export const SNIFF_BYTES = 4100;

/**
 * How old a temporary or unreferenced blob file must be before the start-up sweep of a blob folder
 * that other instances share removes it: the longest an upload can take. The server ends no
 * upload early (there is no request timeout), so that is its size over its speed: the default
 * VFS_UPLOAD_LIMIT of 2 GiB at 200 kbit/s, a poor mobile link, takes 23.9 hours. A file's mtime is
 * its last write, so an upload still sending stays younger than this whatever its length.
 */
export const SHARED_SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The JSON calls' bodies: two paths of VFS_LIMITS.pathLength characters, each up to 4 UTF-8 bytes
 * and escaped, with room for the options.
 */
export const VFS_BODY_LIMIT = 64 * 1024;

/** The multipart fields before writefile's file, each at most this long (a path and its options). */
export const WRITEFILE_FIELD_BYTES = 32 * 1024;

/** How a taken name is made free when an entry is restored from the trash: "Report (2).pdf". */
export const RESTORED_COPY_START = 2;

/** Copies of one name tried before a restore gives up (a folder full of "Report (n)"). */
export const RESTORED_COPY_ATTEMPTS = 1000;

/**
 * Names in one path at most (folders and the entry itself). A write with `parents` makes a folder
 * per name, so the cap bounds what one request can make the server do; it is checked when a path
 * is read, before any database work.
 */
export const VFS_MAX_DEPTH = 256;

/**
 * Changes (writefile, mkdir, touch, copy, rename, unlink, trash, restore, purge) one user may
 * have under way at once on one instance; more are refused with 429. The Files app uploads two
 * at a time.
 */
export const VFS_WRITES_IN_FLIGHT = 8;

/** Entries one copy may make: its rows are inserted in one transaction. */
export const VFS_COPY_MAX_ENTRIES = 10_000;

/** Bytes one copy may write. */
export const VFS_COPY_MAX_BYTES = 1024 * 1024 * 1024;

/** How long a long VFS operation works before it lets the event loop turn (server/vfs/pacer.ts). */
export const VFS_SLICE_MS = 10;
