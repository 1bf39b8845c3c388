import { formatShortDate, formatShortTime, type Translate } from '../i18n';
import type { FileEntry, Mountpoint } from './types';

/**
 * Folders first, then by name in the user's language, as a file manager lists them.
 * @example
 * ```ts
 * const sorted = [...entries].sort(compareEntries);
 * ```
 */
export function compareEntries(a: FileEntry, b: FileEntry): number {
  return Number(b.isDirectory) - Number(a.isDirectory) || a.filename.localeCompare(b.filename, undefined, { numeric: true, sensitivity: 'base' });
}

/**
 * When a file was last changed, as the locale formats show it: short date and short time
 * (docs/features/files.md#opening-files: yyyy-mm-dd HH:MM), in local time.
 * @example
 * ```ts
 * formatFileDate(entry.stat.modifiedAt); // '2026-01-15 09:30'
 * ```
 */
export function formatFileDate(epochMs: number): string {
  const date = new Date(epochMs);
  return `${formatShortDate(date)} ${formatShortTime(date)}`;
}

/**
 * The mounts a user picks from (the Files app's side bar, the file dialog): global, enabled and mounted.
 * @example
 * ```ts
 * const sideBar = visibleMounts(ctx.vfs.mounts()).map((mount) => mountLabel(mount, ctx.i18n.t));
 * ```
 */
export function visibleMounts(mounts: readonly Mountpoint[]): Mountpoint[] {
  return mounts.filter((mount) => mount.enabled && mount.mounted && mount.attributes.visibility === 'global');
}


/**
 * A mount's name for people: the translation of the known mounts (home, bos, apps), else the
 * label the server gave.
 * @example
 * ```ts
 * mountLabel(mount, t); // 'Persönlicher Ordner' for home in de_DE
 * ```
 */
export function mountLabel(mount: Pick<Mountpoint, 'name' | 'label'>, t: Translate): string {
  return t(`vfs.mounts.${mount.name}`, { defaultValue: mount.label });
}
