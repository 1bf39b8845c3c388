import { describe, expect, it } from 'vitest';
import { createDrawingWork } from '../../../engine/scene';

describe('drawing work', () => {
  it('is idle when no probe is busy, and forgets a probe once it is removed', () => {
    const work = createDrawingWork();
    expect(work.idle()).toBe(true);
    let busy = true;
    const remove = work.watch(() => busy);
    work.watch(() => false);
    expect(work.idle()).toBe(false);
    busy = false;
    expect(work.idle()).toBe(true);
    busy = true;
    remove();
    expect(work.idle()).toBe(true);
  });
});
