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
}

type LayoutAttributes = Pick<WindowAttributes, 'header' | 'controls' | 'minimizable' | 'maximizable' | 'closeable'>;

function shownControls(attributes: LayoutAttributes): ChromeControl[] {
  if (!attributes.header || !attributes.controls) return [];
  return CONTROLS.filter((control) =>
    control === 'minimize' ? attributes.minimizable : control === 'maximize' ? attributes.maximizable : attributes.closeable,
  );
}

export function chromeLayout(outer: Rect, attributes: LayoutAttributes, theme: ChromeTheme): ChromeLayout {
  const size = headerSize(outer.width);
  const b = theme.border;
  if (!attributes.header) {
    return { outer, header: null, content: inset(outer, { top: b, right: b, bottom: b, left: b }), icon: null, title: null, controls: {}, size };
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
  return { outer, header, content, icon, title, controls, size };
}
