import { Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { FULL_UV, type Piece } from '../../../engine/chrome';
import { createSpriteLayer } from '../../../engine/scene/spriteLayer';

const piece = (left: number): Piece => ({ texture: { kind: 'solid' }, rect: { left, top: 0, width: 10, height: 10 }, uv: FULL_UV, tint: '#ff0000', alpha: 1 });

describe('sprite layer', () => {
  it('shows pieces at once and asks for one frame per change, none for an empty stack shown again', () => {
    const layer = createSpriteLayer();
    let asked = 0;
    layer.subscribe(() => asked++);
    layer.show([], () => Texture.WHITE);
    expect([asked, layer.busy()]).toEqual([0, false]);

    layer.show([piece(0), piece(20)], () => Texture.WHITE);
    // In the caller's commit, not in a later one of the Pixi tree.
    expect(layer.container.children.map((sprite) => sprite.x)).toEqual([0, 20]);
    expect([asked, layer.busy()]).toEqual([1, true]);
    layer.drawn();
    expect(layer.busy()).toBe(false);

    layer.show([], () => Texture.WHITE);
    expect([asked, layer.container.children.length, layer.busy()]).toEqual([2, 0, true]);
  });
});
