export const TILE_ITEM_ID = 'atrium.tile';
/** Tiling needs two windows: the button shows from this many windows on the desktop. */
export const TILE_MIN_WINDOWS = 2;
