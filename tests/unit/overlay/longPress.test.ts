import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '../../../engine/overlay/constants';
import { createLongPress, openMenusOnLongPress } from '../../../engine/overlay/longPress';
import { capturingElement, pointer } from './pointerEvents';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('createLongPress', () => {
  const at = (x: number, y: number, pointerId = 1) => ({ pointerId, clientX: x, clientY: y });

  function press() {
    const fire = vi.fn();
    return { fire, longPress: createLongPress({ fire }) };
  }

  it('fires once, where the press went down, when it has rested LONG_PRESS_MS within the tolerance', () => {
    const { fire, longPress } = press();
    longPress.down(at(100, 100));
    longPress.move(at(100 + LONG_PRESS_TOLERANCE_PX, 100));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledExactlyOnceWith({ clientX: 100, clientY: 100 });
    expect(longPress.fired).toBe(true);
    vi.advanceTimersByTime(10 * LONG_PRESS_MS);
    expect(fire).toHaveBeenCalledOnce();
    longPress.up(at(100, 100));
    expect(longPress.active).toBe(false);
    expect(longPress.fired).toBe(false);
  });

  it('never fires once the press moved beyond the tolerance, even back to where it started', () => {
    const { fire, longPress } = press();
    longPress.down(at(100, 100));
    longPress.move(at(100 + LONG_PRESS_TOLERANCE_PX + 1, 100));
    longPress.move(at(100, 100));
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    expect(fire).not.toHaveBeenCalled();
  });

  it('never fires when a second pointer goes down (a pinch, a two-finger scroll), and the second pointer starts no press of its own', () => {
    const { fire, longPress } = press();
    longPress.down(at(100, 100, 1));
    longPress.down(at(200, 100, 2));
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    longPress.up(at(200, 100, 2));
    expect(longPress.active).toBe(true);
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    expect(fire).not.toHaveBeenCalled();
  });

  it('never fires when the press ends or is cancelled before its time; the next press starts afresh', () => {
    const { fire, longPress } = press();
    longPress.down(at(100, 100));
    vi.advanceTimersByTime(LONG_PRESS_MS - 1);
    longPress.up(at(100, 100));
    longPress.down(at(100, 100));
    longPress.cancel();
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    expect(fire).not.toHaveBeenCalled();
    longPress.down(at(50, 60));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fire).toHaveBeenCalledExactlyOnceWith({ clientX: 50, clientY: 60 });
  });

  it('ignores the moves of other pointers', () => {
    const { fire, longPress } = press();
    longPress.down(at(100, 100, 1));
    longPress.move(at(500, 500, 7));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(fire).toHaveBeenCalledOnce();
  });
});

describe('openMenusOnLongPress', () => {
  function setup() {
    const pressed = capturingElement(document);
    const menus: { x: number; y: number; target: EventTarget | null }[] = [];
    const clicks = vi.fn();
    const onMenu = (event: MouseEvent) => menus.push({ x: event.clientX, y: event.clientY, target: event.target });
    document.addEventListener('contextmenu', onMenu);
    pressed.addEventListener('click', clicks);
    const undo = openMenusOnLongPress(document);
    return {
      pressed,
      menus,
      clicks,
      undo: () => {
        undo();
        document.removeEventListener('contextmenu', onMenu);
      },
    };
  }

  it.each(['touch', 'pen'])('a %s resting on an element gives it the contextmenu event a right-click would, and its release clicks nothing', (pointerType) => {
    const { pressed, menus, clicks, undo } = setup();
    pressed.dispatchEvent(pointer('pointerdown', { pointerType, x: 30, y: 40 }));
    vi.advanceTimersByTime(LONG_PRESS_MS);
    expect(menus).toEqual([{ x: 30, y: 40, target: pressed }]);
    pressed.dispatchEvent(pointer('pointerup', { pointerType, x: 30, y: 40 }));
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(clicks).not.toHaveBeenCalled();
    // The next click is one again, and so is a click from the keyboard at any time.
    pressed.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(clicks).toHaveBeenCalledOnce();
    undo();
  });

  it('leaves the mouse alone: it has a right button', () => {
    const { pressed, menus, undo } = setup();
    pressed.dispatchEvent(pointer('pointerdown', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    expect(menus).toEqual([]);
    undo();
  });

  it('opens nothing for a finger that moved, and nothing once undone', () => {
    const { pressed, menus, undo } = setup();
    pressed.dispatchEvent(pointer('pointerdown', { x: 0, y: 0 }));
    pressed.dispatchEvent(pointer('pointermove', { x: LONG_PRESS_TOLERANCE_PX + 1, y: 0 }));
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    pressed.dispatchEvent(pointer('pointerup'));
    undo();
    pressed.dispatchEvent(pointer('pointerdown'));
    vi.advanceTimersByTime(2 * LONG_PRESS_MS);
    expect(menus).toEqual([]);
  });
});
