import { createStore, type StoreApi } from 'zustand/vanilla';

export interface ShortcutSheetState {
  /** Whether the sheet shows, and what had the focus before it opened (it goes back there). */
  sheet: { opener: HTMLElement | null } | null;
  toggle(): void;
  close(): void;
}

export type ShortcutSheetStore = StoreApi<ShortcutSheetState>;

/** Whether the shortcut sheet is open; `activeElement` tells what has the focus when it opens. */
export function createShortcutSheetStore(activeElement: () => Element | null): ShortcutSheetStore {
  return createStore<ShortcutSheetState>()((set, get) => ({
    sheet: null,
    toggle() {
      if (get().sheet) return set({ sheet: null });
      const focused = activeElement();
      set({ sheet: { opener: focused instanceof HTMLElement ? focused : null } });
    },
    close() {
      set({ sheet: null });
    },
  }));
}
