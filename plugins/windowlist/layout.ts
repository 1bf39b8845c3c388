/** The window list's geometry: one row of equal buttons, laid out by index rather than by the browser. */

/** A button's width while the row has room for it. */
export const BUTTON_WIDTH = 180;
/** The narrowest a button gets when the row is short of room; past that the row scrolls. */
export const BUTTON_MIN_WIDTH = 96;
/** The space between two buttons. */
export const BUTTON_GAP = 4;
/** Buttons rendered beyond each edge of the visible part of the row. */
export const OVERSCAN = 2;

/** Where the buttons of a row sit. */
export interface RowLayout {
  /** Every button's width, in CSS pixels. */
  buttonWidth: number;
  /** From one button's start to the next one's. */
  stride: number;
  /** The whole row, first button to last. */
  rowWidth: number;
}

/**
 * Lays out `count` buttons in a viewport `viewportWidth` wide as `flex: 0 1 BUTTON_WIDTH` with a
 * minimum width would: full width while they fit, shrunk evenly (to whole pixels) until they
 * reach the minimum, then scrolling.
 */
export function rowLayout(count: number, viewportWidth: number): RowLayout {
  const fitting = count > 0 ? Math.floor((viewportWidth + BUTTON_GAP) / count - BUTTON_GAP) : BUTTON_WIDTH;
  const buttonWidth = Math.min(BUTTON_WIDTH, Math.max(BUTTON_MIN_WIDTH, fitting));
  const stride = buttonWidth + BUTTON_GAP;
  return { buttonWidth, stride, rowWidth: Math.max(0, count * stride - BUTTON_GAP) };
}

/**
 * The indices of the buttons to render, `[first, last]` (empty when `last < first`): those that
 * show between `scrollStart` and `scrollStart + viewportWidth`, and OVERSCAN more on each side.
 */
export function visibleRange(layout: RowLayout, count: number, scrollStart: number, viewportWidth: number): [number, number] {
  const first = Math.floor(scrollStart / layout.stride) - OVERSCAN;
  const last = Math.ceil((scrollStart + viewportWidth) / layout.stride) - 1 + OVERSCAN;
  return [Math.max(0, Math.min(first, count - 1)), Math.min(count - 1, last)];
}

/** The scroll position that brings button `index` fully into view, moving as little as it can. */
export function scrollToReveal(layout: RowLayout, index: number, scrollStart: number, viewportWidth: number): number {
  const start = index * layout.stride;
  const end = start + layout.buttonWidth;
  if (start < scrollStart || layout.buttonWidth > viewportWidth) return start;
  if (end > scrollStart + viewportWidth) return Math.max(0, end - viewportWidth);
  return scrollStart;
}
