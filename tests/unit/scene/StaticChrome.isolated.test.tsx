import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Piece } from '../../../engine/chrome';
import { STANDARD_CHROME } from '../../../engine/chrome/theme';
import { createSceneStore, StaticChrome, WindowsProvider } from '../../../engine/scene';
import { createWindowsStore, type WindowsStore } from '../../../engine/windows';

// The canvas itself (Pixi) is left out: what is composed for it is what this test counts. The
// mocks need a module graph of their own: hence an isolated test file.
const composed: (readonly Piece[])[] = [];
vi.mock('../../../engine/scene/OnDemandCanvas', () => ({ OnDemandCanvas: () => null }));
vi.mock('../../../engine/scene/spriteLayer', () => ({
  createSpriteLayer: () => ({ show: (pieces: readonly Piece[]) => void composed.push(pieces) }),
}));
/** Windows whose chrome pieces were built. */
let built = 0;
vi.mock('../../../engine/scene/chrome/chromeOf', async (load: () => Promise<typeof import('../../../engine/scene/chrome/chromeOf')>) => {
  const real = await load();
  return { ...real, chromeOf: (...args: Parameters<typeof real.chromeOf>) => (built++, real.chromeOf(...args)) };
});
vi.mock('../../../engine/scene/chrome/useChromeTextures', () => ({ useChromeTextures: () => ({ textures: {}, revision: 0, afterRender: () => {} }) }));

const desktop = { left: 0, top: 40, width: 1280, height: 760 };
const size = { width: 260, height: 170 };

/**
 * `count` windows whose shown part is the same whatever `count` is: all but the last two in one
 * pile (only its top one shows), one beside it and the top one below that. Returns the pile's
 * bottom window, which a raise brings to the front over the pile.
 */
function pileDesktop(store: WindowsStore, count: number): number {
  const { create, batch } = store.getState();
  const wids = batch(() => [
    ...Array.from({ length: count - 2 }, () => create({ appId: 'A', position: { left: 100, top: 100 }, dimension: size })),
    create({ appId: 'A', position: { left: 600, top: 100 }, dimension: size }),
    create({ appId: 'A', position: { left: 600, top: 400 }, dimension: size }),
  ]);
  return wids[0] as number;
}

/** Counts reads of every record's `state` from now on (replaced records are new objects, not counted). */
function countStateReads(store: WindowsStore) {
  let reads = 0;
  for (const record of store.getState().windows.values()) {
    const { state } = record;
    Object.defineProperty(record, 'state', {
      get: () => {
        reads++;
        return state;
      },
    });
  }
  return () => reads;
}

/** What the static chrome canvas is given and reads for one raise, on a desktop of `count` windows. */
async function raiseOn(count: number) {
  const store = createWindowsStore({ desktop });
  const scene = createSceneStore();
  const bottom = pileDesktop(store, count);
  render(
    <WindowsProvider windows={store} scene={scene}>
      <StaticChrome width={1280} height={800} zIndex={1} resolution={1} theme={STANDARD_CHROME} direction="ltr" />
    </WindowsProvider>,
  );
  await act(async () => {});
  const reads = countStateReads(store);
  composed.length = 0;
  built = 0;
  await act(async () => store.getState().focus(bottom));
  return { reads: reads(), frames: composed.length, pieces: composed.at(-1)?.length ?? 0, built };
}

describe('StaticChrome', () => {
  afterEach(() => {
    cleanup();
    composed.length = 0;
  });

  it('composes a raise from the windows that show: the same work at 100 and at 2,000 windows', async () => {
    const small = await raiseOn(100);
    cleanup();
    const large = await raiseOn(2000);
    // The raised window left the pile for the top; the old top and the pile's top now show below.
    expect(small.frames).toBe(1);
    expect(large.frames).toBe(1);
    expect(large.pieces).toBe(small.pieces);
    // Built again: the old top window's chrome only (unfocused now); the one beside it is kept.
    expect(large.built).toBe(1);
    expect(small.built).toBe(1);
    // Binary searches through the stack read a few records more as it doubles; reading every
    // window's record once would be 2,000 reads.
    expect(large.reads).toBeLessThan(2 * small.reads);
    expect(large.reads).toBeLessThan(100);
  });
});
