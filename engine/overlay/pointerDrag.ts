/**
 * Follows a pointer from pointerdown to pointerup with pointer capture on `target` (the pressed
 * element: React's native event has the React root as its currentTarget), and hands the latest
 * offset to `apply` at most once per animation frame: a drag writes the store once a frame, however
 * many pointer events the browser delivers.
 */
export function startPointerDrag(
  event: PointerEvent,
  target: Element,
  handlers: { apply: (dx: number, dy: number) => void; end: () => void },
): void {
  const { pointerId, clientX: startX, clientY: startY } = event;
  let latest: [number, number] | null = null;
  let frame: number | null = null;

  const flush = () => {
    frame = null;
    if (latest) handlers.apply(latest[0], latest[1]);
    latest = null;
  };
  const move = (next: PointerEvent) => {
    if (next.pointerId !== pointerId) return;
    latest = [next.clientX - startX, next.clientY - startY];
    frame ??= requestAnimationFrame(flush);
  };
  const finish = (last: PointerEvent) => {
    if (last.pointerId !== pointerId) return;
    if (frame !== null) cancelAnimationFrame(frame);
    flush();
    target.removeEventListener('pointermove', move as EventListener);
    target.removeEventListener('pointerup', finish as EventListener);
    target.removeEventListener('pointercancel', finish as EventListener);
    handlers.end();
  };

  target.setPointerCapture(pointerId);
  target.addEventListener('pointermove', move as EventListener);
  target.addEventListener('pointerup', finish as EventListener);
  target.addEventListener('pointercancel', finish as EventListener);
}
