import { FILE_NAME_MAX_BYTES } from '../../server/contract/fileNames';

/** The Files app's sizes, limits and defaults, in one place. */

/** A name's longest length in UTF-8 bytes, as the server keeps it. */
export const NAME_MAX_BYTES = FILE_NAME_MAX_BYTES;

/** The window's first size. */
export const WINDOW_SIZE = { width: 760, height: 480 } as const;

/** The window's smallest size: the side bar, the toolbar and a few rows still fit. */
export const WINDOW_MIN = { width: 420, height: 260 } as const;

/** A row of the list view, in px (the stylesheet's --files-row). */
export const ROW_HEIGHT = 28;

/** A tile of the icon view, in px (the stylesheet's --files-tile-width and --files-tile-height). */
export const TILE = { width: 104, height: 108 } as const;

/** Uploads running at once: two keep the connection busy while one file's answer is awaited. */
export const UPLOAD_CONCURRENCY = 2;

/** How often the progress dialog is moved during an upload, at most (ms): it is a window re-render each time. */
export const PROGRESS_INTERVAL_MS = 100;

/** Files and folders a failed batch names in its report; the rest are counted. */
export const REPORTED_FAILURES = 10;

/** A context menu entry's height in px (`.menu__item` in engine/overlay/menu.css): a menu is kept on the page by it. */
export const MENU_ITEM_HEIGHT = 30;

/** The widest a Files menu is, about (px): a menu opened nearer the page's far side than this is moved back in. */
export const MENU_WIDTH = 260;
