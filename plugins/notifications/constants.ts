export const NOTIFICATIONS_ITEM_ID = 'atrium.notifications';
/** How many of the newest the tray's history shows. */
export const HISTORY_PAGE = 50;

/** The tray's bell, a bundled SVG as a `data:` URL (the page's CSP admits `data:` images). */
export const BELL_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M8 1.8a4.2 4.2 0 0 0-4.2 4.2v2.9L2.4 11.6h11.2l-1.4-2.7V6A4.2 4.2 0 0 0 8 1.8z" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/><path d="M6.3 13.2a1.8 1.8 0 0 0 3.4 0" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/></svg>',
)}`;

/** The bell with a slash: do-not-disturb is on. */
export const BELL_OFF_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><path d="M8 1.8a4.2 4.2 0 0 0-4.2 4.2v2.9L2.4 11.6h11.2l-1.4-2.7V6A4.2 4.2 0 0 0 8 1.8z" fill="none" stroke="#fff" stroke-width="1.5" stroke-linejoin="round" opacity=".6"/><path d="M2 2l12 12" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/></svg>',
)}`;
