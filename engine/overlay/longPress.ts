import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from './constants';

/** What a long press reads of a pointer event. */
export interface PressPoint {
  pointerId: number;
  clientX: number;
  clientY: number;
}

export interface LongPressOptions {
  /** Called once when the press has rested long enough, with where it started. */
  fire: (at: { clientX: number; clientY: number }) => void;
  delay?: number;
  tolerance?: number;
}

/** Follows one press at a time: it is fed the pointer events of the page. */
export interface LongPress {
  down(point: PressPoint): void;
  move(point: PressPoint): void;
  /** A pointer went up or was cancelled: the press ends if it was the press's first pointer. */
  up(point: PressPoint): void;
  cancel(): void;
  /** A press is going on (its first pointer is down). */
  readonly active: boolean;
  /** The press going on has fired. */
  readonly fired: boolean;
}

/**
 * A long press: a press that rests `delay` ms within `tolerance` px of where it went down. Moving
 * further, a second pointer going down, or the press ending before then disarms it, so it never
 * fires during a drag, a scroll or a pinch.
 */
export function createLongPress({ fire, delay = LONG_PRESS_MS, tolerance = LONG_PRESS_TOLERANCE_PX }: LongPressOptions): LongPress {
  let press: PressPoint | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let fired = false;

  const disarm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const cancel = () => {
    disarm();
    press = null;
    fired = false;
  };

  return {
    down(point) {
      // A second finger: a pinch or a two-finger scroll, not a press.
      if (press) return disarm();
      const { pointerId, clientX, clientY } = point;
      press = { pointerId, clientX, clientY };
      timer = setTimeout(() => {
        timer = null;
        fired = true;
        fire({ clientX, clientY });
      }, delay);
    },
    move(point) {
      if (press?.pointerId !== point.pointerId) return;
      if (Math.hypot(point.clientX - press.clientX, point.clientY - press.clientY) > tolerance) disarm();
    },
    up(point) {
      if (press?.pointerId === point.pointerId) cancel();
    },
    cancel,
    get active() {
      return press !== null;
    },
    get fired() {
      return fired;
    },
  };
}

/**
 * Opens context menus by a long press of a finger or pen (docs/features/windows.md, "Touch and
 * pen"): the pressed element gets the `contextmenu` event a right-click gives it, so every menu
 * that opens on a right-click (desktop, widgets, windows, files, panel) opens on a long press too,
 * with no code of its own. The release that follows clicks nothing, and a browser that opens a
 * menu on a long press itself (Chrome on Android) does not open a second one. Mice are left
 * alone: they have a right button. Returns what undoes it.
 */
export function openMenusOnLongPress(doc: Document): () => void {
  // The element the press went down on, while it lasts.
  let pressed: Element | null = null;
  // The press that just ended opened a menu: the click its release makes is not a click.
  let menuOpened = false;
  const press = createLongPress({
    fire: ({ clientX, clientY }) => {
      menuOpened = true;
      pressed?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true, button: 2, clientX, clientY }));
    },
  });

  const onDown = (event: PointerEvent) => {
    menuOpened = false;
    if (event.pointerType === 'mouse') return;
    if (!press.active) pressed = event.target instanceof Element ? event.target : null;
    press.down(event);
  };
  const onMove = (event: PointerEvent) => press.move(event);
  const onEnd = (event: PointerEvent) => {
    press.up(event);
    if (!press.active) pressed = null;
  };
  const onMenu = (event: MouseEvent) => {
    if (!event.isTrusted || !press.active) return;
    if (!press.fired) return press.cancel();
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const onClick = (event: MouseEvent) => {
    // A click from the keyboard (detail 0) is always one.
    if (!menuOpened || event.detail === 0) return;
    menuOpened = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const listeners: [string, (event: never) => void][] = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onEnd],
    ['pointercancel', onEnd],
    ['contextmenu', onMenu],
    ['click', onClick],
  ];
  // Captured at the document: before any element's own handler can stop them.
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true);
  return () => {
    press.cancel();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true);
  };
}
