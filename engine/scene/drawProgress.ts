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
  /** Frame asked for a frame of `drawing` (Pixi side). */
  request: (drawing: Drawing) => void;
  /** A frame was rendered: it shows the last drawing requested. */
  rendered: () => void;
  busy: () => boolean;
}

export function createDrawProgress(): DrawProgress {
  let wanted: Drawing | null = null;
  let requested: Drawing | null = null;
  let drawn: Drawing | null = null;
  const same = (a: Drawing | null, b: Drawing | null) => a === b || (!!a && !!b && a.children === b.children && a.width === b.width && a.height === b.height);
  return {
    want: (drawing) => void (wanted = drawing),
    request: (drawing) => void (requested = drawing),
    rendered: () => void (drawn = requested),
    busy: () => !same(drawn, wanted),
  };
}
