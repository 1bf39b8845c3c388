import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Rect, WindowRecord, WindowsActions, WindowsState, WindowsStore } from '../windows';
import type { SceneActions, SceneState, SceneStore } from './sceneStore';
import type { CoverageTracker } from './coverage';
import { createRecordHub, type RecordHub } from './recordHub';
import type { StackSplit } from './stackTracker';
import { createWorkspaceViews } from './workspaceViews';

interface Stores {
  windows: WindowsStore;
  scene: SceneStore;
}

interface Context extends Stores {
  track: (state: WindowsState) => StackSplit;
  coverage: CoverageTracker;
  hub: RecordHub;
}

const StoresContext = createContext<Context | null>(null);

export function WindowsProvider({ windows, scene, children }: Stores & { children: ReactNode }) {
  const value = useMemo(() => {
    const { track, coverage } = createWorkspaceViews();
    return { windows, scene, track, coverage, hub: createRecordHub(windows, coverage, coverage.shownBelow) };
  }, [windows, scene]);
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
 * Subscribes to a slice of the current workspace's stack split (top window, the others, every
 * wid on any workspace); one tracker per workspace serves every subscriber. Told by the hub at a
 * task's first change and once after it for the rest: each change an open makes moves an entry of
 * arrays as long as the stack, and a script opening 5,000 windows one `open` at a time copied them
 * 5,000 times.
 */
export function useStack<T>(selector: (split: StackSplit) => T): T {
  const { windows, track, hub } = useStores();
  return useSyncExternalStore(hub.subscribeTask, () => selector(track(windows.getState())));
}

/**
 * The windows below the top one hidden behind the ones above them: the coverage tracker's set.
 * Told by the hub once a task's changes are made, not on every store change: opening 1,000
 * windows one `open` at a time asks for it once.
 */
export function useCovered(): ReadonlySet<number> {
  const { windows, coverage, hub } = useStores();
  return useSyncExternalStore(hub.subscribeCoverage, () => coverage(windows.getState()));
}

/**
 * The windows below the top one that are not covered, bottom to top: what the static chrome
 * canvas draws. Told by the hub with the coverage, once a task's changes are made.
 */
export function useShownBelow(): readonly WindowRecord[] {
  const { windows, coverage, hub } = useStores();
  return useSyncExternalStore(hub.subscribeCoverage, () => coverage.shownBelow(windows.getState()));
}

export interface WindowView {
  record: WindowRecord | undefined;
  desktop: Rect;
  mobile: boolean;
  /** Hidden entirely behind the windows above it (the top one aside): not displayed. */
  covered: boolean;
}

/**
 * What one window's views read: its record, the desktop, mobile mode and whether it is covered,
 * known in the very render that changes it (so thousands of windows opened at once are laid out
 * only once, without the covered ones). The component re-renders only when one of these changes.
 */
/** One window's view of the stores, as a subscription and a snapshot that stays the same object while its parts do. */
function windowViewSource({ windows, hub, coverage }: Context, wid: number) {
  let last: WindowView | null = null;
  return {
    subscribe: (listener: () => void) => hub.subscribe(wid, listener),
    read: (): WindowView => {
      const state = windows.getState();
      const record = state.windows.get(wid);
      const covered = coverage(state).has(wid);
      if (last && last.record === record && last.desktop === state.desktop && last.mobile === state.mobile && last.covered === covered) return last;
      return (last = { record, desktop: state.desktop, mobile: state.mobile, covered });
    },
  };
}

export function useWindowView(wid: number): WindowView {
  const stores = useStores();
  // One subscription, not one per part: a frame is mounted per window, and each
  // useSyncExternalStore costs a hook, two effects and their objects (MBs at 10,000 windows).
  const view = useMemo(() => windowViewSource(stores, wid), [stores, wid]);
  return useSyncExternalStore(view.subscribe, view.read);
}
