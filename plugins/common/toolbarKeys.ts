import type { KeyboardEvent } from 'react';

const NEXT_KEYS: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/** Whether an element lays out right to left, where the toolbar's arrows and scrolling run mirrored. */
export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * Where Arrow keys, Home and End move along a toolbar of `count` buttons from `current` (-1 when
 * none has focus), mirrored in right-to-left layouts; null for any other key. A key held with a
 * modifier is a shortcut (Ctrl+Alt+arrows snap the focused window), not a move.
 */
export function toolbarTarget(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>, current: number, count: number, rtl: boolean): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'Home') return 0;
  if (event.key === 'End') return count - 1;
  const step = NEXT_KEYS[event.key];
  if (step === undefined) return null;
  return Math.min(Math.max(current + (rtl ? -step : step), 0), count - 1);
}
