/**
 * The panel item's id: distinct from the F3 search's ('atrium.search'), whose overlay and tray
 * icon search file names only.
 */
export const GLOBALSEARCH_ITEM_ID = 'atrium.globalsearch';
/** Before the tray in the panel's end slot (the tray's order is 0). */
export const GLOBALSEARCH_ORDER = -1;
