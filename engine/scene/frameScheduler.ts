/**
 * Render on demand: `invalidate()` asks for one frame, and any number of calls before that frame
 * coalesce into it. Nothing renders while nothing changes, so an idle desktop costs no frames.
 */
export interface FrameScheduler {
  invalidate(): void;
  dispose(): void;
}

export function createFrameScheduler(
  render: () => void,
  requestFrame: (callback: () => void) => number = requestAnimationFrame,
  cancelFrame: (handle: number) => void = cancelAnimationFrame,
): FrameScheduler {
  let pending: number | null = null;
  return {
    invalidate() {
      if (pending !== null) return;
      pending = requestFrame(() => {
        pending = null;
        render();
      });
    },
    dispose() {
      if (pending !== null) cancelFrame(pending);
      pending = null;
    },
  };
}
