import { CASCADE_BASE, CASCADE_MODULO, CASCADE_STEP } from './constants';
import type { Dimension, Position, Rect } from './types';

/**
 * Where a new window without gravity or an explicit position goes: each window steps
 * CASCADE_STEP px further down and right than the one before, wrapping every CASCADE_MODULO windows.
 * @example cascadePosition(3, { left: 0, top: 30, width: 800, height: 600 }) // { left: 40, top: 70 }
 */
export function cascadePosition(wid: number, desktop: Rect): Position {
  const offset = CASCADE_BASE + (wid % CASCADE_MODULO) * CASCADE_STEP;
  return { left: desktop.left + offset, top: desktop.top + offset };
}

/**
 * Where a window with gravity 'center' goes: the middle of the desktop, rounded to whole pixels.
 * A window larger than the desktop gets a negative offset here; clampPosition pins it.
 * @example centerPosition({ width: 200, height: 100 }, { left: 0, top: 0, width: 800, height: 600 }) // { left: 300, top: 250 }
 */
export function centerPosition(dimension: Dimension, desktop: Rect): Position {
  return {
    left: desktop.left + Math.round((desktop.width - dimension.width) / 2),
    top: desktop.top + Math.round((desktop.height - dimension.height) / 2),
  };
}
