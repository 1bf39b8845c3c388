import { bitmapFile } from './bitmapFile';
import { readFrame } from './readFrame';

/**
 * A canvas's frames shown as an image. A canvas below the windows is a compositor layer of its
 * own, and Chromium cannot then merge the still windows above it into one: at 1,000 spread
 * windows a drag frame had about 700 layers instead of about 24, and a drag step took 15.7 ms of
 * main thread instead of 8.8; that work grows with the number of windows. An image is painted into the page like any background. So the
 * wallpaper is drawn by Pixi, as before, and shown as a picture of its newest frame.
 */
export interface FrameImage {
  /**
   * Takes the canvas's current frame. Call it in the task that rendered the frame: a WebGL canvas
   * keeps no frame past it.
   */
  capture: (canvas: HTMLCanvasElement) => void;
  /** The newest frame that is ready to show without a blank flash, as a URL; null before the first. */
  url: () => string | null;
  subscribe: (listener: () => void) => () => void;
  /** The view shows `url`: frames older than it are no longer needed. */
  shown: (url: string) => void;
  /** A frame was captured that the view does not show yet. */
  busy: () => boolean;
  dispose: () => void;
}

export interface FrameImageDeps {
  /** Encodes the canvas's current pixels; the copy is taken when this is called. */
  encode(canvas: HTMLCanvasElement): Promise<Blob>;
  /** Resolves once the image at `url` is decoded and ready to paint. */
  load(url: string): Promise<void>;
  createURL(blob: Blob): string;
  revokeURL(url: string): void;
}

const browserDeps: FrameImageDeps = {
  // An uncompressed bitmap: lossless, so the picture is the canvas's frame to the pixel, and
  // nearly free to make and to decode (toBlob's PNG took 300 ms of a 1280×800 desktop's start-up).
  encode: (canvas) => new Promise((resolve) => resolve(bitmapFile(readFrame(canvas)))),
  load: (url) => {
    const image = new Image();
    image.src = url;
    return image.decode();
  },
  createURL: (blob) => URL.createObjectURL(blob),
  revokeURL: (url) => URL.revokeObjectURL(url),
};

export function createFrameImage(deps: FrameImageDeps = browserDeps): FrameImage {
  const listeners = new Set<() => void>();
  let captured = 0;
  let pending = 0;
  // The capture number of `current`: a frame older than it that finishes later is dropped.
  let published = 0;
  let current: string | null = null;
  let onScreen: string | null = null;
  // The URLs handed out that the view may still show: revoked once it shows a newer one.
  const live = new Set<string>();
  let disposed = false;

  const revokeAllBut = (keep: string | null) => {
    for (const url of live) {
      if (url === keep) continue;
      deps.revokeURL(url);
      live.delete(url);
    }
  };
  const stale = (frame: number) => disposed || frame < published;

  const present = async (canvas: HTMLCanvasElement, frame: number) => {
    const blob = await deps.encode(canvas);
    if (stale(frame)) return;
    const url = deps.createURL(blob);
    try {
      await deps.load(url);
    } catch (error) {
      deps.revokeURL(url);
      throw error;
    }
    if (stale(frame)) return deps.revokeURL(url);
    published = frame;
    current = url;
    live.add(url);
    for (const listener of listeners) listener();
  };

  return {
    capture(canvas) {
      pending++;
      // A frame that cannot be shown leaves the last one that could on screen.
      present(canvas, ++captured)
        .catch(() => undefined)
        .finally(() => pending--);
    },
    url: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown(url) {
      onScreen = url;
      revokeAllBut(url);
    },
    busy: () => pending > 0 || current !== onScreen,
    dispose() {
      disposed = true;
      revokeAllBut(null);
      listeners.clear();
    },
  };
}
