/** The file list's timings and sizes, in one place. */

/** Typed characters run together into one name to find while they come this close (ms), as in desktop file managers. */
export const TYPE_AHEAD_MS = 1000;

/** Lines drawn beyond the visible ones on each side, so a fast scroll shows no blank. */
export const OVERSCAN = 8;
