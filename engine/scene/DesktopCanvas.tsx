import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FramePicture, useFrameImage } from './FramePicture';
import { OnDemandCanvas } from './OnDemandCanvas';
import { useWallpaperTexture } from './useWallpaperTexture';
import { Wallpaper, wallpaperBackground, type WallpaperFill } from './Wallpaper';
import './desktopCanvas.css';

export interface DesktopCanvasProps {
  wallpaper: WallpaperFill;
  /** Device pixel ratio for the canvas; tests pin it to 1. */
  resolution: number;
}

interface Size {
  width: number;
  height: number;
}

export function useElementSize(ref: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((previous) => (previous && previous.width === width && previous.height === height ? previous : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The desktop below every window: the wallpaper now, widgets later. Pixi draws it on a canvas that
 * is not shown; the page shows each frame as a background image (see frameImage.ts for why).
 * Fills its parent.
 *
 * Drawn in Canvas 2D, not WebGL: under software GL reading a 1280×800 WebGL frame back
 * (readPixels) took 180–990 ms of the main thread after sign-in, and compiling Pixi's WebGL
 * programs for this canvas 70–320 ms more; a 2D canvas's pixels are in the page's memory.
 */
export function DesktopCanvas({ wallpaper, resolution }: DesktopCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(hostRef);
  // Loaded here, above the canvas, so that the image arriving re-renders the scene and draws a frame.
  const image = useWallpaperTexture(wallpaper.style === 'image' ? wallpaper.src : null);
  const { frames, capture } = useFrameImage();
  return (
    <div ref={hostRef} className="desktop-canvas" data-testid="desktop-canvas" style={{ background: wallpaperBackground(wallpaper) }}>
      <FramePicture frames={frames} className="desktop-canvas__picture" testId="desktop-picture" canvas="desktop" />
      {size ? (
        <OnDemandCanvas
          className="desktop-canvas__source"
          width={size.width}
          height={size.height}
          resolution={resolution}
          renderer="canvas"
          afterRender={capture}
        >
          <Wallpaper width={size.width} height={size.height} fill={wallpaper} image={image} />
        </OnDemandCanvas>
      ) : null}
    </div>
  );
}
