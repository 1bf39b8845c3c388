import type { Disposable, ReadableValue } from '../core';

/**
 * One of the user's workspaces (docs/features/windows.md#workspaces).
 *
 * @example
 * ```ts
 * const names = ctx.workspaces.list.get().map((workspace: Workspace) => workspace.name);
 * ```
 */
export interface Workspace {
  /** Its id, as windows name it (`openWindow({ workspace })`). */
  id: string;
  /** The name the user gave it; '' when none (the switcher shows "Workspace N"). */
  name: string;
}

/**
 * The user's workspaces: several desktops, each with its own windows; only the current one's
 * windows are shown. Changes are saved in the user's desktop settings; on a locked desktop the
 * list cannot change, but the user still switches.
 *
 * @example
 * ```ts
 * const added = ctx.workspaces.add('Reports');
 * if (added) ctx.workspaces.show(added);
 * ctx.subscriptions.add(ctx.workspaces.current.subscribe((id) => console.log('now on', id)));
 * ```
 */
export interface PluginWorkspaces {
  /** Every workspace, in order. */
  readonly list: ReadableValue<readonly Workspace[]>;
  /** The current workspace's id. */
  readonly current: ReadableValue<string>;
  /** Whether the list may change (not on a locked desktop). */
  readonly editable: boolean;
  /** How many workspaces a user may have. */
  readonly limit: number;
  /** Makes the workspace current; false when there is none with that id. */
  show(id: string): boolean;
  /** Shows the next (1) or previous (-1) workspace; false at either end. */
  step(direction: 1 | -1): boolean;
  /** Adds a workspace after the others; its id, or null at the limit or on a locked desktop. */
  add(name?: string): string | null;
  /** Renames it (the name trimmed and cut to the limit); false when it does not exist or is locked. */
  rename(id: string, name: string): boolean;
  /**
   * Removes it; its windows move to the workspace before it (after it, for the first one), which
   * becomes current if it was. False for the last workspace, an unknown one or a locked desktop.
   */
  remove(id: string): boolean;
  /** Moves a top-level window (with its dialogs) to the workspace; false when either is unknown. */
  moveWindow(wid: number, id: string): boolean;
}

/** The workspaces as the desktop runs them. */
export interface WorkspaceService extends PluginWorkspaces, Disposable {
  /**
   * Focuses the window, showing its workspace first when it is on another one and restoring it
   * when minimized: what a launch of a running singleton or `ctx.windows.focus` does.
   */
  reveal(wid: number): void;
}
