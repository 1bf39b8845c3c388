import { useLayoutEffect, type RefObject } from 'react';

/**
 * Opens a popup away from the screen edge its anchor is on: below a panel at the top, above a
 * panel at the bottom. Call it in the popup's component: when the popup mounts, before it is
 * painted, sets `data-placement="below" | "above"` on it; its CSS positions it by that.
 */
export function usePopupPlacement(anchor: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const anchorElement = anchor.current;
    const popupElement = popup.current;
    if (!anchorElement || !popupElement) return;
    const rect = anchorElement.getBoundingClientRect();
    const inLowerHalf = rect.top + rect.height / 2 > window.innerHeight / 2;
    popupElement.setAttribute('data-placement', inLowerHalf ? 'above' : 'below');
  }, [anchor, popup]);
}
