import { extend } from '@pixi/react';
import { CanvasSource, Sprite, Texture } from 'pixi.js';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Clock } from '../core';
import { frames } from '../frames';
import type { CanvasWidgetDefinition } from '../widgets';
import { OnDemandCanvas } from './OnDemandCanvas';

extend({ Sprite });

export interface WidgetCanvasProps {
  definition: CanvasWidgetDefinition;
  width: number;
  height: number;
  options: Readonly<Record<string, unknown>>;
  /** Device pixel ratio for the canvas; tests pin it to 1. */
  resolution: number;
  /** The time each frame shows (test mode: a fixed one). */
  clock: Clock;
  /** Frames per second while running; 0 draws only when the widget changes. */
  fps: number;
  /** False while the page is hidden: the widget draws nothing. */
  running: boolean;
}

const reportFrame = () => frames.drawn('widgets');

/**
 * One widget, drawn by its type's `render` into a canvas of the widget's size and put on screen
 * by a small Pixi scene of its own (Canvas 2D): a tick redraws only this widget's pixels, never
 * the wallpaper; a tick whose time equals the last frame's (the test clock) draws nothing.
 *
 * Its canvas is on the page, under the windows. Shown as a picture of each frame instead (as the
 * wallpaper is), a widget took no compositor layer, but each tick cost ~8 ms of main thread
 * (encode, load and decode a PNG): 10 clocks idled at 7.9 % CPU, and a drag over 1,000 spread
 * windows with them took 9.5 ms a step. As a canvas a tick costs ~1 ms (10 clocks: 1.2 % CPU), and
 * the windows over the canvases become layers of their own: ~100 with 10 clocks, a drag step at
 * 1,000 windows 6.6 ms instead of 5.3 ms.
 */
export function WidgetCanvas({ definition, width, height, options, resolution, clock, fps, running }: WidgetCanvasProps) {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!running) return;
    const read = () => {
      const next = clock.now();
      setNow((previous) => (previous.getTime() === next.getTime() ? previous : next));
    };
    // Back from a hidden page: the time it shows at once, then the ticks, on the period's edge.
    read();
    if (!(fps > 0)) return;
    const period = 1000 / fps;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        read();
        schedule();
      }, period - (Date.now() % period));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, fps, clock]);

  // A texture per size. The old one is destroyed by the sprite that drew it, once the Pixi scene
  // has given the sprite the new one (see WidgetSprite): destroyed here, it could still be drawn.
  const { source, texture } = useMemo(() => {
    const canvas = new CanvasSource({ width, height, resolution });
    return { source: canvas, texture: new Texture({ source: canvas }) };
  }, [width, height, resolution]);
  // Drawn before the scene renders it: the frame is rendered in the next animation frame.
  useLayoutEffect(() => {
    const context = source.context2D;
    context.setTransform(resolution, 0, 0, resolution, 0, 0);
    context.clearRect(0, 0, width, height);
    context.save();
    try {
      definition.render({ context, width, height, options, now });
    } catch (error) {
      // A plugin's widget that fails to draw shows blank; the desktop goes on.
      console.error(`Atrium: widget '${definition.name}' failed to draw`, error);
    } finally {
      context.restore();
    }
    source.update();
  }, [source, definition, width, height, options, now, resolution]);

  return (
    <OnDemandCanvas className="widget__canvas" width={width} height={height} resolution={resolution} renderer="canvas" afterRender={reportFrame}>
      <WidgetSprite texture={texture} width={width} height={height} />
    </OnDemandCanvas>
  );
}

/** The widget's sprite in the Pixi scene; destroys each texture it is done with, after it holds the next. */
function WidgetSprite({ texture, width, height }: { texture: Texture; width: number; height: number }) {
  useLayoutEffect(() => () => texture.destroy(true), [texture]);
  return <pixiSprite texture={texture} width={width} height={height} />;
}
