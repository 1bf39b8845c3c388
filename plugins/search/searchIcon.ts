/** The tray's magnifier, a bundled SVG as a `data:` URL (the page's CSP admits `data:` images). */
export const SEARCH_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="#fff" stroke-width="1.8"/><path d="M10 10l4.5 4.5" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>',
)}`;
