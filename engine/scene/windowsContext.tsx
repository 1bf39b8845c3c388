import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WindowsActions, WindowsState, WindowsStore } from '../windows';
import type { SceneActions, SceneState, SceneStore } from './sceneStore';
import { createStackTracker, type StackSplit } from './stackTracker';

interface Stores {
  windows: WindowsStore;
  scene: SceneStore;
}

interface Context extends Stores {
  track: (windows: WindowsState['windows']) => StackSplit;
}

const StoresContext = createContext<Context | null>(null);

export function WindowsProvider({ windows, scene, children }: Stores & { children: ReactNode }) {
  const value = useMemo(() => ({ windows, scene, track: createStackTracker() }), [windows, scene]);
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

function useStores(): Context {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('Atrium: window views need a <WindowsProvider>');
  return stores;
}

export function useWindowsStore(): WindowsStore {
  return useStores().windows;
}

export function useSceneStore(): SceneStore {
  return useStores().scene;
}

/** Subscribes to a slice of the window state; the component re-renders only when the slice changes. */
export function useWindows<T>(selector: (state: WindowsState & WindowsActions) => T): T {
  return useStore(useStores().windows, selector);
}

export function useScene<T>(selector: (state: SceneState & SceneActions) => T): T {
  return useStore(useStores().scene, selector);
}

/**
 * Subscribes to a slice of the stack split (top window, the others, every wid); one tracker per
 * desktop serves every subscriber from one pass over the windows per change.
 */
export function useStack<T>(selector: (split: StackSplit) => T): T {
  const { windows, track } = useStores();
  return useSyncExternalStore(windows.subscribe, () => selector(track(windows.getState().windows)));
}
