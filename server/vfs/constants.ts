/** The mount points every user has (docs/features/files.md#mounts-and-paths), with their labels. */
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

/**
 * How old an unreferenced object in an S3 bucket must be before a sweep removes it. An object
 * appears only once its upload is complete and its node commits right after (a copy's, within
 * its one transaction), but S3 dates an object made by a multipart upload from the upload's start:
 * an object completed a moment ago may look as old as the longest upload (SHARED_SWEEP_MIN_AGE_MS).
 * An hour more covers the commit that follows.
 */
export const S3_ORPHAN_MIN_AGE_MS = SHARED_SWEEP_MIN_AGE_MS + 60 * 60 * 1000;

/**
 * How old an unfinished multipart upload must be before a sweep aborts it: it is an upload under
 * way on some instance until it is as old as the longest upload (SHARED_SWEEP_MIN_AGE_MS says why).
 */
export const S3_UPLOAD_MIN_AGE_MS = SHARED_SWEEP_MIN_AGE_MS;

/** Objects one sweep looks at, at most: it runs at every start, which must stay short on any bucket. */
export const S3_SWEEP_MAX_OBJECTS = 10_000;

/** Objects or uploads one listing asks for: S3's own maximum. */
export const S3_LIST_PAGE = 1000;

/**
 * The size of a multipart upload's parts, unless the upload limit needs larger ones (S3 allows
 * S3_MAX_PARTS): S3's smallest is 5 MiB. A put holds S3_PART_QUEUE parts in flight and fills the
 * next, so its memory is about (S3_PART_QUEUE + 1) parts whatever the file's size.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;
export const S3_MAX_PARTS = 10_000;
export const S3_PART_QUEUE = 2;

/** How long /api/health reuses its last look at the blob store: a HeadBucket costs a request to S3. */
export const BLOB_HEALTH_TTL_MS = 30_000;

/** How long /api/health waits for the blob store's answer: less than the health check's own 3 s, which a balancer's probe waits for. */
export const BLOB_HEALTH_TIMEOUT_MS = 2000;

/**
 * Connections to S3 one instance keeps at most. A download holds one until its reader has taken
 * every byte, a slow client for minutes; the SDK's default of 50 would make every other call wait
 * behind 50 of them.
 */
export const S3_MAX_SOCKETS = 256;

/** How long a connection to S3 may take to open: an unreachable endpoint fails a call rather than holding it. */
export const S3_CONNECT_TIMEOUT_MS = 5000;
