import { Container, Sprite, type Texture } from 'pixi.js';
import type { Piece } from '../chrome';
import { syncSprites } from './syncSprites';

/**
 * Chrome pieces as sprites, set by the view that composes them in its own (DOM) commit, for an
 * OnDemandCanvas to draw. Going through @pixi/react instead put the sprites in a commit of the
 * Pixi tree, which its scheduler runs in a task of its own: after a raise or an open the browser
 * painted the DOM first and the canvases a frame later (raise at 1,000 windows: the commit, a
 * paint of 11 ms, the Pixi commit, then the frame that showed both canvases).
 */
export interface SpriteLayer {
  /** What the canvas puts on its stage. */
  readonly container: Container;
  /** Shows `pieces` in order (see syncSprites) and asks the canvas for a frame. */
  show(pieces: readonly Piece[], textureOf: (piece: Piece) => Texture | null): void;
  /** Shown since the canvas last drew it. */
  busy(): boolean;
  /** Calls `listener` after each `show`; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** The canvas drew the layer as it is now. */
  drawn(): void;
}

export function createSpriteLayer(): SpriteLayer {
  const container = new Container();
  const listeners = new Set<() => void>();
  let undrawn = false;
  return {
    container,
    show(pieces, textureOf) {
      // Nothing to draw and nothing drawn: the desktop's start changes an empty stack a few times.
      if (pieces.length === 0 && container.children.length === 0) return;
      syncSprites(container, pieces, textureOf, () => new Sprite());
      undrawn = true;
      for (const listener of listeners) listener();
    },
    busy: () => undrawn,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drawn() {
      undrawn = false;
    },
  };
}
