import { describe, expect, it } from 'vitest';
import { createFrameScheduler } from '../../../engine/scene';

function manualFrames() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback: () => void) => {
      queue.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => queue.delete(handle),
    flush: () => {
      const callbacks = [...queue.values()];
      queue.clear();
      callbacks.forEach((callback) => callback());
    },
    get pending() {
      return queue.size;
    },
  };
}

describe('frame scheduler', () => {
  it('renders nothing until invalidated, and coalesces invalidations into one frame', () => {
    const frames = manualFrames();
    let renders = 0;
    const scheduler = createFrameScheduler(() => renders++, frames.request, frames.cancel);
    frames.flush();
    expect(renders).toBe(0);
    scheduler.invalidate();
    scheduler.invalidate();
    scheduler.invalidate();
    expect(frames.pending).toBe(1);
    frames.flush();
    expect(renders).toBe(1);
    frames.flush();
    expect(renders).toBe(1);
  });

  it('drops the pending frame when disposed', () => {
    const frames = manualFrames();
    let renders = 0;
    const scheduler = createFrameScheduler(() => renders++, frames.request, frames.cancel);
    scheduler.invalidate();
    scheduler.dispose();
    frames.flush();
    expect(renders).toBe(0);
  });
});
