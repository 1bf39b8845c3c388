import { extend } from '@pixi/react';
import { Container, Sprite } from 'pixi.js';
import type { Piece } from '../chrome';
import type { TextureCache } from './chrome/textureCache';

extend({ Container, Sprite });

/** Draws chrome pieces as sprites, in order. Pieces whose texture is not ready yet are skipped. */
export interface PiecesLayerProps {
  pieces: readonly Piece[];
  textures: TextureCache;
  /** Changes when a texture that was loading became ready, so the skipped pieces get drawn. */
  revision: number;
}

export function PiecesLayer({ pieces, textures }: PiecesLayerProps) {
  return (
    <pixiContainer>
      {pieces.map((piece, index) => {
        const texture = textures.get(piece);
        if (!texture) return null;
        return (
          <pixiSprite
            key={index}
            texture={texture}
            x={piece.rect.left}
            y={piece.rect.top}
            width={piece.rect.width}
            height={piece.rect.height}
            tint={piece.tint}
            alpha={piece.alpha}
          />
        );
      })}
    </pixiContainer>
  );
}
