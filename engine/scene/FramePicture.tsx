import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { frames as hub, type CanvasName } from '../frames';
import { useBusyProbe } from './drawingWork';
import { createFrameImage, type FrameImage } from './frameImage';

/** A canvas's frames as pictures for as long as the component lives: pass `capture` as the canvas's afterRender. */
export function useFrameImage(): { frames: FrameImage; capture: (canvas: HTMLCanvasElement) => void } {
  const [frames] = useState(createFrameImage);
  useEffect(() => () => frames.dispose(), [frames]);
  useBusyProbe(frames.busy);
  const capture = useCallback((canvas: HTMLCanvasElement) => frames.capture(canvas), [frames]);
  return { frames, capture };
}

export interface FramePictureProps {
  frames: FrameImage;
  className: string;
  testId?: string;
  /** Which canvas's frames these are, for the frame hub's reports. */
  canvas: CanvasName;
}

/**
 * Shows the newest frame as the element's background; a component of its own, so that a new frame
 * does not re-render the canvas (which would draw one more).
 */
export function FramePicture({ frames, className, testId, canvas }: FramePictureProps) {
  const url = useSyncExternalStore(frames.subscribe, frames.url);
  useLayoutEffect(() => {
    if (!url) return;
    frames.shown(url);
    hub.drawn(canvas);
  }, [frames, url, canvas]);
  return <div className={className} data-testid={testId} style={url ? { backgroundImage: `url("${url}")` } : undefined} />;
}
