import { clampPosition, type Dimension, type Position } from '../windows';
import { WIDGET_DEFAULT_OFFSET } from './constants';

/** The limits of a widget type's size; `aspect` keeps the width-to-height ratio of its default size. */
export interface SizeLimits {
  min: Dimension;
  max: Dimension;
  /** Width divided by height, kept on every resize; null when the ratio is free. */
  aspect: number | null;
}

/**
 * Where a widget goes inside a desktop of `desktop` size (positions relative to its top-left):
 * as far as it fits, wholly inside; a widget larger than the desktop keeps its top-left corner in.
 */
export function clampWidgetPosition(position: Position, dimension: Dimension, desktop: Dimension): Position {
  return clampPosition(position, dimension, { left: 0, top: 0, width: desktop.width, height: desktop.height }, { moving: false });
}

/** Where a new widget goes: at `at` (a click point) or the default offset, inside the desktop. */
export function newWidgetPosition(at: Position | null, dimension: Dimension, desktop: Dimension): Position {
  return clampWidgetPosition(at ?? { left: WIDGET_DEFAULT_OFFSET, top: WIDGET_DEFAULT_OFFSET }, dimension, desktop);
}

/**
 * A size between the limits. With an aspect ratio the width leads: the height follows it, and
 * where that leaves a limit, the size is scaled back inside while keeping the ratio (the minimum
 * wins when the limits allow no size of that ratio).
 */
export function clampWidgetDimension(wanted: Dimension, limits: SizeLimits): Dimension {
  const { min, max, aspect } = limits;
  const within = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));
  if (aspect === null) {
    return { width: Math.round(within(wanted.width, min.width, max.width)), height: Math.round(within(wanted.height, min.height, max.height)) };
  }
  const lowest = Math.max(min.width, min.height * aspect);
  const highest = Math.min(max.width, max.height * aspect);
  const width = Math.max(lowest, Math.min(wanted.width, highest));
  return { width: Math.round(width), height: Math.round(width / aspect) };
}
