import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { FILE_NAME_MAX_BYTES } from './fileNames';

/**
 * The virtual file system's wire format
 * (docs/features/files.md `ERR_VFS_*`). Every call is under `/vfs/{operation}` at the site's
 * root and carries the session's bearer token; `readfile` also takes a signed URL (`/vfs/url`)
 * in place of the token, for `<img src>` and downloads, which cannot send a header.
 *
 * A path is `name:/path`: a mount point's name, a colon, then an absolute path inside it; empty
 * segments (`//`, a trailing `/`) are ignored, `.` and `..` segments are refused. A user names
 * only their own `home`, the active account's `bos` and the mounts the configuration adds: no
 * path can name another user's home or another account's shared folder.
 */

/** `name:/path` (docs/features/files.md#calls). The mount's name: letters, digits, `_`, `.` and `-`. */
export const VFS_PATH_PATTERN = '^[A-Za-z0-9_.-]+:/.*$';

/** Limits every implementation keeps (the server's configuration may lower the upload size). */
export const VFS_LIMITS = {
  /** A file or folder name, in UTF-8 bytes. */
  nameBytes: FILE_NAME_MAX_BYTES,
  /** A whole path, in characters. */
  pathLength: 4096,
  /** Results of one search at most; `options.limit` may ask for fewer. */
  searchResults: 1000,
  /** Results of one search when `options.limit` is not given. */
  searchDefaultResults: 200,
  /** A search pattern, in characters. */
  patternLength: 256,
} as const;

/** docs/features/files.md#mounts-and-paths: attributes. */
export const MountAttributes = Type.Object({
  /** `global`: listed in the Files app's side bar; `restricted`: reachable by apps only (apps). */
  visibility: Type.Union([Type.Literal('global'), Type.Literal('restricted')]),
  /** The bytes are kept by this server (not a remote store). */
  local: Type.Boolean(),
  /** Searched by `/vfs/search` and the F3 search. */
  searchable: Type.Boolean(),
  /** Writes are refused with ERR_VFS_READ_ONLY. */
  readOnly: Type.Boolean(),
});
/** A mount's attributes. */
export type MountAttributes = Static<typeof MountAttributes>;

/** docs/features/files.md#mounts-and-paths, as `GET /vfs/mounts` lists them for the signed-in user. */
export const Mountpoint = Type.Object({
  /** The name paths start with: `home` in `home:/Documents`. */
  name: Type.String(),
  /** What the user sees: Home, Shared, Applications (in English; the client translates known mounts). */
  label: Type.String(),
  /** The mount's root path, `name:/`. Never a folder of the server. */
  root: Type.String(),
  /** Where its tree lives: `database` (tree in the database, bytes in the blob store) or `folder` (a read-only server folder). */
  adapter: Type.String(),
  enabled: Type.Boolean(),
  mounted: Type.Boolean(),
  attributes: MountAttributes,
});
/** A mount point as the signed-in user has it. */
export type Mountpoint = Static<typeof Mountpoint>;

/** Times and, for a mount's root, the space used. */
export const FileStat = Type.Object({
  /** Epoch milliseconds. */
  createdAt: Type.Number(),
  /** Epoch milliseconds: the last write of a file, the last change of a folder's entries. */
  modifiedAt: Type.Number(),
  /** Only in `stat` of a mount's root: bytes used (the trash included) and the quota (null: none). */
  quota: Type.Optional(Type.Object({ used: Type.Number(), limit: Type.Union([Type.Number(), Type.Null()]) })),
});
/** An entry's times, and for a mount's root the space used. */
export type FileStat = Static<typeof FileStat>;

/** docs/features/files.md#calls. */
export const FileEntry = Type.Object({
  /** Stable while the file exists (a rename keeps it); the folder adapter's ids are its paths. */
  id: Type.String(),
  /** The folder's id; null at a mount's root. */
  parent_id: Type.Union([Type.String(), Type.Null()]),
  /** The name, without its folder; a mount's root has the mount's name. */
  filename: Type.String(),
  /** `name:/path`, no trailing slash except a mount's root (`home:/`). */
  path: Type.String(),
  isDirectory: Type.Boolean(),
  isFile: Type.Boolean(),
  /** Detected from the content and the name; `inode/directory` for folders. */
  mime: Type.String(),
  /** Bytes; 0 for folders. */
  size: Type.Number(),
  stat: FileStat,
  /** An icon name the client maps to a picture: folder, text, image, audio, video, pdf, archive, code, file. */
  icon: Type.String(),
  /** What to show: the filename, or the mount's label at a mount's root. */
  label: Type.String(),
});
/** A file or folder. */
export type FileEntry = Static<typeof FileEntry>;

/** A file or folder in the trash (beyond the spec: Delete in Files moves there). */
export const TrashEntry = Type.Object({
  id: Type.String(),
  filename: Type.String(),
  /** Where it was: restoring puts it back there (folders on the way are made again). */
  originalPath: Type.String(),
  isDirectory: Type.Boolean(),
  mime: Type.String(),
  /** Bytes, a folder's with everything in it. */
  size: Type.Number(),
  /** Epoch milliseconds. */
  deletedAt: Type.Number(),
});
/** A file or folder in the trash. */
export type TrashEntry = Static<typeof TrashEntry>;

const Path = Type.String({ minLength: 1, maxLength: VFS_LIMITS.pathLength });

/** `options` of the calls that create or replace: what happens when the target exists. */
export const WriteOptions = Type.Object(
  {
    /** Replace an existing file (default true for writefile and touch, false for copy and rename). */
    overwrite: Type.Optional(Type.Boolean()),
    /** Make the missing folders on the way (default false): an upload of a whole folder sets it. */
    parents: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WriteOptions = Static<typeof WriteOptions>;

/** GET readdir, readfile, exists, stat: `?path=…&options=<JSON>` (spec: a GET body becomes the query). */
export const PathQuery = Type.Object({ path: Path, options: Type.Optional(Type.String({ maxLength: 1000 })) });
export type PathQuery = Static<typeof PathQuery>;

/**
 * GET readfile: PathQuery, or the query of a signed URL from `/vfs/url`, which adds `token` and
 * needs no bearer header.
 */
export const ReadfileQuery = Type.Object({
  path: Path,
  options: Type.Optional(Type.String({ maxLength: 1000 })),
  token: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ReadfileQuery = Static<typeof ReadfileQuery>;

/**
 * `options` of readdir, as JSON in the query: `showHiddenFiles` lists names starting with a dot
 * (default true: a file manager hides them itself when asked).
 */
export const ReaddirOptions = Type.Object({ showHiddenFiles: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type ReaddirOptions = Static<typeof ReaddirOptions>;

/**
 * `options` of readfile, as JSON in the query: `download` answers as an attachment
 * (Content-Disposition with the file's name). Ranges come with the Range header.
 */
export const ReadfileOptions = Type.Object({ download: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type ReadfileOptions = Static<typeof ReadfileOptions>;

/** POST mkdir, unlink, touch, trash: `{ path, options? }`. */
export const PathBody = Type.Object({ path: Path, options: Type.Optional(WriteOptions) }, { additionalProperties: false });
export type PathBody = Static<typeof PathBody>;

/** POST copy and rename: `{ from, to, options? }`. A folder is copied or moved with all it holds. */
export const FromToBody = Type.Object({ from: Path, to: Path, options: Type.Optional(WriteOptions) }, { additionalProperties: false });
export type FromToBody = Static<typeof FromToBody>;

/**
 * POST search: `{ root?, pattern, options? }`. `pattern` matches whole names, `*` any run of
 * characters and `?` one, case and accents ignored (`*resume*` finds "Résumé 2026.pdf"). No root: every searchable mount
 * the user sees.
 */
export const SearchBody = Type.Object(
  {
    root: Type.Optional(Path),
    pattern: Type.String({ minLength: 1, maxLength: VFS_LIMITS.patternLength }),
    options: Type.Optional(Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: VFS_LIMITS.searchResults })) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SearchBody = Static<typeof SearchBody>;

/**
 * POST search asked for with `Accept: text/event-stream` answers with streaming events
 * (server/contract/streams.ts) rather than the envelope: a `progress` event with this after each
 * mount searched, then `success` with the entries (what EntriesAnswer's `data` holds), or `error`
 * with the message, status and VFS code of the error answer (a bad root: ERR_VFS_PATH_FORMAT_INVALID,
 * ERR_VFS_NOT_A_FOLDER, …). Failures before the search starts (the session, the body) are ordinary
 * error answers.
 */
export const SearchProgress = Type.Object({
  /** The name of the mount just searched. */
  mount: Type.String(),
  /** Mounts searched so far, this one included. */
  searched: Type.Integer({ minimum: 1 }),
  /** Mounts the search goes through. */
  total: Type.Integer({ minimum: 1 }),
  /** Entries found so far, at most the search's limit. */
  found: Type.Integer({ minimum: 0 }),
});
/** How far a streamed search is: the mount just searched, how many of how many, the entries found so far. */
export type SearchProgress = Static<typeof SearchProgress>;

/** POST url: a signed URL of `readfile` for `path`, for `<img src>`, `<video>` and downloads. */
export const UrlBody = Type.Object({ path: Path, options: Type.Optional(ReadfileOptions) }, { additionalProperties: false });
export type UrlBody = Static<typeof UrlBody>;

/** POST restore and purge: a trash entry by id; purge without `id` empties the whole trash. */
export const TrashIdBody = Type.Object({ id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) }, { additionalProperties: false });
export type TrashIdBody = Static<typeof TrashIdBody>;

/**
 * POST writefile is multipart/form-data: the fields `path` and `options` (WriteOptions as JSON)
 * first, then one file part, streamed to storage as it arrives. Answers the written FileEntry.
 */
export const WRITEFILE_FIELDS = { path: 'path', options: 'options', file: 'upload' } as const;

export const MountsAnswer = successOf(Type.Array(Mountpoint));
export const EntryAnswer = successOf(FileEntry);
export const EntriesAnswer = successOf(Type.Array(FileEntry));
export const BooleanAnswer = successOf(Type.Boolean());
export const UrlAnswer = successOf(Type.Object({ url: Type.String(), expiresAt: Type.Number() }));
export const TrashAnswer = successOf(Type.Array(TrashEntry));
export const TrashEntryAnswer = successOf(TrashEntry);
export const PurgeAnswer = successOf(Type.Object({ purged: Type.Integer() }));

/**
 * The codes a failed VFS call carries in the error envelope's `code`, with its HTTP status. The
 * spec's codes first (docs/features/files.md#calls); the texts the server answers are in server/vfs/errors.ts
 * and, for the errors the client finds itself (mount state, path format), in engine/vfs.
 */
export const VFS_ERROR_STATUS = {
  /** "Filesystem '{0}' not found": mount() or unmount() of a name no mount has, or a disabled one. */
  ERR_VFS_MOUNT_NOT_FOUND: 404,
  /** "Filesystem not found for '{0}'": a path whose mount does not exist for this user. */
  ERR_VFS_MOUNT_NOT_FOUND_FOR: 404,
  /** "Filesystem '{0}' is not mounted": a call on a path of an unmounted mount (client only). */
  ERR_VFS_MOUNT_NOT_MOUNTED: 409,
  /** "Filesystem '{0}' is already mounted": mount() of a mounted mount (client only). */
  ERR_VFS_MOUNT_ALREADY_MOUNTED: 409,
  /** "Given path '{0}' does not match 'name:/path'". */
  ERR_VFS_PATH_FORMAT_INVALID: 400,
  /** A name that cannot be kept: empty, `.`, `..`, a separator, a control character, too long. */
  ERR_VFS_NAME_INVALID: 400,
  /** Nothing at the path. */
  ERR_VFS_NOT_FOUND: 404,
  /** The target exists and overwrite was not asked for (or it is a folder). */
  ERR_VFS_EXISTS: 409,
  /** A folder was expected (readdir of a file, a parent that is a file). */
  ERR_VFS_NOT_A_FOLDER: 409,
  /** A file was expected (readfile of a folder). */
  ERR_VFS_IS_A_FOLDER: 409,
  /** A folder copied or moved into itself. */
  ERR_VFS_INTO_ITSELF: 409,
  /** A write on a read-only mount. */
  ERR_VFS_READ_ONLY: 403,
  /** An upload larger than VFS_UPLOAD_LIMIT. */
  ERR_VFS_TOO_LARGE: 413,
  /** A write that would take the user past their quota. */
  ERR_VFS_QUOTA_EXCEEDED: 413,
  /** A signed URL that is malformed, expired, or signed for another path. */
  ERR_VFS_URL_INVALID: 403,
  /** An upload that ended before its file did (the client went away): nothing was written. */
  ERR_VFS_UPLOAD_INCOMPLETE: 400,
  /** A path of more names than VFS_MAX_DEPTH, or a copy or move that would make one. */
  ERR_VFS_PATH_TOO_DEEP: 400,
  /** More changes of one user under way at once than the server takes: try again when one is done. */
  ERR_VFS_BUSY: 429,
  /** A copy of more entries or bytes than one copy may make: nothing was written. */
  ERR_VFS_COPY_TOO_LARGE: 413,
  /** A copy of a folder that contains itself through a link: it would never end. */
  ERR_VFS_LOOP: 409,
} as const;
/** The code of a failed VFS call. */
export type VfsErrorCode = keyof typeof VFS_ERROR_STATUS;
