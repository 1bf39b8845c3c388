import type { Container, Sprite, Texture } from 'pixi.js';
import type { Piece } from '../chrome';

/** What `syncSprites` needs of a Pixi container: its sprites, in drawing order. */
type SpriteLayer = Pick<Container, 'addChild' | 'removeChildren'> & { readonly children: readonly Container[] };

/**
 * Makes `layer`'s sprites show `pieces`, in order, reusing the sprites it has: the n-th drawn piece
 * updates the n-th sprite, new ones are made only for pieces beyond them, and leftovers are
 * removed and destroyed (their textures are the cache's, so they stay). A piece whose texture is
 * not ready (null) is skipped. Returns the number of sprites shown.
 */
export function syncSprites(layer: SpriteLayer, pieces: readonly Piece[], textureOf: (piece: Piece) => Texture | null, create: () => Sprite): number {
  let shown = 0;
  for (const piece of pieces) {
    const texture = textureOf(piece);
    if (!texture) continue;
    let sprite = layer.children[shown] as Sprite | undefined;
    if (!sprite) {
      sprite = create();
      layer.addChild(sprite);
    }
    // The texture first: width and height scale the sprite to its texture's size.
    sprite.texture = texture;
    sprite.x = piece.rect.left;
    sprite.y = piece.rect.top;
    sprite.width = piece.rect.width;
    sprite.height = piece.rect.height;
    sprite.tint = piece.tint;
    sprite.alpha = piece.alpha;
    shown++;
  }
  if (layer.children.length > shown) for (const sprite of layer.removeChildren(shown)) sprite.destroy();
  return shown;
}
