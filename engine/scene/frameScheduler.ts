/**
 * Render on demand: `invalidate()` asks for one frame, and any number of calls before that frame
 * coalesce into it. Nothing renders while nothing changes, so an idle desktop costs no frames.
 */
export interface FrameScheduler {
  invalidate(): void;
  /** Frames rendered so far; benchmarks and tests read it to prove the desktop idles. */
  readonly frames: number;
  dispose(): void;
}

export function createFrameScheduler(
  render: () => void,
  requestFrame: (callback: () => void) => number = requestAnimationFrame,
  cancelFrame: (handle: number) => void = cancelAnimationFrame,
): FrameScheduler {
  let pending: number | null = null;
  let frames = 0;
  return {
    invalidate() {
      if (pending !== null) return;
      pending = requestFrame(() => {
        pending = null;
        frames++;
        render();
      });
    },
    get frames() {
      return frames;
    },
    dispose() {
      if (pending !== null) cancelFrame(pending);
      pending = null;
    },
  };
}
