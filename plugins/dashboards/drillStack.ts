import type { DrillTarget, Filter } from '../../server/contract';

/**
 * One level of a widget's drill-down (docs/features/dashboards.md#in-the-browser). The
 * first entry of a stack is the widget as the dashboard placed it (not bound); each drill-down
 * pushes a bound one.
 */
export interface DrillEntry {
  /** The widget shown at this level. */
  widgetId: string;
  /** Where this level's widget drills to, from its metadata. */
  nextWidgetId: string | null;
  target: DrillTarget;
  filter: Filter;
  widgetTitle: string;
  widgetFooter: string;
  dashboardTitle: string;
  /** Pushed by a drill-down (true), or the widget as placed (false). */
  isBound: boolean;
  /**
   * The depth this level's widget allows, from its metadata's drillDown section; 0 when it has
   * none, and does not drill. The placed widget's (the first entry's) bounds the whole stack.
   */
  maxDepth: number;
}

export type DrillStack = readonly DrillEntry[];

/** How deep the stack is: its bound entries. */
export const depthOf = (stack: DrillStack): number => stack.filter((entry) => entry.isBound).length;

/** A widget is drilled down while its stack holds any bound entry (docs/features/dashboards.md#in-the-browser). */
export const isDrilledDown = (stack: DrillStack): boolean => stack.some((entry) => entry.isBound);

/** The level shown: the stack's last entry. */
export function currentEntry(stack: DrillStack): DrillEntry {
  const entry = stack.at(-1);
  if (!entry) throw new Error('A drill-down stack always holds the widget as placed');
  return entry;
}

/** Whether the level shown may drill one deeper: its widget drills, and the stack is below the placed widget's maxDepth. */
export const canDrillDown = (stack: DrillStack): boolean => currentEntry(stack).maxDepth > 0 && depthOf(stack) < (stack[0]?.maxDepth ?? 0);

/** Drilling down pushes the entry unless the stack has reached maxDepth; then the stack stays as it was. */
export const drillDown = (stack: DrillStack, entry: DrillEntry): DrillStack => (canDrillDown(stack) ? [...stack, { ...entry, isBound: true }] : stack);

/**
 * Roll-up pops the last bound entry: the level before it, with its filter and titles, is shown
 * again. A stack with no bound entry stays as it is.
 */
export function rollUp(stack: DrillStack): DrillStack {
  const last = stack.findLastIndex((entry) => entry.isBound);
  return last < 0 ? stack : [...stack.slice(0, last), ...stack.slice(last + 1)];
}
