import type { ComponentType } from 'react';
import type { DisplayText } from '../core';

/**
 * A desktop widget type: the user adds it from the desktop's 'Add Widget' menu, and the desktop
 * shows each instance in the widget layer, above the wallpaper and below the windows. A widget
 * either draws on a canvas at its fps (`render`, the clock) or is a React view of the page
 * (`view`, the home widget's page or dashboard); a view is moved by its title bar, as its body
 * takes clicks of its own.
 *
 * @example
 * ```ts
 * const clock: WidgetDefinition = {
 *   name: 'acme.clock',
 *   title: ctx.i18n.localize('clock.title'),
 *   dimension: { width: 300, height: 50 },
 *   fps: 1,
 *   render: ({ context, now }) => context.fillText(now.toLocaleTimeString(), 10, 30),
 * };
 * const notes: WidgetDefinition = {
 *   name: 'acme.notes',
 *   title: 'Sticky note',
 *   dimension: { width: 240, height: 200 },
 *   view: ({ options }) => <textarea defaultValue={String(options.text ?? '')} />,
 * };
 * ```
 */
export type WidgetDefinition = CanvasWidgetDefinition | ViewWidgetDefinition;

/**
 * What every widget type declares, whether it draws on a canvas or is a view.
 *
 * @example
 * ```ts
 * const base: WidgetTypeBase = { name: 'acme.board', title: 'Board', dimension: { width: 400, height: 300 } };
 * ```
 */
export interface WidgetTypeBase {
  /** Registry key saved in the user's settings, e.g. 'digitalclock'. */
  name: string;
  /** The label of its 'Add Widget' entry: a string, or a value that follows the language (`ctx.i18n.localize`). */
  title: DisplayText;
  /** Default 300×50 for the clock; minimum and maximum per spec attributes. */
  dimension: { width: number; height: number };
  /** The smallest size the user may resize it to. Default 200×200, or `dimension` where that is smaller. */
  minDimension?: { width: number; height: number };
  /** The largest size the user may resize it to. Default 800×800. */
  maxDimension?: { width: number; height: number };
  /** Keeps the width-to-height ratio of `dimension` when the user resizes it. Default false. */
  aspect?: boolean;
  /**
   * The text options the user can change from the widget's menu, with their defaults: `fontColor`
   * (a `#rrggbb` colour: 'Set Color') and `fontFamily` ('Set Font'). `render` gets them in
   * `options`, the user's choice or these defaults. Leave out what the widget does not draw.
   */
  text?: { fontColor?: string; fontFamily?: string };
}

/**
 * A widget drawn on a canvas of its own.
 *
 * @example
 * ```ts
 * const dot: CanvasWidgetDefinition = { name: 'acme.dot', title: 'Dot', dimension: { width: 200, height: 200 }, fps: 0, render: ({ context }) => context.fillRect(90, 90, 20, 20) };
 * ```
 */
export interface CanvasWidgetDefinition extends WidgetTypeBase {
  /** Frames per second while shown; 0 draws only on change. */
  fps?: number;
  /** Draws the widget; called at `fps` and when its options change. */
  render: (target: WidgetRenderTarget) => void;
  /** A canvas widget has no view. */
  view?: never;
}

/**
 * A widget that is a React view of the page, under a title bar the desktop gives it.
 *
 * @example
 * ```tsx
 * const note: ViewWidgetDefinition = { name: 'acme.note', title: 'Note', dimension: { width: 240, height: 200 }, view: () => <p>Remember the milk</p> };
 * ```
 */
export interface ViewWidgetDefinition extends WidgetTypeBase {
  /** The component the widget shows; it stays mounted while the widget is on the desktop. */
  view: ComponentType<WidgetViewProps>;
  /** A view draws on no canvas. */
  render?: never;
  /** A view has no frame rate: it renders when its state changes. */
  fps?: never;
}

/**
 * What a view widget is given.
 *
 * @example
 * ```tsx
 * function Note({ width, options }: WidgetViewProps) {
 *   return <p style={{ width }}>{String(options.text ?? '')}</p>;
 * }
 * ```
 */
export interface WidgetViewProps {
  /** The DOM id of the widget's element (marked `data-widget-element`), unique on the page: a plugin's messages and links can name it. */
  elementId: string;
  /** The width of the view in CSS pixels. */
  width: number;
  /** The height of the view, below the title bar, in CSS pixels. */
  height: number;
  /** The user's settings for this widget instance. */
  options: Readonly<Record<string, unknown>>;
  /** False while the page is hidden or a maximized window covers the desktop: a view stops its work. */
  running: boolean;
}

/**
 * Where a widget draws: a 2D canvas of the widget's size (in CSS pixels; the device pixel ratio
 * is applied already), cleared before each frame, which the widget layer shows.
 *
 * @example
 * ```ts
 * function render({ context, width, height, now }: WidgetRenderTarget): void {
 *   context.clearRect(0, 0, width, height);
 *   context.fillText(now.toLocaleTimeString(), 10, height / 2);
 * }
 * ```
 */
export interface WidgetRenderTarget {
  /** The canvas to draw on. */
  context: CanvasRenderingContext2D;
  /** The widget's width in CSS pixels. */
  width: number;
  /** The widget's height in CSS pixels. */
  height: number;
  /** The user's settings for this widget instance. */
  options: Readonly<Record<string, unknown>>;
  /** The time of this frame; use it rather than `new Date()` so frames agree. */
  now: Date;
}
