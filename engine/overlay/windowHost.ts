import type { ReactNode } from 'react';
import type { WindowCreateOptions, WindowsStore } from '../windows';

export interface OpenWindowOptions extends WindowCreateOptions {
  /** What the window shows: ordinary React DOM. */
  content: ReactNode;
}

/** Opens windows with content and closes them; the window store holds the windows, this their content. */
export interface WindowHost {
  open: (options: OpenWindowOptions) => number;
  close: (wid: number) => void;
  content: (wid: number) => ReactNode;
  /** Drops a closed window's content; its frame calls this when it unmounts. */
  forget: (wid: number) => void;
}

export function createWindowHost(store: WindowsStore): WindowHost {
  const contents = new Map<number, ReactNode>();
  return {
    open({ content, ...options }) {
      const wid = store.getState().create(options);
      contents.set(wid, content);
      return wid;
    },
    close(wid) {
      store.getState().destroy(wid);
    },
    content: (wid) => contents.get(wid) ?? null,
    forget: (wid) => contents.delete(wid),
  };
}
