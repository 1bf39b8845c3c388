import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_UV, type Piece } from '../../../engine/chrome';
import { STANDARD_CHROME } from '../../../engine/chrome/theme';
import { createTextureCache } from '../../../engine/scene/chrome/textureCache';

// jsdom has no 2D canvas: a stand-in context that draws nothing and counts the contexts made.
let contexts = 0;
function fakeContext(): CanvasRenderingContext2D {
  contexts++;
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (target, name) => {
      if (name in target) return target[name as keyof CanvasRenderingContext2D];
      if (name === 'measureText') return (text: string) => ({ width: 7 * text.length });
      if (name === 'createImageData') return (width: number, height: number) => ({ data: new Uint8ClampedArray(4 * width * height), width, height });
      return () => {};
    },
    set: (target, name, value) => Reflect.set(target, name, value),
  });
}

const title = (text: string, width = 150): Piece => ({
  texture: { kind: 'title', text, color: '#000000', breadcrumb: [], crumbColor: '#666666', fontSize: 13, width, height: 20, direction: 'ltr' },
  rect: { left: 0, top: 0, width, height: 20 },
  uv: FULL_UV,
  tint: '#ffffff',
  alpha: 1,
});

describe('chrome texture cache', () => {
  beforeEach(() => {
    contexts = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(fakeContext as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it("draws an open's titles into one shared canvas, not a canvas each, and keeps drawing them there as they come and go", () => {
    const cache = createTextureCache(STANDARD_CHROME, 1, () => {});
    const before = contexts;
    // The titles of the windows that show after an open of 1,000 spread windows.
    const textures = Array.from({ length: 146 }, (_, i) => cache.get(title(`Sandbox ${i}`)));
    expect(textures.every((texture) => texture !== null)).toBe(true);
    expect(contexts - before, '2D contexts made for 146 titles').toBe(1);
    expect(new Set(textures.map((texture) => texture?.source)).size, 'canvases the titles are in').toBe(1);
    // The same title again is the same texture.
    expect(cache.get(title('Sandbox 3'))).toBe(textures[3]);

    // Raises a thousand times over: a new title each, the oldest evicted past the cache's limit
    // (256 titles: two canvases), their places taken by the new ones.
    for (let i = 146; i < 400; i++) cache.get(title(`Sandbox ${i}`));
    const full = contexts - before;
    expect(full).toBeLessThanOrEqual(2);
    for (let i = 400; i < 1400; i++) cache.get(title(`Sandbox ${i}`, 140 + (i % 11)));
    expect(contexts - before, '2D contexts made for 1,400 titles').toBe(full);
    cache.dispose();
  });
});
