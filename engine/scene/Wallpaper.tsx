import { extend } from '@pixi/react';
import { FillGradient, Graphics, type Graphics as PixiGraphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';

extend({ Graphics });

export interface WallpaperProps {
  width: number;
  height: number;
}

const TOP_LEFT = '#1d3557';
const BOTTOM_RIGHT = '#457b9d';

/** The default wallpaper: one diagonal gradient, drawn once per size change. */
export function Wallpaper({ width, height }: WallpaperProps) {
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
  const draw = useCallback(
    (graphics: PixiGraphics) => {
      graphics.clear();
      graphics.rect(0, 0, width, height).fill(gradient);
    },
    [gradient, width, height],
  );
  return <pixiGraphics draw={draw} />;
}
