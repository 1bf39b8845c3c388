import { Container, Sprite, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { FULL_UV, type Piece } from '../../../engine/chrome';
import { syncSprites } from '../../../engine/scene';

const piece = (left: number, tint = '#ff0000', alpha = 1): Piece => ({
  texture: { kind: 'solid' },
  rect: { left, top: 2 * left, width: 30 + left, height: 10 },
  uv: FULL_UV,
  tint,
  alpha,
});

function counting() {
  let made = 0;
  return {
    create: () => (made++, new Sprite()),
    get made() {
      return made;
    },
  };
}

describe('syncSprites', () => {
  it('shows each piece as a sprite at its rectangle, with its tint and alpha, in order', () => {
    const layer = new Container();
    const shown = syncSprites(layer, [piece(0), piece(5, '#00ff00', 0.5)], () => Texture.WHITE, () => new Sprite());
    expect(shown).toBe(2);
    const [first, second] = layer.children as Sprite[];
    expect([first?.x, first?.y, first?.width, first?.height]).toEqual([0, 0, 30, 10]);
    expect([second?.x, second?.y, second?.width, second?.height, second?.alpha]).toEqual([5, 10, 35, 10, 0.5]);
    expect(second?.tint).toBe(0x00ff00);
  });

  it('reuses the sprites it has, makes only the missing ones and destroys the leftovers', () => {
    const layer = new Container();
    const sprites = counting();
    syncSprites(layer, [piece(0), piece(1), piece(2)], () => Texture.WHITE, sprites.create);
    const [kept] = layer.children;
    syncSprites(layer, [piece(7), piece(8), piece(9), piece(10)], () => Texture.WHITE, sprites.create);
    expect(sprites.made).toBe(4);
    expect(layer.children[0]).toBe(kept);
    expect((layer.children[0] as Sprite).x).toBe(7);
    const leftovers = layer.children.slice(1);
    syncSprites(layer, [piece(3)], () => Texture.WHITE, sprites.create);
    expect(layer.children).toHaveLength(1);
    for (const sprite of leftovers) expect(sprite.destroyed).toBe(true);
    expect(Texture.WHITE.destroyed).toBe(false);
  });

  it('skips the pieces whose texture is not ready', () => {
    const layer = new Container();
    const shown = syncSprites(layer, [piece(0), piece(1), piece(2)], (p) => (p.rect.left === 1 ? null : Texture.WHITE), () => new Sprite());
    expect(shown).toBe(2);
    expect((layer.children as Sprite[]).map((sprite) => sprite.x)).toEqual([0, 2]);
  });
});
