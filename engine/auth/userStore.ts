import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CurrentUser, Profile } from '../../server/contract';
import type { HttpClient } from '../http';

export interface UserState {
  profile: Profile | null;
  user: CurrentUser | null;
  /** Counts the profiles loaded: views built from the profile rebuild when it moves on. */
  revision: number;
}

export interface UserActions {
  /** Fetches the profile and the current user record; resolves the username. */
  load(): Promise<string>;
}

export type UserStore = StoreApi<UserState & UserActions>;

/** The signed-in user: the profile with accounts and apps, and the user record. */
export function createUserStore(http: HttpClient): UserStore {
  return createStore<UserState & UserActions>()((set) => ({
    profile: null,
    user: null,
    revision: 0,
    async load() {
      const [profile, user] = await Promise.all([
        http.request<Profile>('GET', 'user/me/a+p+acc+ap+t'),
        http.request<CurrentUser>('GET', 'user/me'),
      ]);
      set((state) => ({ profile, user, revision: state.revision + 1 }));
      return user.username;
    },
  }));
}
