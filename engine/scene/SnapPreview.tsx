import { extend } from '@pixi/react';
import { Graphics, type Graphics as PixiGraphics } from 'pixi.js';
import { memo, useCallback, useMemo, useState } from 'react';
import type { ChromeTheme } from '../chrome';
import { frames } from '../frames';
import type { Rect } from '../windows';
import { CHROME_RENDERER } from './chrome/renderer';
import { OnDemandCanvas } from './OnDemandCanvas';
import { useScene } from './windowsContext';
import './snapPreview.css';

extend({ Graphics });

/** How much of the accent the preview's fill shows: the windows below stay readable through it. */
const FILL_ALPHA = 0.3;
/** Its outline, in the theme's focus colour, so it reads on a dark accent and a dark wallpaper alike. */
const OUTLINE_PX = 2;
/** Inset from the zone's edges, so the outline sits inside the zone rather than on the desktop's edge. */
const INSET_PX = 4;

const Canvas = memo(OnDemandCanvas);
const NOWHERE: Rect = { left: 0, top: 0, width: 1, height: 1 };
const drawn = () => frames.drawn('snap');

export interface SnapPreviewProps {
  zIndex: number;
  resolution: number;
  theme: ChromeTheme;
}

/**
 * Where the dragged window would snap (docs/features/windows.md#snap-and-tile): a translucent
 * rectangle on a small canvas of its own, just below the dragged window. It is drawn when the
 * pointer enters a zone, never per drag step, and the big chrome canvas never redraws for it.
 * Mounted at the first preview and kept, hidden, so later drags reuse its canvas; hiding it
 * draws nothing either.
 */
export function SnapPreview({ zIndex, resolution, theme }: SnapPreviewProps) {
  const preview = useScene((state) => state.snapPreview);
  // The last zone shown, kept while hidden: hiding changes no prop of the canvas, so it draws nothing.
  const [last, setLast] = useState<Rect | null>(null);
  if (preview && preview !== last) setLast(preview);
  const rect = preview ?? last ?? NOWHERE;
  const { width, height } = rect;
  const { fill, outline, radius } = theme.snapPreview;

  const draw = useCallback(
    (graphics: PixiGraphics) => {
      graphics.clear();
      const inner = { x: INSET_PX, y: INSET_PX, width: Math.max(0, width - 2 * INSET_PX), height: Math.max(0, height - 2 * INSET_PX) };
      graphics
        .roundRect(inner.x, inner.y, inner.width, inner.height, radius)
        .fill({ color: fill, alpha: FILL_ALPHA })
        .stroke({ color: outline, width: OUTLINE_PX, alignment: 1 });
    },
    [width, height, fill, outline, radius],
  );
  const scene = useMemo(() => <pixiGraphics draw={draw} />, [draw]);

  if (!preview && !last) return null;
  return (
    <div
      className="snap-preview"
      data-testid="snap-preview"
      aria-hidden="true"
      style={{ zIndex, left: rect.left, top: rect.top, width, height, display: preview ? undefined : 'none' }}
    >
      <Canvas width={width} height={height} resolution={resolution} afterRender={drawn} renderer={CHROME_RENDERER}>
        {scene}
      </Canvas>
    </div>
  );
}
