import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWallpaperFit, sameOriginSrc, WALLPAPERS } from '../../../engine/wallpapers';

const IMAGES = path.resolve(__dirname, '../../../engine/wallpapers/images');
const ORIGIN = 'http://127.0.0.1:8080';

describe('the bundled wallpapers', () => {
  it('are exactly the files in engine/wallpapers/images, each a small SVG with its own size, served from /wallpapers/', () => {
    const files = readdirSync(IMAGES).sort();
    expect(WALLPAPERS.map((wallpaper) => `${wallpaper.id}.svg`).sort()).toEqual(files);
    for (const wallpaper of WALLPAPERS) {
      expect(wallpaper.src).toBe(`/wallpapers/${wallpaper.id}.svg`);
      const svg = readFileSync(path.join(IMAGES, `${wallpaper.id}.svg`), 'utf8');
      // An intrinsic size: an SVG without one has no natural size to draw a texture from.
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it('each name a fit the desktop knows', () => {
    for (const wallpaper of WALLPAPERS) expect(isWallpaperFit(wallpaper.fit)).toBe(true);
    expect(isWallpaperFit('image')).toBe(false);
    expect(isWallpaperFit('stretch')).toBe(false);
  });
});

describe('sameOriginSrc', () => {
  it.each([
    ['/wallpapers/dusk.svg', `${ORIGIN}/wallpapers/dusk.svg`],
    ['wallpapers/dusk.svg', `${ORIGIN}/wallpapers/dusk.svg`],
    ['/vfs/readfile?path=home%3A%2Fsea.png', `${ORIGIN}/vfs/readfile?path=home%3A%2Fsea.png`],
    [`${ORIGIN}/wallpapers/dusk.svg`, `${ORIGIN}/wallpapers/dusk.svg`],
  ])('accepts %s', (src, url) => {
    expect(sameOriginSrc(src, ORIGIN)).toBe(url);
  });

  it.each([
    'https://elsewhere.example/x.png',
    '//elsewhere.example/x.png',
    'http://127.0.0.1:8081/x.png',
    'https://127.0.0.1:8080/x.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    `blob:${ORIGIN}/0b8e6d6c-0000-4000-8000-000000000000`,
    'http://[::1',
    '',
    '   ',
    42,
    undefined,
  ])('refuses %s', (src) => {
    expect(sameOriginSrc(src, ORIGIN)).toBeNull();
  });
});
