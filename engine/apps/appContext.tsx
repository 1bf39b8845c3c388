import { createContext, useContext, type ReactNode } from 'react';
import type { Application, WindowHandle } from './types';

const WindowContext = createContext<WindowHandle | null>(null);

/** Wraps a window's content so that `useWindow()` and `useApp()` find their window. */
export function WindowContent({ handle, children }: { handle: WindowHandle; children: ReactNode }) {
  return <WindowContext.Provider value={handle}>{children}</WindowContext.Provider>;
}

/**
 * The window this content is shown in.
 * @returns The handle of the enclosing window.
 * @throws Error when called outside an application window's content.
 *
 * @example
 * ```tsx
 * function SaveButton() {
 *   const window = useWindow();
 *   return <button onClick={() => window.setTitle('Saved')}>Save</button>;
 * }
 * ```
 */
export function useWindow(): WindowHandle {
  const handle = useContext(WindowContext);
  if (!handle) throw new Error('Atrium: useWindow() outside an application window');
  return handle;
}

/**
 * The application whose window this content is shown in.
 * @returns The application that opened the enclosing window.
 *
 * @example
 * ```tsx
 * function Header() {
 *   const app = useApp();
 *   return <h1>{app.title}</h1>;
 * }
 * ```
 */
export function useApp(): Application {
  return useWindow().app;
}
