import { Application, useApplication } from '@pixi/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Ticker, type ApplicationOptions } from 'pixi.js';
// Pixi generates its shader and uniform code with new Function unless this swaps in code that
// does not: the page's Content-Security-Policy allows no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { createDrawProgress, type DrawProgress } from './drawProgress';
import { useBusyProbe } from './drawingWork';
import { createFrameScheduler } from './frameScheduler';
import type { SpriteLayer } from './spriteLayer';
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
  /**
   * Sprites its owner sets in its own commit (see SpriteLayer), drawn under the children: a
   * change to them is drawn in the next animation frame, without a commit of the Pixi tree.
   */
  layer?: SpriteLayer;
  children?: ReactNode;
}

export type CanvasRenderer = 'webgl' | 'canvas';

/** @pixi/react 8.0.5 types `preference` as 'webgl' | 'webgpu' only; the pixi it hands it to also takes 'canvas'. */
const preferenceOf = (renderer: CanvasRenderer): object => ({ preference: renderer }) satisfies Pick<ApplicationOptions, 'preference'>;

interface FrameProps {
  width: number;
  height: number;
  afterRender?: (canvas: HTMLCanvasElement) => void;
  progress: DrawProgress;
  layer?: SpriteLayer;
  children?: ReactNode;
}

/** Lives inside <Application>: sizes the renderer and renders one frame after each commit. */
function Frame({ width, height, afterRender, progress, layer, children }: FrameProps) {
  const { app, isInitialised } = useApplication();
  const scheduler = useMemo(
    () =>
      isInitialised
        ? createFrameScheduler(() => {
            // At the size of the DOM side's last commit, which a layer's sprites already follow,
            // while this tree's own commit (and its props) may come after the frame.
            const wanted = progress.wanted();
            const size = wanted ? { width: wanted.width, height: wanted.height } : undefined;
            if (size && (app.renderer.width !== size.width || app.renderer.height !== size.height)) app.renderer.resize(size.width, size.height);
            app.render();
            layer?.drawn();
            progress.rendered(size);
            afterRender?.(app.canvas);
          })
        : null,
    [app, isInitialised, afterRender, progress, layer],
  );

  useEffect(() => () => scheduler?.dispose(), [scheduler]);

  useLayoutEffect(() => {
    if (!scheduler || !layer) return;
    app.stage.addChildAt(layer.container, 0);
    const stop = layer.subscribe(() => scheduler.invalidate());
    // What it was given before the canvas was ready.
    if (layer.busy()) scheduler.invalidate();
    return () => {
      stop();
      app.stage.removeChild(layer.container);
    };
  }, [app, scheduler, layer]);

  // The Pixi reconciler has applied this commit's props by the time layout effects run, so the
  // frame requested here draws the new state rather than the previous one. Frame re-renders
  // whenever its children change, which is every change of them worth a frame; a render with
  // the same children and size (its owner re-rendered for its layer) has nothing new to draw.
  useLayoutEffect(() => {
    if (scheduler && progress.request({ children, width, height })) scheduler.invalidate();
  });

  return <>{children}</>;
}

/**
 * A Pixi canvas through @pixi/react that renders only when its scene changed: no ticker, no
 * pointer events, transparent where nothing is drawn.
 */
export function OnDemandCanvas({ width, height, resolution, className, style, afterRender, renderer = 'webgl', layer, children }: OnDemandCanvasProps) {
  // @pixi/react finishes its asynchronous init by rendering the children it was given first, over
  // whatever was rendered meanwhile. So the scene is mounted only once init is done.
  const [initialised, setInitialised] = useState(false);
  const [progress] = useState(createDrawProgress);
  useLayoutEffect(() => progress.want({ children, width, height }));
  const busy = useCallback(() => progress.busy() || (layer?.busy() ?? false), [progress, layer]);
  useBusyProbe(busy);
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
          <Frame width={width} height={height} afterRender={afterRender} progress={progress} layer={layer}>
            {children}
          </Frame>
        ) : null}
      </Application>
    </div>
  );
}
