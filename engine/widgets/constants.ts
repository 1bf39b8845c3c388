import type { Dimension } from '../windows';

// docs/features/widgets.md.

/** A widget type's size when it names none. */
export const WIDGET_DEFAULT_DIMENSION: Dimension = { width: 200, height: 200 };
/** A widget type's smallest size when it names none (the clock names its own: 300×50 would break this one). */
export const WIDGET_DEFAULT_MIN_DIMENSION: Dimension = { width: 200, height: 200 };
/** A widget type's largest size when it names none. */
export const WIDGET_DEFAULT_MAX_DIMENSION: Dimension = { width: 800, height: 800 };
/** Frames per second when a type names none. */
export const WIDGET_DEFAULT_FPS = 1;
/** A new widget's distance from the desktop's top-left corner when no point is given. */
export const WIDGET_DEFAULT_OFFSET = 15;
/** The widget list is saved this long after the last change. */
export const WIDGET_SAVE_DEBOUNCE_MS = 100;
/** Move and resize callbacks fire this long after the last pointer movement. */
export const WIDGET_MOVE_CALLBACK_DELAY_MS = 44;
/** Widgets are clamped inside the desktop this long after the widget service starts. */
export const WIDGET_INITIAL_CLAMP_DELAY_MS = 100;
/** …and this long after the browser window stops resizing. */
export const WIDGET_RESIZE_CLAMP_DEBOUNCE_MS = 200;
/** Widget entries a user's settings hold at most (the server refuses more). */
export const WIDGET_MAX_ENTRIES = 100;
/** The title bar a view widget is moved by (its height in CSS pixels). */
export const WIDGET_BAR_HEIGHT = 24;
