const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * Tab inside a window (docs/features/windows.md): focus cycles within the window, and Tab in a text
 * area inserts a tab character. Returns true when it handled the key.
 */
export function handleTab(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return false;
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement && !event.shiftKey && !active.readOnly) {
    active.setRangeText('\t', active.selectionStart, active.selectionEnd, 'end');
    active.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  }
  const list = focusables(root);
  if (list.length === 0) return true;
  const index = active instanceof HTMLElement ? list.indexOf(active) : -1;
  const next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : index === list.length - 1 ? 0 : index + 1;
  list[next]?.focus();
  return true;
}
