import { Application, useApplication } from '@pixi/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createFrameScheduler, type FrameScheduler } from './frameScheduler';
import { Wallpaper } from './Wallpaper';

export interface DesktopCanvasProps {
  /** Device pixel ratio for the canvas; tests pin it to 1. */
  resolution: number;
  /** Receives the scheduler once the renderer exists, so tests and benchmarks can count frames. */
  onScheduler?: (scheduler: FrameScheduler) => void;
}

interface Size {
  width: number;
  height: number;
}

function useElementSize(ref: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((previous) =>
        previous && previous.width === Math.round(width) && previous.height === Math.round(height)
          ? previous
          : { width: Math.round(width), height: Math.round(height) },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** Lives inside <Application>: sizes the renderer and renders one frame after each commit. */
function Scene({ size, onScheduler }: { size: Size; onScheduler?: (scheduler: FrameScheduler) => void }) {
  const { app, isInitialised } = useApplication();
  const scheduler = useMemo(() => (isInitialised ? createFrameScheduler(() => app.render()) : null), [app, isInitialised]);

  useEffect(() => {
    if (!scheduler) return;
    onScheduler?.(scheduler);
    return () => scheduler.dispose();
  }, [scheduler, onScheduler]);

  // The Pixi reconciler has applied this commit's props by the time layout effects run, so the
  // frame requested here draws the new state rather than the previous one.
  useLayoutEffect(() => {
    if (!scheduler) return;
    app.renderer.resize(size.width, size.height);
    scheduler.invalidate();
  }, [app, scheduler, size]);

  return <Wallpaper width={size.width} height={size.height} />;
}

/**
 * The desktop canvas: wallpaper now, widgets later. It renders only when something changed
 * (no ticker), takes no pointer events, and fills its parent.
 */
export function DesktopCanvas({ resolution, onScheduler }: DesktopCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(hostRef);
  return (
    <div ref={hostRef} className="desktop-canvas" data-testid="desktop-canvas">
      {size ? (
        <Application
          autoStart={false}
          sharedTicker={false}
          antialias={false}
          resolution={resolution}
          autoDensity
          width={size.width}
          height={size.height}
          preference="webgl"
          eventMode="none"
          eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
        >
          <Scene size={size} onScheduler={onScheduler} />
        </Application>
      ) : null}
    </div>
  );
}
