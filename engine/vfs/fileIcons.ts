/* eslint-disable no-restricted-syntax -- icon artwork: a drawing's own colours, the same in every theme, not theme colours */
import type { Mountpoint } from './types';

/** A sheet with a folded corner, the base of every file icon; `accent` fills its lower band. */
const sheet = (accent: string, mark: string) =>
  `<path d="M3.5 1.5h6l3 3v10h-9z" fill="#fff" stroke="#7b8794"/><path d="M9.5 1.5v3h3" fill="#e4e7eb" stroke="#7b8794"/>` +
  `<rect x="4" y="10" width="8" height="4" fill="${accent}"/>${mark}`;

/**
 * The pictures of the server's icon names (contract: folder, text, image, audio, video, pdf,
 * archive, code, file) and of the mounts, as 16×16 SVG drawn here: bundled, nothing fetched.
 */
const ICONS: Readonly<Record<string, string>> = {
  folder: `<path d="M1.5 3.5h5l1.5 1.5h6.5v8.5h-13z" fill="#f5c451" stroke="#c89411"/><path d="M1.5 6.5h13" stroke="#c89411"/>`,
  file: sheet('#cbd2d9', ''),
  text: sheet('#cbd2d9', `<path d="M5 5.5h4M5 7.5h6" stroke="#7b8794"/>`),
  image: sheet('#8fd19e', `<circle cx="6" cy="6.5" r="1.2" fill="#f0b429"/><path d="M4 14l3-4 2 2 1.5-1.5L12 14z" fill="#2f8132"/>`),
  audio: sheet('#b8a6f0', `<path d="M7 12.5V6l4-1v6" fill="none" stroke="#5b3cc4"/><circle cx="6.2" cy="12.5" r="1" fill="#5b3cc4"/>`),
  video: sheet('#9fb3c8', `<path d="M6.5 6l4 2.5-4 2.5z" fill="#243b53"/>`),
  pdf: sheet('#e12d39', `<path d="M5 5.5h6M5 7.5h4" stroke="#7b8794"/>`),
  archive: sheet('#f0b429', `<path d="M8 2v8" stroke="#8d6708" stroke-dasharray="1 1"/>`),
  code: sheet('#62b0e8', `<path d="M6.5 5l-2 2 2 2M9.5 5l2 2-2 2" fill="none" stroke="#0f609b"/>`),
  home: `<path d="M2 8l6-5.5L14 8" fill="none" stroke="#486581" stroke-width="1.5"/><path d="M3.5 7.5v7h3.5v-4h2v4h3.5v-7" fill="#d9e2ec" stroke="#486581"/>`,
  shared: `<circle cx="5.5" cy="5" r="2.5" fill="#9fb3c8" stroke="#486581"/><circle cx="11" cy="6" r="2" fill="#d9e2ec" stroke="#486581"/><path d="M1.5 14c0-3 2-4.5 4-4.5s4 1.5 4 4.5zM9 14c.3-2.2 1.2-3.5 2-3.5 1.5 0 3 1 3 3.5z" fill="#9fb3c8" stroke="#486581"/>`,
  applications: `<rect x="2" y="2" width="5" height="5" rx="1" fill="#62b0e8"/><rect x="9" y="2" width="5" height="5" rx="1" fill="#f0b429"/><rect x="2" y="9" width="5" height="5" rx="1" fill="#8fd19e"/><rect x="9" y="9" width="5" height="5" rx="1" fill="#e12d39"/>`,
  drive: `<rect x="1.5" y="5.5" width="13" height="6" rx="1.5" fill="#d9e2ec" stroke="#486581"/><circle cx="12" cy="8.5" r="1" fill="#2f8132"/>`,
  trash: `<path d="M3 4.5h10M6.5 4.5V3h3v1.5" fill="none" stroke="#486581"/><path d="M4 4.5l1 10h6l1-10z" fill="#d9e2ec" stroke="#486581"/><path d="M7 7v5M9 7v5" stroke="#486581"/>`,
};

/** The names `fileIconUrl` draws; any other draws as `file`. */
export const FILE_ICON_NAMES: readonly string[] = Object.keys(ICONS);

const urls = new Map<string, string>();

/**
 * A picture of the entry icon `name` (FileEntry.icon) as a `data:` URL, for `<img src>`: the
 * page's Content-Security-Policy admits `data:` images. Unknown names get the plain file.
 * @example
 * ```tsx
 * <img src={fileIconUrl(entry.icon)} alt="" width={16} height={16} />
 * ```
 */
export function fileIconUrl(name: string): string {
  const key = Object.hasOwn(ICONS, name) ? name : 'file';
  let url = urls.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">${ICONS[key] ?? ''}</svg>`)}`;
    urls.set(key, url);
  }
  return url;
}

/** The icon names of the known mounts. */
const MOUNT_ICONS: Readonly<Record<string, string>> = { home: 'home', bos: 'shared', apps: 'applications' };

/**
 * The icon name of a mount for a side bar: home, shared (bos), applications (apps), else drive.
 * @example
 * ```tsx
 * <img src={fileIconUrl(mountIcon(mount))} alt="" />
 * ```
 */
export const mountIcon = (mount: Pick<Mountpoint, 'name'>): string => (Object.hasOwn(MOUNT_ICONS, mount.name) ? (MOUNT_ICONS[mount.name] ?? 'drive') : 'drive');
