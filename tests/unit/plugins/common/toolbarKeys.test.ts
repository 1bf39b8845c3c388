import { describe, expect, it } from 'vitest';
import { toolbarTarget } from '../../../../plugins/common';

const press = (key: string, modifiers: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean } = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('keys along a toolbar', () => {
  it('moves by arrows within the ends, mirrored right to left, and jumps by Home and End', () => {
    expect([toolbarTarget(press('ArrowRight'), 1, 4, false), toolbarTarget(press('ArrowLeft'), 1, 4, false)]).toEqual([2, 0]);
    expect([toolbarTarget(press('ArrowRight'), 1, 4, true), toolbarTarget(press('ArrowLeft'), 1, 4, true)]).toEqual([0, 2]);
    expect([toolbarTarget(press('ArrowLeft'), 0, 4, false), toolbarTarget(press('ArrowRight'), 3, 4, false)]).toEqual([0, 3]);
    expect([toolbarTarget(press('Home'), 2, 4, true), toolbarTarget(press('End'), 0, 4, true)]).toEqual([0, 3]);
  });

  it('leaves other keys, and keys held with a modifier (the snap chords), to others', () => {
    expect(toolbarTarget(press('Enter'), 1, 4, false)).toBeNull();
    expect(toolbarTarget(press('ArrowLeft', { ctrlKey: true, altKey: true }), 1, 4, false)).toBeNull();
    expect(toolbarTarget(press('Home', { shiftKey: true }), 1, 4, false)).toBeNull();
  });
});
