import { toDisposable, type ReadableValue } from '../../sdk';

export interface MenuState {
  readonly open: boolean;
  /** Closed by the keyboard (Escape, the shortcut, the button): focus goes back to the logo button. */
  readonly returnFocus: boolean;
}

/** Whether the menu is open, shared by the logo button and the keyboard shortcut. */
export interface MenuToggle {
  readonly state: ReadableValue<MenuState>;
  /** Opens the menu (when `canOpen` allows it) or closes it, returning focus to the button. */
  toggle(): void;
  close(returnFocus: boolean): void;
}

/** A closed menu that opens only while `canOpen()` holds (the catalog is not empty). */
export function createMenuToggle(canOpen: () => boolean): MenuToggle {
  let state: MenuState = { open: false, returnFocus: false };
  const listeners = new Set<(value: MenuState) => void>();
  const set = (next: MenuState) => {
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  return {
    state: {
      get: () => state,
      subscribe(listener) {
        listeners.add(listener);
        return toDisposable(() => listeners.delete(listener));
      },
    },
    toggle() {
      if (state.open) set({ open: false, returnFocus: true });
      else if (canOpen()) set({ open: true, returnFocus: false });
    },
    close(returnFocus) {
      if (state.open) set({ open: false, returnFocus });
    },
  };
}
