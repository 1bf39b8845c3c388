import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useBusyProbe } from './drawingWork';
import { createFrameImage, type FrameImage } from './frameImage';
import { OnDemandCanvas } from './OnDemandCanvas';
import { useWallpaperTexture } from './useWallpaperTexture';
import { Wallpaper, type WallpaperFill } from './Wallpaper';

export interface DesktopCanvasProps {
  wallpaper: WallpaperFill;
  /** Device pixel ratio for the canvas; tests pin it to 1. */
  resolution: number;
  /** Called each time a new frame is on screen (tests count them). Keep it stable. */
  onFrame?: () => void;
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
 */
export function DesktopCanvas({ wallpaper, resolution, onFrame }: DesktopCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(hostRef);
  // Loaded here, above the canvas, so that the image arriving re-renders the scene and draws a frame.
  const image = useWallpaperTexture(wallpaper.style === 'image' ? wallpaper.src : null);
  const [frames] = useState(createFrameImage);
  useEffect(() => () => frames.dispose(), [frames]);
  useBusyProbe(frames.busy);
  const capture = useCallback((canvas: HTMLCanvasElement) => frames.capture(canvas), [frames]);
  return (
    <div ref={hostRef} className="desktop-canvas" data-testid="desktop-canvas">
      <Picture frames={frames} onFrame={onFrame} />
      {size ? (
        <OnDemandCanvas className="desktop-canvas__source" width={size.width} height={size.height} resolution={resolution} afterRender={capture}>
          <Wallpaper width={size.width} height={size.height} fill={wallpaper} image={image} />
        </OnDemandCanvas>
      ) : null}
    </div>
  );
}

/** Shows the newest frame; a component of its own, so that a new frame does not re-render the canvas (which would draw one more). */
function Picture({ frames, onFrame }: { frames: FrameImage; onFrame?: () => void }) {
  const url = useSyncExternalStore(frames.subscribe, frames.url);
  useLayoutEffect(() => {
    if (!url) return;
    frames.shown(url);
    onFrame?.();
  }, [frames, url, onFrame]);
  return <div className="desktop-canvas__picture" data-testid="desktop-picture" style={url ? { backgroundImage: `url("${url}")` } : undefined} />;
}
