import type { ReactNode } from 'react';
import type { WindowCreateOptions } from './types';
import type { WindowsStore } from './windowsStore';

export interface OpenWindowOptions extends WindowCreateOptions {
  /** What the window shows: ordinary React DOM. */
  content: ReactNode;
  /** Masked while the live connection is down: its application disables input then. Default false. */
  needsConnection?: boolean;
  /**
   * Asked when the user closes the window (its Close button, its menu): false keeps it open, for
   * the application to ask first (unsaved changes) and close it itself. Closes by the application
   * or with its parent are not asked.
   */
  onWillClose?: () => boolean;
}

/**
 * Opens windows with content and closes them; the window store holds the windows, this their
 * content. It renders nothing: the overlay draws the content, the dialogs and apps open windows
 * through it, so it sits here, below them all.
 */
export interface WindowHost {
  open: (options: OpenWindowOptions) => number;
  /** The user closes a window: unless its `onWillClose` says no. */
  close: (wid: number) => void;
  content: (wid: number) => ReactNode;
  /** Whether the window is masked while the live connection is down. */
  needsConnection: (wid: number) => boolean;
  /** Drops a closed window's content; its frame calls this when it unmounts. */
  forget: (wid: number) => void;
}

export function createWindowHost(store: WindowsStore): WindowHost {
  const contents = new Map<number, ReactNode>();
  const needingConnection = new Set<number>();
  const guards = new Map<number, () => boolean>();
  return {
    open({ content, needsConnection = false, onWillClose, ...options }) {
      const wid = store.getState().create(options);
      contents.set(wid, content);
      if (needsConnection) needingConnection.add(wid);
      if (onWillClose) guards.set(wid, onWillClose);
      return wid;
    },
    close(wid) {
      if (guards.get(wid)?.() === false) return;
      store.getState().destroy(wid);
    },
    content: (wid) => contents.get(wid) ?? null,
    needsConnection: (wid) => needingConnection.has(wid),
    forget(wid) {
      contents.delete(wid);
      needingConnection.delete(wid);
      guards.delete(wid);
    },
  };
}
