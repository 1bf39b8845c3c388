/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  vfs: {
    mounts: {
      home: 'Home',
      bos: 'Shared',
      apps: 'Applications',
    },
    // Errors the client finds before a call leaves; English as engine/vfs's VFS_ERRORS (a unit test keeps them equal).
    errors: {
      ERR_VFS_MOUNT_NOT_FOUND: "Filesystem '{{subject}}' not found",
      ERR_VFS_MOUNT_NOT_FOUND_FOR: "Filesystem not found for '{{subject}}'",
      ERR_VFS_MOUNT_NOT_MOUNTED: "Filesystem '{{subject}}' is not mounted",
      ERR_VFS_MOUNT_ALREADY_MOUNTED: "Filesystem '{{subject}}' is already mounted",
      ERR_VFS_PATH_FORMAT_INVALID: "Given path '{{subject}}' does not match 'name:/path'",
      ERR_VFS_NAME_INVALID: "'{{subject}}' is not a valid name: a name cannot be empty, '.' or '..', a Windows device name (CON, NUL, COM1…) or only invisible characters, start or end with a space, contain / or \\, control or bidirectional-text characters, or be longer than 255 bytes",
    },
  },
} as const;

export default en_EN;
