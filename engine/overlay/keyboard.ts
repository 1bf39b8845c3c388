import type { WindowsActions, WindowRecord } from '../windows';

/** Pixels a window moves or grows per arrow key press. */
export const KEYBOARD_STEP = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** What an arrow key asks of a window or widget: Alt+arrow moves it, Alt+Shift+arrow resizes it, by KEYBOARD_STEP. */
export interface ArrowAction {
  kind: 'move' | 'resize';
  dx: number;
  dy: number;
}

/** The arrow action of a key press; on a move handle the arrows alone move. Null for any other key. */
export function arrowAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>, onMoveHandle: boolean): ArrowAction | null {
  const arrow = ARROWS[event.key];
  if (!arrow || event.ctrlKey || event.metaKey) return null;
  if (!event.altKey && !onMoveHandle) return null;
  const [x, y] = arrow;
  return { kind: event.altKey && event.shiftKey ? 'resize' : 'move', dx: x * KEYBOARD_STEP, dy: y * KEYBOARD_STEP };
}

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
  const action = arrowAction(event, onMoveHandle);
  if (!action) return false;
  const { position, dimension } = record.state;
  if (action.kind === 'resize') {
    actions.resize(record.wid, { ...position, width: dimension.width + action.dx, height: dimension.height + action.dy });
  } else {
    actions.move(record.wid, { left: position.left + action.dx, top: position.top + action.dy });
  }
  return true;
}
