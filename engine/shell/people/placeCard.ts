import type { PagePoint } from './cardStore';

export interface Size {
  width: number;
  height: number;
}

/** Space kept between the card and the edge of the page. */
const MARGIN = 8;

/**
 * Where a card of `card` size goes for a click at `at`: its corner at the point (the top-left
 * corner, or top-right in a right-to-left page, so it opens towards where the text runs), moved
 * back inside the `page` when it would cross an edge. Returns the card's left and top in whole
 * pixels: a card opened from the keyboard is placed at its row's box, whose edges can fall between
 * pixels, and text placed between pixels is drawn blurred.
 */
export function placeCard(at: PagePoint, card: Size, page: Size, direction: 'ltr' | 'rtl'): PagePoint {
  const wanted = direction === 'rtl' ? at.left - card.width : at.left;
  const within = (start: number, size: number, room: number) => Math.round(Math.max(MARGIN, Math.min(start, room - size - MARGIN)));
  return { left: within(wanted, card.width, page.width), top: within(at.top, card.height, page.height) };
}
