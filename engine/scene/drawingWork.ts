import { createContext, useContext, useLayoutEffect } from 'react';

/** Tells whether one part of the scene still has something to draw. */
export type BusyProbe = () => boolean;

/**
 * What the canvases still have to draw: a change not yet rendered, a frame requested, an image
 * still loading. The test automation asks it (`window.atrium.idle()`) so that a test can wait
 * until every frame an action causes has been drawn, instead of waiting for time to pass.
 */
export interface DrawingWork {
  /** Adds a probe; returns its removal. */
  watch(probe: BusyProbe): () => void;
  /** No probe has anything left to draw. */
  idle(): boolean;
}

export function createDrawingWork(): DrawingWork {
  const probes = new Set<BusyProbe>();
  return {
    watch(probe) {
      probes.add(probe);
      return () => probes.delete(probe);
    },
    idle() {
      for (const probe of probes) if (probe()) return false;
      return true;
    },
  };
}

/** Where the canvases report their work; null outside test mode, where nobody asks. */
export const DrawingWorkContext = createContext<DrawingWork | null>(null);

/** Reports `probe` to the desktop's DrawingWork while the component is mounted. Keep it stable. */
export function useBusyProbe(probe: BusyProbe): void {
  const work = useContext(DrawingWorkContext);
  useLayoutEffect(() => work?.watch(probe), [work, probe]);
}
