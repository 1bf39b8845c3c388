import type { Dimension, Position } from '../windows';

/**
 * One widget on the desktop. Its position is relative to the desktop's top-left corner, so a
 * panel moved from top to bottom does not shift it.
 */
export interface WidgetInstance {
  /** Unique on this page; not saved. */
  id: number;
  /** The widget type's registry key, e.g. 'digitalclock'. */
  name: string;
  position: Position;
  dimension: Dimension;
  /**
   * The saved options other than position and dimension (the clock's fontFamily and fontColor),
   * kept as they were read, so a type that is not registered now gets them back unchanged.
   */
  options: Readonly<Record<string, unknown>>;
}

/** A widget as the user's settings keep it (`desktop.widgets`). */
export interface WidgetEntry {
  name: string;
  options: Readonly<Record<string, unknown>>;
}
