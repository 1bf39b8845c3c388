import type { WindowEntry } from '../../sdk';

/** Whether `entries` has at least `count` windows not minimized: it stops there, so a raise among 10,000 windows reads a few entries, not all. */
export function hasShown(entries: readonly WindowEntry[], count: number): boolean {
  let shown = 0;
  for (const entry of entries) if (!entry.minimized && ++shown >= count) return true;
  return false;
}
