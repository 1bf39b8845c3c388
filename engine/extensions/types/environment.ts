import type { Profile } from '../records';
import type { ReadableValue } from '../../core';

/**
 * Who is signed in and what the desktop runs as.
 *
 * @example
 * ```ts
 * const name = ctx.env.profile.get()?.firstname ?? 'guest';
 * ctx.env.locale.subscribe((locale) => reloadLabels(locale));
 * ```
 */
export interface PluginEnvironment {
  /** The signed-in user's profile; null while nobody is signed in. */
  readonly profile: ReadableValue<Profile | null>;
  /** The product's name as the desktop shows it. */
  readonly productName: string;
  /** The server runs with NODE_ENV=development: developer tools are shown. */
  readonly development: boolean;
  /**
   * The page runs in test mode (a fixed clock, no animations): plugins draw without motion too,
   * so that screenshots are the same run to run.
   */
  readonly testMode: boolean;
  /** The current language, e.g. 'en_EN'. */
  readonly locale: ReadableValue<string>;
  /**
   * Installed packages that failed to load, by name, with why (a file that did not load, an
   * `engines.atrium` range this Atrium is not in); the developer tray lists them.
   */
  readonly packageFailures: ReadableValue<ReadonlyMap<string, string>>;
  /** Clears what the browser stores for this user besides the sign-in, and the saved session. */
  clearStoredSettings(): Promise<void>;
  /**
   * Signs out: saves the desktop session, ends the user's session, clears the stored keys and goes
   * to the login page (or the account's login URL). Ask first: the panel's logout button confirms.
   */
  signOut(): Promise<void>;
  /** Reloads the desktop into another of the user's accounts (one of `profile.accounts`). */
  switchAccount(accountId: string): Promise<void>;
}
