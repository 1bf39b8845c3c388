import { extend } from '@pixi/react';
import { CanvasSource, Sprite, Texture } from 'pixi.js';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { Clock } from '../core';
import type { WidgetDefinition } from '../extensions';
import { FramePicture, useFrameImage } from './FramePicture';
import { OnDemandCanvas } from './OnDemandCanvas';

extend({ Sprite });

export interface WidgetPictureProps {
  definition: WidgetDefinition;
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
  /** Called each time a new frame is on screen (tests count them). Keep it stable. */
  onFrame?: () => void;
}

/**
 * One widget, drawn by its type's `render` into a canvas of the widget's size, put in the Pixi
 * scene as a sprite and shown, like the wallpaper, as a picture of the scene's frame (a canvas
 * under the windows would be a compositor layer of its own). A tick redraws and re-encodes only
 * this widget's pixels, never the wallpaper; a tick whose time equals the last frame's (the test
 * clock) draws nothing.
 */
export function WidgetPicture({ definition, width, height, options, resolution, clock, fps, running, onFrame }: WidgetPictureProps) {
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

  const { source, texture } = useMemo(() => {
    const canvas = new CanvasSource({ width, height, resolution });
    return { source: canvas, texture: new Texture({ source: canvas }) };
  }, [width, height, resolution]);
  useEffect(() => () => texture.destroy(true), [texture]);
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

  const { frames, capture } = useFrameImage();
  return (
    <>
      <FramePicture frames={frames} className="widget__picture" onFrame={onFrame} />
      <OnDemandCanvas className="widget__source" width={width} height={height} resolution={resolution} renderer="canvas" afterRender={capture}>
        <pixiSprite texture={texture} width={width} height={height} />
      </OnDemandCanvas>
    </>
  );
}
