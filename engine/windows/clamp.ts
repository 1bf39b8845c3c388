import { MOVE_TOP_MARGIN } from './constants';
import type { Dimension, Position, Rect } from './types';

/**
 * The size between `min` and `max` (null: no maximum); when they conflict, `min` wins.
 * @example clampDimension({ width: 50, height: 900 }, { width: 100, height: 100 }, { width: 800, height: 600 }) // { width: 100, height: 600 }
 */
export function clampDimension(dimension: Dimension, min: Dimension, max: Dimension | null): Dimension {
  const width = max ? Math.min(dimension.width, max.width) : dimension.width;
  const height = max ? Math.min(dimension.height, max.height) : dimension.height;
  return { width: Math.max(min.width, width), height: Math.max(min.height, height) };
}

export interface ClampPositionOptions {
  /** A move in progress keeps the top MOVE_TOP_MARGIN px below the desktop's top. */
  moving: boolean;
}

/**
 * The position that keeps a window of `dimension` inside the desktop. A window larger than the
 * desktop pins to its top/left edge.
 * @example clampPosition({ left: -20, top: 0 }, { width: 100, height: 100 }, { left: 0, top: 0, width: 800, height: 600 }, { moving: true }) // { left: 0, top: 2 }
 */
export function clampPosition(position: Position, dimension: Dimension, desktop: Rect, options: ClampPositionOptions): Position {
  const minTop = desktop.top + (options.moving ? MOVE_TOP_MARGIN : 0);
  const maxLeft = desktop.left + desktop.width - dimension.width;
  const maxTop = desktop.top + desktop.height - dimension.height;
  // Math.max last: when the window is larger than the desktop (max < min), the minimum wins.
  return {
    left: Math.max(desktop.left, Math.min(position.left, maxLeft)),
    top: Math.max(minTop, Math.min(position.top, maxTop)),
  };
}
