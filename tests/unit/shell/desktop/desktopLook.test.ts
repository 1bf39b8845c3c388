import { describe, expect, it } from 'vitest';
import { desktopLook } from '../../../../engine/shell/desktop/desktopLook';

describe('desktopLook', () => {
  it('is the spec’s default desktop when nothing is set: panel on top, gradient, standard theme', () => {
    expect(desktopLook({}, undefined)).toEqual({
      panels: [{ position: 'top', items: [] }],
      position: 'top',
      wallpaper: { style: 'gradient' },
      theme: 'standard',
    });
  });

  it('follows the user’s panel position, wallpaper colour and theme', () => {
    const look = desktopLook(
      { panels: [{ position: 'bottom', items: [] }], background: { style: 'color', color: '#804020' }, theme: 'vision' },
      'standard',
    );
    expect(look).toMatchObject({ position: 'bottom', wallpaper: { style: 'color', color: '#804020' }, theme: 'vision' });
  });

  it('shows the gradient for an image wallpaper (images arrive with the VFS) and for a colour style without a colour', () => {
    expect(desktopLook({ background: { style: 'image', src: 'x.png' } }, undefined).wallpaper).toEqual({ style: 'gradient' });
    expect(desktopLook({ background: { style: 'color' } }, undefined).wallpaper).toEqual({ style: 'gradient' });
  });

  it('lets an account that forces a theme win over the user’s', () => {
    expect(desktopLook({ theme: 'standard' }, 'vision').theme).toBe('vision');
  });
});
