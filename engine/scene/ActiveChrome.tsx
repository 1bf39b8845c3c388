import { memo, useCallback, useEffect, useMemo, useReducer } from 'react';
import type { ChromeTheme } from '../chrome';
import { displayRect, type WindowRecord } from '../windows';
import { chromeOf } from './chrome/chromeOf';
import { createTextureCache } from './chrome/textureCache';
import { OnDemandCanvas } from './OnDemandCanvas';
import { PiecesLayer } from './PiecesLayer';
import { useScene, useWindows } from './windowsContext';

export interface ActiveChromeProps {
  top: WindowRecord;
  zIndex: number;
  resolution: number;
  theme: ChromeTheme;
  /** Called after each rendered frame (tests count them). Keep it stable. */
  onFrame?: () => void;
}

const Canvas = memo(OnDemandCanvas);

/**
 * The top window's chrome on a canvas of its own, just large enough for the window and its
 * shadow. Moving the window only moves this canvas (a compositor transform); the canvas redraws
 * when the window's size, title, focus or a control's look changes.
 */
export function ActiveChrome({ top, zIndex, resolution, theme, onFrame }: ActiveChromeProps) {
  const desktop = useWindows((state) => state.desktop);
  const mobile = useWindows((state) => state.mobile);
  const hovered = useScene((state) => (state.hovered?.wid === top.wid ? state.hovered : null));
  const [iconsLoaded, iconLoaded] = useReducer((count: number) => count + 1, 0);
  const textures = useMemo(() => createTextureCache(theme, resolution, iconLoaded), [theme, resolution]);
  useEffect(() => () => textures.dispose(), [textures]);
  const afterRender = useCallback(() => {
    textures.sweep();
    onFrame?.();
  }, [textures, onFrame]);

  const outer = displayRect(top, desktop, mobile);
  const margin = theme.shadowSize;
  const width = outer.width + 2 * margin;
  const height = outer.height + 2 * margin;
  const { title, icon, attributes } = top;
  const { focused, maximized } = top.state;

  const layer = useMemo(() => {
    const local = { left: margin, top: margin, width: outer.width, height: outer.height };
    const pieces = chromeOf(attributes, { title, icon, focused, maximized }, local, hovered, theme);
    return <PiecesLayer pieces={pieces} textures={textures} revision={iconsLoaded} />;
    // The position is not an input: a move translates the canvas and never redraws it.
  }, [title, icon, attributes, focused, maximized, outer.width, outer.height, hovered, theme, textures, margin, iconsLoaded]);

  return (
    <div
      className="chrome-canvas chrome-canvas--active"
      style={{ zIndex, width, height, transform: `translate3d(${outer.left - margin}px, ${outer.top - margin}px, 0)` }}
    >
      <Canvas width={width} height={height} resolution={resolution} afterRender={afterRender}>
        {layer}
      </Canvas>
    </div>
  );
}
