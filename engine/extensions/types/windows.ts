import type { ReadableValue } from '../../core';

/**
 * A top-level window as the window list shows it.
 *
 * @example
 * ```ts
 * const entries: readonly WindowEntry[] = ctx.windows.list.get();
 * const titles = entries.filter((entry) => !entry.minimized).map((entry) => entry.title);
 * ```
 */
export interface WindowEntry {
  /** The window's id on the desktop. */
  wid: number;
  /** The title its title bar shows. */
  title: string;
  /** Image URL, or null when it has none. */
  icon: string | null;
  /** The package name of the application that owns it. */
  app: string;
  /** Whether it has the focus. */
  focused: boolean;
  /** Whether it is minimized to the panel. */
  minimized: boolean;
  /** The id of the workspace it is on (see `ctx.workspaces`). */
  workspace: string;
}

/**
 * The desktop's windows, for window lists and "show desktop" buttons.
 *
 * @example
 * ```ts
 * ctx.keybindings.register({ id: 'acme.showDesktop', key: 'Meta+D', run: () => ctx.windows.minimizeAll() });
 * ```
 */
export interface PluginWindows {
  /**
   * The current workspace's top-level windows (no dialogs or other children), oldest first.
   * `get` is always current; subscribers are told once per task that changed the list, after it,
   * with the list it ended in (a script that opens 100 windows in a loop tells them once).
   */
  readonly list: ReadableValue<readonly WindowEntry[]>;
  /** Focuses and raises; a window on another workspace has its workspace shown, a minimized one is restored first. */
  focus(wid: number): void;
  /** Minimizes the window to the panel. */
  minimize(wid: number): void;
  /** Minimizes every window of the current workspace that can be. */
  minimizeAll(): void;
  /** Arranges the windows the user sees (not minimized) in a grid over the desktop. */
  tileAll(): void;
}
