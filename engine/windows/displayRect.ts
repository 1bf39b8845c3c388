import type { Rect, WindowRecord } from './types';

/**
 * The rectangle a view draws the window in: the whole desktop when it is maximized or the shell
 * is in mobile mode, else its own position and dimension. Returns a new object on every call, so
 * a selector built on it needs a shallow equality check.
 * @example displayRect(record, store.getState().desktop, store.getState().mobile)
 */
export function displayRect(record: WindowRecord, desktop: Rect, mobile: boolean): Rect {
  if (mobile || record.state.maximized) {
    return { left: desktop.left, top: desktop.top, width: desktop.width, height: desktop.height };
  }
  const { position, dimension } = record.state;
  return { left: position.left, top: position.top, width: dimension.width, height: dimension.height };
}
