export type { CanvasWidgetDefinition, ViewWidgetDefinition, WidgetDefinition, WidgetRenderTarget, WidgetTypeBase, WidgetViewProps } from './definition';
export type { SizeLimits } from './geometry';
export type { SettleTimer } from './settleTimer';
export type { WidgetEntry, WidgetInstance } from './types';
export type { WidgetService, WidgetServiceDeps, WidgetsState } from './widgetService';
export {
  WIDGET_DEFAULT_DIMENSION,
  WIDGET_BAR_HEIGHT,
  WIDGET_DEFAULT_FPS,
  WIDGET_DEFAULT_MAX_DIMENSION,
  WIDGET_DEFAULT_MIN_DIMENSION,
  WIDGET_DEFAULT_OFFSET,
  WIDGET_INITIAL_CLAMP_DELAY_MS,
  WIDGET_MAX_ENTRIES,
  WIDGET_MOVE_CALLBACK_DELAY_MS,
  WIDGET_RESIZE_CLAMP_DEBOUNCE_MS,
  WIDGET_SAVE_DEBOUNCE_MS,
} from './constants';
export { entryGeometry, readWidgetEntries, widgetEntry } from './entries';
export { clampWidgetDimension, clampWidgetPosition, newWidgetPosition } from './geometry';
export { createDesktopCovered } from './desktopCovered';
export { createSettleTimer } from './settleTimer';
export { createWidgetService } from './widgetService';
export { createWidgetTypes, WIDGET_OVERWRITE_WARNING } from './widgetTypes';
export { WIDGETS_STRINGS } from './strings';
