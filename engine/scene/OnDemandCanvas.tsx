import { Application, useApplication } from '@pixi/react';
import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Ticker, type ApplicationOptions } from 'pixi.js';
// Pixi generates its shader and uniform code with new Function unless this swaps in code that
// does not: the page's Content-Security-Policy allows no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { createDrawProgress, type DrawProgress } from './drawProgress';
import { useBusyProbe } from './drawingWork';
import { createFrameScheduler } from './frameScheduler';
import './onDemandCanvas.css';

export interface OnDemandCanvasProps {
  width: number;
  height: number;
  /** Device pixel ratio for the canvas; tests pin it to 1. */
  resolution: number;
  className?: string;
  style?: CSSProperties;
  /**
   * Runs after each rendered frame, in the same task, with the canvas that shows it: texture
   * caches sweep, the wallpaper takes its picture, tests count frames. Keep it stable.
   */
  afterRender?: (canvas: HTMLCanvasElement) => void;
  /**
   * Pixi's renderer, chosen once. 'canvas' (Canvas 2D) suits a canvas redrawn often: under
   * software GL Chromium composites in software and reads every WebGL frame back on the main
   * thread, waiting on the GPU process, while a 2D canvas is drawn in the page's memory and shown
   * as it is. Default 'webgl'.
   */
  renderer?: CanvasRenderer;
  children: ReactNode;
}

export type CanvasRenderer = 'webgl' | 'canvas';

/** @pixi/react 8.0.5 types `preference` as 'webgl' | 'webgpu' only; the pixi it hands it to also takes 'canvas'. */
const preferenceOf = (renderer: CanvasRenderer): object => ({ preference: renderer }) satisfies Pick<ApplicationOptions, 'preference'>;

interface FrameProps {
  width: number;
  height: number;
  afterRender?: (canvas: HTMLCanvasElement) => void;
  progress: DrawProgress;
  children: ReactNode;
}

/** Lives inside <Application>: sizes the renderer and renders one frame after each commit. */
function Frame({ width, height, afterRender, progress, children }: FrameProps) {
  const { app, isInitialised } = useApplication();
  const scheduler = useMemo(
    () =>
      isInitialised
        ? createFrameScheduler(() => {
            app.render();
            progress.rendered();
            afterRender?.(app.canvas);
          })
        : null,
    [app, isInitialised, afterRender, progress],
  );

  useEffect(() => () => scheduler?.dispose(), [scheduler]);

  // The Pixi reconciler has applied this commit's props by the time layout effects run, so the
  // frame requested here draws the new state rather than the previous one. Frame re-renders
  // whenever its children change, which is every change worth a frame.
  useLayoutEffect(() => {
    if (!scheduler) return;
    if (app.renderer.width !== width || app.renderer.height !== height) app.renderer.resize(width, height);
    progress.request({ children, width, height });
    scheduler.invalidate();
  });

  return <>{children}</>;
}

/**
 * A Pixi canvas through @pixi/react that renders only when its scene changed: no ticker, no
 * pointer events, transparent where nothing is drawn.
 */
export function OnDemandCanvas({ width, height, resolution, className, style, afterRender, renderer = 'webgl', children }: OnDemandCanvasProps) {
  // @pixi/react finishes its asynchronous init by rendering the children it was given first, over
  // whatever was rendered meanwhile. So the scene is mounted only once init is done.
  const [initialised, setInitialised] = useState(false);
  const [progress] = useState(createDrawProgress);
  useLayoutEffect(() => progress.want({ children, width, height }));
  useBusyProbe(progress.busy);
  return (
    <div className={['on-demand-canvas', `on-demand-canvas--${renderer}`, className].filter(Boolean).join(' ')} style={style}>
      <Application
        autoStart={false}
        sharedTicker={false}
        antialias={false}
        backgroundAlpha={0}
        resolution={resolution}
        autoDensity
        width={width}
        height={height}
        {...preferenceOf(renderer)}
        eventMode="none"
        eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
        onInit={() => {
          // Pixi's shared system ticker (pointer polling for its event system, the renderer's
          // scheduler) requests an animation frame forever, which alone kept an idle desktop at
          // about 3 % CPU. These canvases take no pointer input and render only on demand; the
          // textures they drop are destroyed by their caches, not by Pixi's scheduled GC.
          Ticker.system.stop();
          setInitialised(true);
        }}
      >
        {initialised ? (
          <Frame width={width} height={height} afterRender={afterRender} progress={progress}>
            {children}
          </Frame>
        ) : null}
      </Application>
    </div>
  );
}
