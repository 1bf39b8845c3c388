import { describe, expect, it, vi } from 'vitest';
import { visibleParts } from '../../../engine/chrome';
import { createCoverageTracker, createStackTracker } from '../../../engine/scene';
import { createWindowsStore } from '../../../engine/windows';

// Counts what the tracker cuts from scratch: every window's visible parts against the windows above it.
vi.mock('../../../engine/chrome', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../engine/chrome')>();
  return { ...actual, visibleParts: vi.fn(actual.visibleParts) };
});

const desktop = { left: 0, top: 40, width: 1280, height: 760 };

/** A fixed-seed generator, so every run makes the same windows. */
function randomFrom(start: number) {
  let seed = start;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

describe('coverage after a batch open', () => {
  it('looks at each window once when a batch of 1,000 opens, and a window opened over them after that is a cut, not their stacks again', () => {
    const random = randomFrom(7);
    const store = createWindowsStore({ desktop });
    const coverage = createCoverageTracker(createStackTracker());
    const count = 1000;
    const place = () => ({ left: Math.floor(random() * 1000), top: 40 + Math.floor(random() * 560) });
    const fromScratch = vi.mocked(visibleParts);

    store.getState().batch(() => {
      for (let i = 0; i < count; i++) store.getState().create({ appId: 'A', position: place(), dimension: { width: 260, height: 170 } });
    });
    fromScratch.mockClear();
    const covered = coverage(store.getState());
    // One pass over the windows below the top one: each is cut once, by the shown windows above it.
    expect(fromScratch).toHaveBeenCalledTimes(count - 1);
    expect(covered.size).toBeGreaterThan(count / 2);

    fromScratch.mockClear();
    store.getState().create({ appId: 'A', position: { left: 500, top: 300 }, dimension: { width: 260, height: 170 } });
    coverage(store.getState());
    // The new top window leaves the old top one below it: that one is new to the tracker; every
    // shown window the new one reaches keeps what the rebuild found of it and loses a cut.
    expect(fromScratch.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
