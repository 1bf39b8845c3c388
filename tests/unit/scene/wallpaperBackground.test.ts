import { describe, expect, it } from 'vitest';
import { wallpaperBackground } from '../../../engine/scene/Wallpaper';
import { DEFAULT_THEME, THEME_TOKENS } from '../../../engine/theme';

describe('wallpaperBackground', () => {
  it("is the default gradient's two colours from the top left to the bottom right", () => {
    const { wallpaperFrom, wallpaperTo } = THEME_TOKENS[DEFAULT_THEME].color;
    expect(wallpaperBackground({ style: 'gradient' })).toBe(`linear-gradient(to bottom right, ${wallpaperFrom}, ${wallpaperTo})`);
  });

  it("is a colour fill's colour, and an image's colour, which shows alone while the image loads", () => {
    expect(wallpaperBackground({ style: 'color', color: '#336699' })).toBe('#336699');
    expect(wallpaperBackground({ style: 'image', fit: 'cover', src: '/wallpapers/dunes.svg', color: '#102030' })).toBe('#102030');
  });
});
