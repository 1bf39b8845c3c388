import { createStore, type StoreApi } from 'zustand/vanilla';

/** A page point: where the pointer was, or the corner of the element the keyboard chose. */
export interface PagePoint {
  left: number;
  top: number;
}

export interface ProfileCardState {
  /** The card on screen: whose, where, and what had the focus before it opened; null when none. */
  card: { userId: string; at: PagePoint; opener: HTMLElement | null } | null;
}

export interface ProfileCardActions {
  show(userId: string, at: PagePoint): void;
  close(): void;
}

export type ProfileCardStore = StoreApi<ProfileCardState & ProfileCardActions>;

/** One profile card at a time: showing another replaces it (docs/features/apps-and-plugins.md#the-profile-card). */
export function createProfileCardStore(activeElement: () => Element | null): ProfileCardStore {
  return createStore<ProfileCardState & ProfileCardActions>()((set) => ({
    card: null,
    show(userId, at) {
      const focused = activeElement();
      set((state) => ({ card: { userId, at, opener: state.card?.opener ?? (focused instanceof HTMLElement ? focused : null) } }));
    },
    close() {
      set({ card: null });
    },
  }));
}
