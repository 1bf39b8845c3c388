import type { TextDirection } from '../i18n';
import { headerSize } from '../windows';
import type { HeaderSize, Rect, WindowAttributes } from '../windows/types';
import { inset } from './geometry';
import type { ChromeTheme } from './theme';

export type ChromeControl = 'minimize' | 'maximize' | 'close';

export const CONTROLS: readonly ChromeControl[] = ['minimize', 'maximize', 'close'];

/** Where each part of a window's chrome is, for the canvas that draws it and the DOM that hit-tests it. */
export interface ChromeLayout {
  outer: Rect;
  /** The header bar, or null when the window has none. */
  header: Rect | null;
  content: Rect;
  icon: Rect | null;
  title: Rect | null;
  /** Only the controls the window shows (attributes.controls and the matching ability). */
  controls: Partial<Record<ChromeControl, Rect>>;
  size: HeaderSize;
  /** Which way the header runs: in 'rtl' the controls are at its left, the icon and title at its right. */
  direction: TextDirection;
}

type LayoutAttributes = Pick<WindowAttributes, 'header' | 'controls' | 'minimizable' | 'maximizable' | 'closeable'>;

function shownControls(attributes: LayoutAttributes): ChromeControl[] {
  if (!attributes.header || !attributes.controls) return [];
  return CONTROLS.filter((control) =>
    control === 'minimize' ? attributes.minimizable : control === 'maximize' ? attributes.maximizable : attributes.closeable,
  );
}

/** `rect` reflected in the vertical centre line of `within`. */
function mirrored(rect: Rect, within: Rect): Rect {
  return { ...rect, left: 2 * within.left + within.width - rect.left - rect.width };
}

/**
 * Where each part of a window's chrome is: laid out left to right, then, for a right-to-left
 * page, mirrored in the header's centre line, so that close stays outermost and the title
 * starts next to the icon.
 */
export function chromeLayout(outer: Rect, attributes: LayoutAttributes, theme: ChromeTheme, direction: TextDirection = 'ltr'): ChromeLayout {
  const size = headerSize(outer.width);
  const b = theme.border;
  if (!attributes.header) {
    const content = inset(outer, { top: b, right: b, bottom: b, left: b });
    return { outer, header: null, content, icon: null, title: null, controls: {}, size, direction };
  }
  const header: Rect = { left: outer.left + b, top: outer.top + b, width: Math.max(0, outer.width - 2 * b), height: theme.headerHeight };
  const content = inset(outer, { top: b + theme.headerHeight, right: b, bottom: b, left: b });

  const buttonWidth = theme.buttonWidth[size];
  const shown = shownControls(attributes);
  const buttonsLeft = header.left + header.width - shown.length * buttonWidth;
  const controls: Partial<Record<ChromeControl, Rect>> = {};
  shown.forEach((control, index) => {
    controls[control] = { left: buttonsLeft + index * buttonWidth, top: header.top, width: buttonWidth, height: header.height };
  });

  const icon: Rect = {
    left: header.left + theme.padding,
    top: header.top + Math.round((header.height - theme.iconSize) / 2),
    width: theme.iconSize,
    height: theme.iconSize,
  };
  const titleLeft = icon.left + icon.width + theme.padding * 0.8;
  const title: Rect = {
    left: Math.round(titleLeft),
    top: header.top,
    width: Math.max(0, Math.round(buttonsLeft - theme.padding - titleLeft)),
    height: header.height,
  };
  if (direction === 'ltr') return { outer, header, content, icon, title, controls, size, direction };
  const mirroredControls: Partial<Record<ChromeControl, Rect>> = {};
  for (const control of shown) {
    const rect = controls[control];
    if (rect) mirroredControls[control] = mirrored(rect, header);
  }
  return { outer, header, content, icon: mirrored(icon, header), title: mirrored(title, header), controls: mirroredControls, size, direction };
}
