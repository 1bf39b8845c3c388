import type { WindowsActions, WindowRecord } from '../windows';

/** Pixels a window moves or grows per arrow key press. */
export const KEYBOARD_STEP = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Moves or resizes a window from the keyboard: Alt+arrow moves it, Alt+Shift+arrow resizes it
 * (its top-left corner stays), and on the move handle the arrows alone move it. Returns true
 * when the key was one of these.
 */
export function handleWindowKeys(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>,
  record: WindowRecord,
  actions: Pick<WindowsActions, 'move' | 'resize'>,
  onMoveHandle: boolean,
): boolean {
  const arrow = ARROWS[event.key];
  if (!arrow || event.ctrlKey || event.metaKey) return false;
  if (!event.altKey && !onMoveHandle) return false;
  const [dx, dy] = arrow;
  const { position, dimension } = record.state;
  if (event.altKey && event.shiftKey) {
    actions.resize(record.wid, { ...position, width: dimension.width + dx * KEYBOARD_STEP, height: dimension.height + dy * KEYBOARD_STEP });
  } else {
    actions.move(record.wid, { left: position.left + dx * KEYBOARD_STEP, top: position.top + dy * KEYBOARD_STEP });
  }
  return true;
}
