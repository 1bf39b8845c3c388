import { describe, expect, it } from 'vitest';
import { wallpaperPlacement } from '../../../engine/scene/wallpaperPlacement';

const view = { width: 1280, height: 800 };

describe('wallpaperPlacement', () => {
  it('cover scales the image to fill the desktop, centred, cropping what overhangs', () => {
    expect(wallpaperPlacement('cover', { width: 1920, height: 1200 }, view)).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    // A square image on a wide desktop: as wide as the desktop, overhanging top and bottom alike.
    expect(wallpaperPlacement('cover', { width: 100, height: 100 }, view)).toEqual({ x: 0, y: -240, width: 1280, height: 1280 });
  });

  it('contain scales it to fit inside, centred, leaving the colour on two sides', () => {
    expect(wallpaperPlacement('contain', { width: 100, height: 100 }, view)).toEqual({ x: 240, y: 0, width: 800, height: 800 });
  });

  it('center keeps its own size in the middle, cropped when it is larger', () => {
    expect(wallpaperPlacement('center', { width: 200, height: 100 }, view)).toEqual({ x: 540, y: 350, width: 200, height: 100 });
    expect(wallpaperPlacement('center', { width: 1920, height: 1200 }, view)).toEqual({ x: -320, y: -200, width: 1920, height: 1200 });
  });

  it('tile covers the desktop from the top left, where the repeats start', () => {
    expect(wallpaperPlacement('tile', { width: 96, height: 96 }, view)).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
  });
});
