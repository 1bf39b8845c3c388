import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
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
  /** Called each time a new frame is on screen (tests count them). Keep it stable. */
  onFrame?: () => void;
}

/**
 * Shows the newest frame as the element's background; a component of its own, so that a new frame
 * does not re-render the canvas (which would draw one more).
 */
export function FramePicture({ frames, className, testId, onFrame }: FramePictureProps) {
  const url = useSyncExternalStore(frames.subscribe, frames.url);
  useLayoutEffect(() => {
    if (!url) return;
    frames.shown(url);
    onFrame?.();
  }, [frames, url, onFrame]);
  return <div className={className} data-testid={testId} style={url ? { backgroundImage: `url("${url}")` } : undefined} />;
}
