import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChromeTheme, Piece } from '../chrome';
import type { TextDirection } from '../i18n';
import { displayRect } from '../windows';
import { chromeOf } from './chrome/chromeOf';
import { useChromeTextures } from './chrome/useChromeTextures';
import { CHROME_RENDERER } from './chrome/renderer';
import { OnDemandCanvas } from './OnDemandCanvas';
import { createSpriteLayer } from './spriteLayer';
import { useCompositedTranslate } from './useCompositedTranslate';
import { useScene, useStack, useWindows } from './windowsContext';
import './chromeCanvas.css';

export interface ActiveChromeProps {
  zIndex: number;
  resolution: number;
  theme: ChromeTheme;
  /** The page's direction: 'rtl' mirrors the header. */
  direction: TextDirection;
}

const Canvas = memo(OnDemandCanvas);
const NO_CRUMBS: readonly string[] = [];
const NO_PIECES: readonly Piece[] = [];

/**
 * The top window's chrome on a canvas of its own, just large enough for the window and its
 * shadow. Moving the window only moves this canvas (a compositor transform); the canvas redraws
 * when the window's size, title, focus or a control's look changes.
 */
export function ActiveChrome({ zIndex, resolution, theme, direction }: ActiveChromeProps) {
  const top = useStack((split) => split.top);
  const desktop = useWindows((state) => state.desktop);
  const mobile = useWindows((state) => state.mobile);
  const hovered = useScene((state) => (state.hovered && state.hovered.wid === top?.wid ? state.hovered : null));
  const { textures, revision, afterRender } = useChromeTextures(theme, resolution, 'active');

  // With no window the canvas stays, hidden, so the next window does not pay for a new WebGL context.
  const outer = top ? displayRect(top, desktop, mobile) : { left: 0, top: 0, width: 0, height: 0 };
  const margin = theme.shadowSize;
  const width = outer.width + 2 * margin;
  const height = outer.height + 2 * margin;
  const title = top?.title ?? '';
  const breadcrumb = top?.breadcrumb ?? NO_CRUMBS;
  const icon = top?.icon ?? null;
  const attributes = top?.attributes ?? null;
  const focused = top?.state.focused ?? false;
  const maximized = top?.state.maximized ?? false;

  const pieces = useMemo(() => {
    if (!attributes) return NO_PIECES;
    const local = { left: margin, top: margin, width: outer.width, height: outer.height };
    return chromeOf(attributes, { title, breadcrumb, icon, focused, maximized }, local, hovered, theme, direction);
    // The position is not an input: a move translates the canvas and never redraws it.
  }, [title, breadcrumb, icon, attributes, focused, maximized, outer.width, outer.height, hovered, theme, direction, margin]);
  const [layer] = useState(createSpriteLayer);
  // In this commit, so the next animation frame draws it (see SpriteLayer).
  useLayoutEffect(() => layer.show(pieces, textures.get), [layer, pieces, textures, revision]);

  const ref = useRef<HTMLDivElement>(null);
  // Only while a window shows: on the hidden canvas of an empty desktop the animation ran on the
  // main thread, a frame every vsync (3.8 % CPU on an idle desktop with no window).
  useCompositedTranslate(ref, outer.left - margin, outer.top - margin, top !== null);

  return (
    <div ref={ref} className="chrome-canvas chrome-canvas--active" style={{ zIndex, width, height, display: top ? undefined : 'none' }}>
      <Canvas width={width} height={height} resolution={resolution} afterRender={afterRender} renderer={CHROME_RENDERER} layer={layer} />
    </div>
  );
}
