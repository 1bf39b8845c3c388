import { extend } from '@pixi/react';
import { Container, Sprite } from 'pixi.js';
import { useLayoutEffect, useRef } from 'react';
import type { Piece } from '../chrome';
import type { TextureCache } from './chrome/textureCache';
import { syncSprites } from './syncSprites';

extend({ Container });

/** Draws chrome pieces as sprites, in order. Pieces whose texture is not ready yet are skipped. */
export interface PiecesLayerProps {
  pieces: readonly Piece[];
  textures: TextureCache;
  /** Changes when a texture that was loading became ready, so the skipped pieces get drawn. */
  revision: number;
}

/**
 * The sprites are set straight from the pieces, not through one React element per piece: a
 * full-screen canvas holds thousands of them, and reconciling each one's props on every change
 * of the stack cost more than drawing them. Layout effects run before the canvas's own, which
 * renders the frame, so the frame shows these sprites.
 */
export function PiecesLayer({ pieces, textures, revision }: PiecesLayerProps) {
  const layer = useRef<Container>(null);
  useLayoutEffect(() => {
    if (layer.current) syncSprites(layer.current, pieces, (piece) => textures.get(piece), () => new Sprite());
  }, [pieces, textures, revision]);
  return <pixiContainer ref={layer} />;
}
