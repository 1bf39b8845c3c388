import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_TOLERANCE_PX } from '../../../engine/overlay/constants';
import { startPointerDrag } from '../../../engine/overlay/pointerDrag';
import { capturingElement, pointer } from './pointerEvents';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

function drag(pointerType: string) {
  const target = capturingElement(document);
  const apply = vi.fn();
  const end = vi.fn();
  startPointerDrag(pointer('pointerdown', { pointerType, pointerId: 5, x: 100, y: 100 }), target, { apply, end });
  const send = (type: string, x: number, y: number, pointerId = 5) => target.dispatchEvent(pointer(type, { pointerType, pointerId, x, y }));
  return { target, apply, end, send };
}

/** Whether a text selection may start now: the browser starts one only if `selectstart` is not refused. */
const selectionMayStart = () => document.body.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true }));

describe('startPointerDrag', () => {
  it.each(['mouse', 'touch', 'pen'])('follows a %s with pointer capture, handing the latest offset over once a frame', (pointerType) => {
    const { target, apply, end, send } = drag(pointerType);
    expect(target.captured).toEqual(new Set([5]));
    send('pointermove', 110, 105);
    send('pointermove', 120, 130);
    send('pointermove', 999, 999, 6);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(apply.mock.calls).toEqual([[20, 30]]);
    send('pointermove', 90, 80);
    send('pointerup', 90, 80);
    expect(apply.mock.calls).toEqual([[20, 30], [-10, -20]]);
    expect(end).toHaveBeenCalledOnce();
    send('pointermove', 300, 300);
    vi.advanceTimersToNextFrame();
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('refuses text selections while it lasts, and only then', () => {
    const { send } = drag('touch');
    expect(selectionMayStart()).toBe(false);
    send('pointercancel', 100, 100);
    expect(selectionMayStart()).toBe(true);
  });

  it.each(['touch', 'pen'])('a %s moves nothing until it has gone further than a long press allows; a mouse moves at once', (pointerType) => {
    const { apply, send } = drag(pointerType);
    send('pointermove', 100 + LONG_PRESS_TOLERANCE_PX, 100);
    vi.advanceTimersToNextFrame();
    expect(apply).not.toHaveBeenCalled();
    send('pointermove', 100 + LONG_PRESS_TOLERANCE_PX + 1, 100);
    send('pointermove', 102, 101);
    vi.advanceTimersToNextFrame();
    expect(apply.mock.calls).toEqual([[2, 1]]);

    const mouse = drag('mouse');
    mouse.send('pointermove', 101, 100);
    vi.advanceTimersToNextFrame();
    expect(mouse.apply.mock.calls).toEqual([[1, 0]]);
  });

  it.each(['touch', 'pen'])('a %s press that opens a context menu puts back what it moved and ends', (pointerType) => {
    const { target, apply, end, send } = drag(pointerType);
    send('pointermove', 120, 100);
    vi.advanceTimersToNextFrame();
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(apply.mock.calls).toEqual([[20, 0], [0, 0]]);
    expect(end).toHaveBeenCalledOnce();
    send('pointermove', 200, 200);
    send('pointerup', 200, 200);
    vi.advanceTimersToNextFrame();
    expect(apply).toHaveBeenCalledTimes(2);
    expect(end).toHaveBeenCalledOnce();
  });

  it('a press resting within the tolerance when its menu opens (a long press) moves nothing', () => {
    const { target, apply, end, send } = drag('touch');
    send('pointermove', 103, 104);
    vi.advanceTimersToNextFrame();
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(apply).not.toHaveBeenCalled();
    expect(end).toHaveBeenCalledOnce();
  });

  it("a mouse's right-click during a drag leaves the drag alone", () => {
    const { target, apply, end, send } = drag('mouse');
    target.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    send('pointermove', 130, 100);
    send('pointerup', 130, 100);
    expect(apply.mock.calls).toEqual([[30, 0]]);
    expect(end).toHaveBeenCalledOnce();
  });
});
