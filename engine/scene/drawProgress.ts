import type { ReactNode } from 'react';

/** One state of the scene: the children and the size a commit asked the canvas to show. */
export interface Drawing {
  children: ReactNode;
  width: number;
  height: number;
}

/**
 * Whether the canvas has drawn what it was last asked to. The Pixi tree commits after the DOM
 * tree, often in a task of its own, so "no frame requested" alone would call a canvas idle in
 * between; comparing what was asked with what was drawn does not depend on that order.
 */
export interface DrawProgress {
  /** A commit of the canvas asked for `drawing` (DOM side). */
  want: (drawing: Drawing) => void;
  /** Frame asked for a frame of `drawing` (Pixi side); false when the last frame shows it already. */
  request: (drawing: Drawing) => boolean;
  /** A frame was rendered: it shows the last drawing requested, at `size` (by default the drawing's). */
  rendered: (size?: { width: number; height: number }) => void;
  busy: () => boolean;
  /** What the DOM side asked for last: its size is the one to render at. */
  wanted: () => Drawing | null;
}

export function createDrawProgress(): DrawProgress {
  let wanted: Drawing | null = null;
  let requested: Drawing | null = null;
  let drawn: Drawing | null = null;
  const same = (a: Drawing | null, b: Drawing | null) => a === b || (!!a && !!b && a.children === b.children && a.width === b.width && a.height === b.height);
  return {
    want: (drawing) => void (wanted = drawing),
    request(drawing) {
      requested = drawing;
      return !same(drawn, drawing);
    },
    rendered(size) {
      drawn = requested && size ? { ...requested, ...size } : requested;
    },
    busy: () => !same(drawn, wanted),
    wanted: () => wanted,
  };
}
