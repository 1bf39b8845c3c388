import { LONG_PRESS_TOLERANCE_PX } from './constants';

/**
 * Follows a pointer from pointerdown to pointerup with pointer capture on `target` (the pressed
 * element: React's native event has the React root as its currentTarget), and hands the latest
 * offset to `apply` at most once per animation frame: a drag writes the store once a frame, however
 * many pointer events the browser delivers. Mouse, finger and pen go the same way, but a finger or
 * a pen, never quite still, moves nothing until it has gone further than a long press allows
 * (LONG_PRESS_TOLERANCE_PX): a press is either a drag or a long press (longPress.ts), never both.
 * One that opens a context menu ends the drag, putting back anything it moved. While a drag
 * lasts no text selection starts anywhere.
 */
export function startPointerDrag(
  event: PointerEvent,
  target: Element,
  handlers: { apply: (dx: number, dy: number) => void; end: () => void },
): void {
  const { pointerId, clientX: startX, clientY: startY } = event;
  const doc = target.ownerDocument;
  let still = event.pointerType !== 'mouse';
  let latest: [number, number] | null = null;
  let frame: number | null = null;
  let applied = false;

  const flush = () => {
    frame = null;
    if (latest) handlers.apply(latest[0], latest[1]);
    applied ||= latest !== null;
    latest = null;
  };
  const move = (next: PointerEvent) => {
    if (next.pointerId !== pointerId) return;
    const dx = next.clientX - startX;
    const dy = next.clientY - startY;
    if (still && Math.hypot(dx, dy) <= LONG_PRESS_TOLERANCE_PX) return;
    still = false;
    latest = [dx, dy];
    frame ??= requestAnimationFrame(flush);
  };
  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    flush();
    target.removeEventListener('pointermove', move as EventListener);
    target.removeEventListener('pointerup', finish as EventListener);
    target.removeEventListener('pointercancel', finish as EventListener);
    target.removeEventListener('contextmenu', putBack);
    doc.removeEventListener('selectstart', noSelection, true);
    handlers.end();
  };
  const finish = (last: PointerEvent) => {
    if (last.pointerId === pointerId) stop();
  };
  const putBack = () => {
    latest = applied ? [0, 0] : null;
    stop();
  };

  target.setPointerCapture(pointerId);
  target.addEventListener('pointermove', move as EventListener);
  target.addEventListener('pointerup', finish as EventListener);
  target.addEventListener('pointercancel', finish as EventListener);
  // A mouse's right-click during a drag opens its menu and leaves the drag alone, as it always did.
  if (event.pointerType !== 'mouse') target.addEventListener('contextmenu', putBack);
  // Not `user-select: none` on the page: changing it restyles every element of every window,
  // twice a drag; refusing selections to start costs nothing.
  doc.addEventListener('selectstart', noSelection, true);
}

function noSelection(event: Event) {
  event.preventDefault();
}
