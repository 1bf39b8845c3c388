import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { WindowsActions, WindowsState, WindowsStore } from '../windows';
import type { SceneActions, SceneState, SceneStore } from './sceneStore';

interface Stores {
  windows: WindowsStore;
  scene: SceneStore;
}

const StoresContext = createContext<Stores | null>(null);

export function WindowsProvider({ windows, scene, children }: Stores & { children: ReactNode }) {
  const value = useMemo(() => ({ windows, scene }), [windows, scene]);
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

function useStores(): Stores {
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
