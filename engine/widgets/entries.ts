import type { Dimension, Position } from '../windows';
import { WIDGET_DEFAULT_OFFSET, WIDGET_MAX_ENTRIES } from './constants';
import type { WidgetEntry, WidgetInstance } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A saved coordinate: a number of pixels or 'Npx'; '' or anything else is none. */
function pixels(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?\d+(?:\.\d+)?)(?:px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** The widget entries in a `desktop.widgets` value: those with a name, in order, at most WIDGET_MAX_ENTRIES. */
export function readWidgetEntries(value: unknown): WidgetEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: WidgetEntry[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.name !== 'string' || item.name === '') continue;
    entries.push({ name: item.name, options: isRecord(item.options) ? item.options : {} });
    if (entries.length === WIDGET_MAX_ENTRIES) break;
  }
  return entries;
}

/**
 * An entry's size (its saved dimension, else `fallback`) and place on a desktop of `desktop` size:
 * left and top as saved, else measured from the right and bottom edges, else the default offset.
 */
export function entryGeometry(entry: WidgetEntry, fallback: Dimension, desktop: Dimension): { position: Position; dimension: Dimension } {
  const saved = isRecord(entry.options.dimension) ? entry.options.dimension : {};
  const width = pixels(saved.width);
  const height = pixels(saved.height);
  const dimension = { width: width !== null && width > 0 ? width : fallback.width, height: height !== null && height > 0 ? height : fallback.height };
  const place = isRecord(entry.options.position) ? entry.options.position : {};
  const along = (start: unknown, end: unknown, size: number, room: number) => {
    const fromStart = pixels(start);
    if (fromStart !== null) return fromStart;
    const fromEnd = pixels(end);
    return fromEnd !== null ? room - fromEnd - size : WIDGET_DEFAULT_OFFSET;
  };
  return {
    dimension,
    position: {
      left: along(place.left, place.right, dimension.width, desktop.width),
      top: along(place.top, place.bottom, dimension.height, desktop.height),
    },
  };
}

/** The options an instance keeps besides its geometry. */
export function otherOptions(options: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const rest = { ...options };
  delete rest.position;
  delete rest.dimension;
  return rest;
}

/** The entry that saves `instance`: its options with its position and dimension now. */
export function widgetEntry(instance: WidgetInstance): WidgetEntry {
  return {
    name: instance.name,
    options: {
      ...instance.options,
      position: { top: instance.position.top, left: instance.position.left },
      dimension: { width: instance.dimension.width, height: instance.dimension.height },
    },
  };
}
