import { createContext, useContext, type ReactNode } from 'react';
import type { Application, WindowHandle } from './types';

const WindowContext = createContext<WindowHandle | null>(null);

/** Wraps a window's content so that `useWindow()` and `useApp()` find their window. */
export function WindowContent({ handle, children }: { handle: WindowHandle; children: ReactNode }) {
  return <WindowContext.Provider value={handle}>{children}</WindowContext.Provider>;
}

/** The window this content is shown in. */
export function useWindow(): WindowHandle {
  const handle = useContext(WindowContext);
  if (!handle) throw new Error('Atrium: useWindow() outside an application window');
  return handle;
}

/** The application whose window this content is shown in. */
export function useApp(): Application {
  return useWindow().app;
}
