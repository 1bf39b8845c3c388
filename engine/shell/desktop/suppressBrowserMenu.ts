/** Where the browser's own context menu stays: text fields, tables and grids (copy, paste, spelling). */
const KEEPS_BROWSER_MENU = 'input, textarea, [contenteditable=""], [contenteditable="true"], table, [role="grid"], [role="treegrid"]';

/**
 * Suppresses the browser's context menu on the desktop but for text inputs, textareas, tables and
 * grids (docs/features/widgets.md); returns what undoes it.
 */
export function suppressBrowserMenu(doc: Document): () => void {
  const onContextMenu = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(KEEPS_BROWSER_MENU)) event.preventDefault();
  };
  doc.addEventListener('contextmenu', onContextMenu);
  return () => doc.removeEventListener('contextmenu', onContextMenu);
}
