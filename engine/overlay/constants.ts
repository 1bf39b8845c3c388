/**
 * How long a finger or pen rests before its press opens the context menu a right-click would
 * (docs/features/windows.md, "Touch and pen"): Android's and iOS's own long-press time.
 */
export const LONG_PRESS_MS = 500;

/**
 * How far in px a resting finger may wander without its press becoming a move: a finger is never
 * still, and a press that moves further is a drag or a scroll, never a menu.
 */
export const LONG_PRESS_TOLERANCE_PX = 10;
