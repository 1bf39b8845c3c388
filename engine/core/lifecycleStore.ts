import { createStore, type StoreApi } from 'zustand/vanilla';
import { LOGOUT_DELAY_MS } from './constants';
import type { EventBus, LifecycleEvents } from './events';

/** booting → (token check) → signed-out | starting → running → stopping. A failed start falls back to signed-out. */
export type Phase = 'booting' | 'signed-out' | 'starting' | 'running' | 'stopping';

export interface LifecycleState {
  phase: Phase;
  /** Why the last start failed, for the login page's error line; null otherwise. */
  startError: string | null;
  /** Who had just signed in when the last start failed, so the login form keeps their name; null otherwise. */
  startFailedFor: string | null;
}

export interface LifecycleActions {
  /** Runs the token check and starts the desktop when a session survives it. */
  boot(): Promise<void>;
  /** Called once a login succeeded. */
  signedIn(username: string): Promise<void>;
  signOut(): Promise<void>;
}

export interface LifecycleDeps {
  bus: EventBus<LifecycleEvents>;
  /** The stored-token check; resolves true when a session can be used. */
  checkToken(): Promise<boolean>;
  /** Loads what the desktop needs (profile, user); resolves the username. */
  start(): Promise<string>;
  /** The authentication adapter's logout; its failure never blocks the sign-out. */
  logout(): Promise<void>;
  /** Shuts the page down after sign-out (a reload in the browser). */
  shutdown(): void;
  wait(ms: number): Promise<void>;
}

export type LifecycleStore = StoreApi<LifecycleState & LifecycleActions>;

export function createLifecycleStore(deps: LifecycleDeps): LifecycleStore {
  return createStore<LifecycleState & LifecycleActions>()((set, get) => {
    const start = async (signedInAs: string | null) => {
      set({ phase: 'starting', startError: null, startFailedFor: null });
      try {
        const username = await deps.start();
        set({ phase: 'running' });
        deps.bus.emit('core/started', { username });
      } catch (error) {
        set({ phase: 'signed-out', startError: error instanceof Error ? error.message : String(error), startFailedFor: signedInAs });
      }
    };
    return {
      phase: 'booting',
      startError: null,
      startFailedFor: null,
      async boot() {
        let usable = false;
        try {
          usable = await deps.checkToken();
        } catch {
          usable = false;
        }
        if (usable) await start(null);
        else set({ phase: 'signed-out' });
      },
      async signedIn(username) {
        deps.bus.emit('auth/logged-in', { username });
        await start(username);
      },
      async signOut() {
        if (get().phase === 'stopping') return;
        set({ phase: 'stopping' });
        const joined: Promise<unknown>[] = [];
        deps.bus.emit('auth/logout-started', { join: (work) => void joined.push(work) });
        const delay = deps.wait(LOGOUT_DELAY_MS);
        // The saves on the way out need the token that the logout revokes: they go first, unless
        // they outlast the whole delay, which must not keep the user from signing out.
        const loggedOut = Promise.race([Promise.allSettled(joined), delay]).then(() => deps.logout().catch(() => undefined));
        await Promise.all([loggedOut, delay]);
        deps.shutdown();
      },
    };
  });
}
