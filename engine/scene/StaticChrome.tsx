import { memo, useLayoutEffect, useMemo, useState } from 'react';
import { createStackComposer, type ChromeTheme } from '../chrome';
import type { TextDirection } from '../i18n';
import { displayRect } from '../windows';
import { chromeOf, chromeStateOf } from './chrome/chromeOf';
import { useChromeTextures } from './chrome/useChromeTextures';
import { CHROME_RENDERER } from './chrome/renderer';
import { OnDemandCanvas } from './OnDemandCanvas';
import { createSpriteLayer } from './spriteLayer';
import { useScene, useShownBelow, useStack, useWindows } from './windowsContext';
import './chromeCanvas.css';

export interface StaticChromeProps {
  width: number;
  height: number;
  zIndex: number;
  resolution: number;
  theme: ChromeTheme;
  /** The page's direction: 'rtl' mirrors every header. */
  direction: TextDirection;
}

/**
 * The chrome of every window except the top one, on one transparent canvas stacked just under
 * the top window. It redraws only when one of those windows changes, never while the top window
 * is dragged or resized. It composes the windows that can be seen, as the coverage tracker keeps
 * them, so a raise or an open costs what can be seen, not a pass over every window open; and of
 * those it builds and cuts again only the pieces of the windows that changed or that the changed
 * ones reach.
 */
export const StaticChrome = memo(function StaticChrome({ width, height, zIndex, resolution, theme, direction }: StaticChromeProps) {
  const shown = useShownBelow();
  const desktop = useWindows((state) => state.desktop);
  const mobile = useWindows((state) => state.mobile);
  const topWid = useStack((split) => split.top?.wid ?? null);
  // Only the look of these windows' controls matters here: hovering the top window's buttons
  // must not redraw this full-screen canvas.
  const hovered = useScene((state) => (state.hovered && state.hovered.wid !== topWid ? state.hovered : null));
  const { textures, revision, afterRender } = useChromeTextures(theme, resolution, 'chrome');

  const [compose] = useState(createStackComposer);
  const pieces = useMemo(() => {
    const layers = compose(
      shown.map((record) => {
        const outer = displayRect(record, desktop, mobile);
        const ui = hovered?.wid === record.wid ? hovered : null;
        return { wid: record.wid, outer, inputs: [record, ui, desktop, mobile, theme, direction], pieces: () => chromeOf(record.attributes, chromeStateOf(record), outer, ui, theme, direction) };
      }),
    );
    return layers.flat();
  }, [compose, shown, desktop, mobile, hovered, theme, direction]);
  const [layer] = useState(createSpriteLayer);
  // In this commit, so the next animation frame draws it (see SpriteLayer); `revision` draws
  // the pieces whose icon has loaded since.
  useLayoutEffect(() => layer.show(pieces, textures.get), [layer, pieces, textures, revision]);

  return (
    <OnDemandCanvas
      className="chrome-canvas"
      style={{ zIndex }}
      width={width}
      height={height}
      resolution={resolution}
      afterRender={afterRender}
      renderer={CHROME_RENDERER}
      layer={layer}
    />
  );
});
