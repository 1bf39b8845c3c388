import { extend } from '@pixi/react';
import { FillGradient, Graphics, Sprite, TilingSprite, type Graphics as PixiGraphics, type Texture } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { DEFAULT_THEME, THEME_TOKENS } from '../theme';
import type { WallpaperFit } from '../wallpapers';
import { wallpaperPlacement } from './wallpaperPlacement';

extend({ Graphics, Sprite, TilingSprite });

/**
 * How the wallpaper is painted: the default diagonal gradient, one colour, or an image (a
 * same-origin URL) placed by `fit` over a colour, which shows around it, through it, and alone
 * while it loads or when it cannot be loaded.
 */
export type WallpaperFill =
  | { style: 'gradient' }
  | { style: 'color'; color: string }
  | { style: 'image'; fit: WallpaperFit; src: string; color: string };

export interface WallpaperProps {
  width: number;
  height: number;
  fill: WallpaperFill;
  /** The loaded image of an image fill; null while it loads or when it failed. */
  image: Texture | null;
}

// The default gradient is the same in every theme today, so it is the default theme's.
const { wallpaperFrom: TOP_LEFT, wallpaperTo: BOTTOM_RIGHT } = THEME_TOKENS[DEFAULT_THEME].color;

/**
 * The fill as a CSS background, for the element the canvas's frames are shown on: the desktop's
 * first frame takes the canvas ~170 ms after the panel is on the screen (Pixi starting, the frame
 * drawn and handed to the page), a time in which the user would see the page's white. The same
 * gradient: CSS's "to bottom right" and the canvas's from (0, 0) to (1, 1) in the rectangle's own
 * space both run their colours along lines parallel to the other diagonal.
 */
export function wallpaperBackground(fill: WallpaperFill): string {
  return fill.style === 'gradient' ? `linear-gradient(to bottom right, ${TOP_LEFT}, ${BOTTOM_RIGHT})` : fill.color;
}

/** The wallpaper: drawn once per size, fill or image change. */
export function Wallpaper({ width, height, fill, image }: WallpaperProps) {
  const gradient = useMemo(
    () =>
      new FillGradient({
        type: 'linear',
        start: { x: 0, y: 0 },
        end: { x: 1, y: 1 },
        colorStops: [
          { offset: 0, color: TOP_LEFT },
          { offset: 1, color: BOTTOM_RIGHT },
        ],
        textureSpace: 'local',
      }),
    [],
  );
  const color = fill.style === 'gradient' ? null : fill.color;
  const draw = useCallback(
    (graphics: PixiGraphics) => {
      graphics.clear();
      graphics.rect(0, 0, width, height).fill(color ?? gradient);
    },
    [gradient, color, width, height],
  );
  return (
    <>
      <pixiGraphics draw={draw} />
      {fill.style === 'image' && image ? <WallpaperImage texture={image} fit={fill.fit} width={width} height={height} /> : null}
    </>
  );
}

function WallpaperImage({ texture, fit, width, height }: { texture: Texture; fit: WallpaperFit; width: number; height: number }) {
  if (fit === 'tile') return <pixiTilingSprite texture={texture} width={width} height={height} />;
  const placement = wallpaperPlacement(fit, texture, { width, height });
  return <pixiSprite texture={texture} x={placement.x} y={placement.y} width={placement.width} height={placement.height} />;
}
