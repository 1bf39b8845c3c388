import { describe, expect, it } from 'vitest';
import { clampDimension, clampPosition } from '../../../engine/windows';

const min = { width: 100, height: 100 };
const desktop = { left: 10, top: 30, width: 800, height: 600 };
const size = { width: 200, height: 100 };

describe('clampDimension', () => {
  it('raises a size below the minimum to the minimum', () => {
    expect(clampDimension({ width: 50, height: 20 }, min, null)).toEqual({ width: 100, height: 100 });
  });

  it('lowers a size above the maximum to the maximum', () => {
    expect(clampDimension({ width: 900, height: 700 }, min, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('leaves the size unlimited when the maximum is null', () => {
    expect(clampDimension({ width: 5000, height: 4000 }, min, null)).toEqual({ width: 5000, height: 4000 });
  });

  it('lets the minimum win when the maximum is below it', () => {
    expect(clampDimension({ width: 300, height: 300 }, min, { width: 50, height: 50 })).toEqual({ width: 100, height: 100 });
  });
});

describe('clampPosition', () => {
  it('keeps a window inside the desktop position unchanged', () => {
    expect(clampPosition({ left: 100, top: 100 }, size, desktop, { moving: false })).toEqual({ left: 100, top: 100 });
  });

  it('keeps the left and top at least the desktop left and top', () => {
    expect(clampPosition({ left: -50, top: 0 }, size, desktop, { moving: false })).toEqual({ left: 10, top: 30 });
  });

  it('keeps the right and bottom edges inside the desktop', () => {
    expect(clampPosition({ left: 2000, top: 2000 }, size, desktop, { moving: false })).toEqual({ left: 610, top: 530 });
  });

  it('pins a window larger than the desktop to its top left', () => {
    expect(clampPosition({ left: 300, top: 300 }, { width: 1000, height: 900 }, desktop, { moving: false })).toEqual({ left: 10, top: 30 });
  });

  it('keeps a moving window 2 px below the desktop top', () => {
    expect(clampPosition({ left: 100, top: 0 }, size, desktop, { moving: true })).toEqual({ left: 100, top: 32 });
    expect(clampPosition({ left: 100, top: 31 }, size, desktop, { moving: true })).toEqual({ left: 100, top: 32 });
    expect(clampPosition({ left: 100, top: 32 }, size, desktop, { moving: true })).toEqual({ left: 100, top: 32 });
  });
});
