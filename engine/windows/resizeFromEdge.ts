import { clampDimension } from './clamp';
import type { Dimension, Edge, Rect } from './types';

/**
 * The rectangle after dragging resize handle `edge` by (dx, dy) from `start`. The opposite edge
 * (or corner) stays where it was, also when the size is clamped to `min`/`max`; an axis the
 * handle does not touch keeps its start size and position.
 * @example resizeFromEdge({ left: 100, top: 100, width: 300, height: 200 }, 'nw', 50, 50, { width: 100, height: 100 }, null)
 * // { left: 150, top: 150, width: 250, height: 150 }
 */
export function resizeFromEdge(start: Rect, edge: Edge, dx: number, dy: number, min: Dimension, max: Dimension | null): Rect {
  const west = edge.includes('w');
  const east = edge.includes('e');
  const north = edge.includes('n');
  const south = edge.includes('s');
  const wanted = {
    width: east ? start.width + dx : west ? start.width - dx : start.width,
    height: south ? start.height + dy : north ? start.height - dy : start.height,
  };
  const clamped = clampDimension(wanted, min, max);
  const width = east || west ? clamped.width : start.width;
  const height = north || south ? clamped.height : start.height;
  return {
    left: west ? start.left + start.width - width : start.left,
    top: north ? start.top + start.height - height : start.top,
    width,
    height,
  };
}
