import { describe, expect, it } from 'vitest';
import { partnerSides, resizeTogether, touchesOn } from '../../../engine/windows';

const min = { width: 100, height: 100 };
const left = { left: 0, top: 30, width: 500, height: 700 };
const right = { left: 500, top: 30, width: 501, height: 700 };

describe('shared edges', () => {
  it('finds windows that touch along a side, not those that only meet at a corner', () => {
    expect(touchesOn(left, right, 'w')).toBe(true);
    expect(touchesOn(right, left, 'e')).toBe(true);
    expect(touchesOn(left, right, 'e')).toBe(false);
    const below = { left: 0, top: 730, width: 500, height: 100 };
    expect(touchesOn(left, below, 'n')).toBe(true);
    expect(touchesOn(right, below, 'n')).toBe(false);
    expect(partnerSides('e')).toEqual(['w']);
    expect(partnerSides('nw')).toEqual(['s', 'e']);
  });

  it('moves the partner’s side with the shared edge and keeps its far side', () => {
    const moved = resizeTogether(left, 'e', 120, 0, min, null, [{ wid: 2, rect: right, side: 'w', minDimension: min }]);
    expect(moved.rect).toEqual({ ...left, width: 620 });
    expect(moved.partners).toEqual([{ wid: 2, rect: { ...right, left: 620, width: 381 } }]);
    const back = resizeTogether(right, 'w', -200, 0, min, null, [{ wid: 1, rect: left, side: 'e', minDimension: min }]);
    expect(back.rect).toEqual({ ...right, left: 300, width: 701 });
    expect(back.partners).toEqual([{ wid: 1, rect: { ...left, width: 300 } }]);
  });

  it('stops the edge where the partner reaches its minimum size', () => {
    const moved = resizeTogether(left, 'e', 900, 0, min, null, [{ wid: 2, rect: right, side: 'w', minDimension: min }]);
    expect(moved.rect.width).toBe(901);
    expect(moved.partners[0]?.rect).toEqual({ ...right, left: 901, width: 100 });
  });
});
