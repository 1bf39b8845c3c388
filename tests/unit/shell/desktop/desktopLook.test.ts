import { describe, expect, it } from 'vitest';
import { desktopLook, type LookEnvironment } from '../../../../engine/shell/desktop/desktopLook';

const ORIGIN = 'https://atrium.example';
const production: LookEnvironment = { development: false, origin: ORIGIN };
const development: LookEnvironment = { development: true, origin: ORIGIN };
const wallpaper = (background: Record<string, unknown>) => desktopLook({ background }, production).wallpaper;

describe('desktopLook', () => {
  it('is the spec’s default desktop when nothing is set: panel on top, gradient, Roboto, no animations', () => {
    expect(desktopLook({}, production)).toEqual({
      panels: [{ position: 'top', items: [] }],
      position: 'top',
      wallpaper: { style: 'gradient' },
      font: 'Roboto',
      animations: false,
    });
  });

  it('animates only when the user opted in with true', () => {
    expect(desktopLook({ animations: true }, production).animations).toBe(true);
    expect(desktopLook({ animations: 'yes' }, production).animations).toBe(false);
  });

  it('follows the user’s panel position, wallpaper colour and font', () => {
    const look = desktopLook({ panels: [{ position: 'bottom', items: [] }], background: { style: 'color', color: '#804020' }, font: 'serif' }, production);
    expect(look).toMatchObject({ position: 'bottom', wallpaper: { style: 'color', color: '#804020' }, font: 'serif' });
  });

  it('shows the gradient for a colour style without a valid colour, and for a style it does not know', () => {
    expect(wallpaper({ style: 'color' })).toEqual({ style: 'gradient' });
    expect(wallpaper({ style: 'color', color: 'red' })).toEqual({ style: 'gradient' });
    expect(wallpaper({ style: 'stretch', src: '/wallpapers/dusk.svg' })).toEqual({ style: 'gradient' });
  });

  it.each(['cover', 'contain', 'tile', 'center'] as const)('draws an image %s over its colour, the src made absolute', (fit) => {
    expect(wallpaper({ style: fit, src: '/wallpapers/dusk.svg', color: '#102030' })).toEqual({
      style: 'image',
      fit,
      src: `${ORIGIN}/wallpapers/dusk.svg`,
      color: '#102030',
    });
  });

  it('reads the earlier style name image as cover, and puts the default colour behind an image without one', () => {
    expect(wallpaper({ style: 'image', src: 'wallpapers/dunes.svg' })).toEqual({
      style: 'image',
      fit: 'cover',
      src: `${ORIGIN}/wallpapers/dunes.svg`,
      color: '#1f4e79',
    });
  });

  it.each([
    ['another site', 'https://elsewhere.example/x.png'],
    ['a protocol-relative URL', '//elsewhere.example/x.png'],
    ['a data URL', 'data:image/svg+xml,<svg/>'],
    ['script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('shows only the colour for an image from %s', (_case, src) => {
    expect(wallpaper({ style: 'cover', src, color: '#102030' })).toEqual({ style: 'color', color: '#102030' });
  });

  it('defaults the font to Lato in development and Roboto in production, and falls back to it for a font it does not offer', () => {
    expect(desktopLook({}, development).font).toBe('Lato');
    expect(desktopLook({}, production).font).toBe('Roboto');
    expect(desktopLook({ font: 'Comic Sans' }, development).font).toBe('Lato');
    expect(desktopLook({ font: "Roboto'; }" }, production).font).toBe('Roboto');
    expect(desktopLook({ font: 'Roboto' }, development).font).toBe('Roboto');
  });
});
