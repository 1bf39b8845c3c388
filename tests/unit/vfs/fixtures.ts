import type { FileEntry, Mountpoint } from '../../../engine/vfs';

const mount = (name: string, label: string, attributes: Partial<Mountpoint['attributes']> = {}, state: Partial<Mountpoint> = {}): Mountpoint => ({
  name,
  label,
  root: `${name}:/`,
  adapter: 'database',
  enabled: true,
  mounted: true,
  attributes: { visibility: 'global', local: true, searchable: true, readOnly: false, ...attributes },
  ...state,
});

/** The mounts a demo user sees: home, the account's shared folder, the packages, and one the site disabled. */
export const MOUNTS: readonly Mountpoint[] = [
  mount('home', 'Home'),
  mount('bos', 'Shared'),
  mount('apps', 'Applications', { visibility: 'restricted', readOnly: true, searchable: false }, { adapter: 'folder' }),
  mount('archive', 'Archive', {}, { enabled: false }),
];

/** A file entry as the server answers one. */
export function entry(path: string, fields: Partial<FileEntry> = {}): FileEntry {
  const filename = path.slice(path.lastIndexOf('/') + 1) || path.slice(0, path.indexOf(':'));
  const isDirectory = fields.isDirectory ?? false;
  return {
    id: path,
    parent_id: null,
    filename,
    path,
    isDirectory,
    isFile: !isDirectory,
    mime: isDirectory ? 'inode/directory' : 'text/plain',
    size: 0,
    stat: { createdAt: 0, modifiedAt: 0 },
    icon: isDirectory ? 'folder' : 'text',
    label: filename,
    ...fields,
  };
}
