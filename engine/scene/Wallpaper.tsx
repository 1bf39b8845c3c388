import { extend } from '@pixi/react';
import { FillGradient, Graphics, type Graphics as PixiGraphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';

extend({ Graphics });

/** How the wallpaper is painted: the default diagonal gradient, or one colour. */
export type WallpaperFill = { style: 'gradient' } | { style: 'color'; color: string };

export interface WallpaperProps {
  width: number;
  height: number;
  fill: WallpaperFill;
}

const TOP_LEFT = '#1d3557';
const BOTTOM_RIGHT = '#457b9d';

/** The wallpaper: drawn once per size or fill change. */
export function Wallpaper({ width, height, fill }: WallpaperProps) {
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
  const color = fill.style === 'color' ? fill.color : null;
  const draw = useCallback(
    (graphics: PixiGraphics) => {
      graphics.clear();
      graphics.rect(0, 0, width, height).fill(color ?? gradient);
    },
    [gradient, color, width, height],
  );
  return <pixiGraphics draw={draw} />;
}
