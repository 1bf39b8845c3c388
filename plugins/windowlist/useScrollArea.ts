import { useCallback, useRef, useSyncExternalStore } from 'react';
import { isRightToLeft } from '../common';

/** Scrolls `element` to `position` from its start edge; in RTL Chromium counts scrollLeft down from 0. */
function setScrollStart(element: HTMLElement, position: number) {
  element.scrollLeft = isRightToLeft(element) ? -position : position;
}

/** The viewport's width before it is laid out (and in jsdom, which lays nothing out). */
function fallbackWidth(): number {
  return window.innerWidth;
}

/** What `useScrollArea` reports and does. */
export interface ScrollArea {
  /** How far the element is scrolled from its start edge (left, or right in RTL). */
  scrollStart: number;
  /** The width of its visible part. */
  viewportWidth: number;
  /** Scrolls to `scrollStart` from the start edge, and reports it before the next paint. */
  scrollTo: (scrollStart: number) => void;
}

/**
 * The scroll position and visible width of a sideways-scrolling element, kept current by its
 * scroll events and a ResizeObserver (where there is one). They are read when the element is
 * attached and when those events come, never while rendering: a read of `scrollLeft` or
 * `clientWidth` during a render forced a layout in the middle of every commit that changed the
 * desktop, a raise among them.
 */
export function useScrollArea(element: HTMLElement | null): ScrollArea {
  const listeners = useRef(new Set<() => void>());
  const scroll = useRef(0);
  const width = useRef(fallbackWidth());
  const subscribe = useCallback(
    (onChange: () => void) => {
      const read = () => {
        if (!element) return;
        scroll.current = Math.abs(element.scrollLeft);
        width.current = element.clientWidth > 0 ? element.clientWidth : fallbackWidth();
      };
      const update = () => {
        read();
        onChange();
      };
      read();
      listeners.current.add(onChange);
      element?.addEventListener('scroll', update, { passive: true });
      const resize = element && typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
      if (element) resize?.observe(element);
      return () => {
        listeners.current.delete(onChange);
        element?.removeEventListener('scroll', update);
        resize?.disconnect();
      };
    },
    [element],
  );
  const scrollStart = useSyncExternalStore(subscribe, () => scroll.current);
  const viewportWidth = useSyncExternalStore(subscribe, () => width.current);
  const scrollTo = useCallback(
    (position: number) => {
      if (!element) return;
      setScrollStart(element, position);
      scroll.current = Math.abs(element.scrollLeft);
      // The scroll event comes a frame later: render the new range now, so nothing blinks.
      for (const listener of listeners.current) listener();
    },
    [element],
  );
  return { scrollStart, viewportWidth, scrollTo };
}
