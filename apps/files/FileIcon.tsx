import type { CSSProperties } from 'react';
import { fileIconUrl } from '../../sdk';

/** The icon names engine/vfs draws: the contract's (FileEntry.icon) and the places'. */
const ICON_NAMES = ['folder', 'file', 'text', 'image', 'audio', 'video', 'pdf', 'archive', 'code', 'home', 'shared', 'applications', 'drive', 'trash'] as const;

const KNOWN: ReadonlySet<string> = new Set(ICON_NAMES);

/**
 * Each icon's picture as a custom property (`--files-icon-text: url(data:…)`), set once on the
 * Files window: a row's icon is then a CSS background of a picture the page has decoded once. An
 * `<img>` per row made the browser request and decode its data: URL for every row scrolled into
 * view (~9 ms a frame while scrolling).
 */
export const ICON_PICTURES: CSSProperties = Object.fromEntries(ICON_NAMES.map((name) => [`--files-icon-${name}`, `url("${fileIconUrl(name)}")`]));

/** The picture of an icon name (an unknown name is a plain file), `size` px square. */
export function FileIcon({ name, size }: { name: string; size: number }) {
  const icon = KNOWN.has(name) ? name : 'file';
  return <span className="files-icon" style={{ width: size, height: size, backgroundImage: `var(--files-icon-${icon})` }} aria-hidden="true" />;
}
