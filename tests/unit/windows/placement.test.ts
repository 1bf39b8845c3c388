import { describe, expect, it } from 'vitest';
import { cascadePosition, centerPosition } from '../../../engine/windows';

const desktop = { left: 0, top: 30, width: 800, height: 600 };

describe('placement', () => {
  it('cascades a new window 10 px plus (wid mod 20) × 10 px from the desktop corner', () => {
    expect(cascadePosition(0, desktop)).toEqual({ left: 10, top: 40 });
    expect(cascadePosition(3, desktop)).toEqual({ left: 40, top: 70 });
    expect(cascadePosition(19, desktop)).toEqual({ left: 200, top: 230 });
  });

  it('wraps the cascade every 20 windows', () => {
    expect(cascadePosition(20, desktop)).toEqual(cascadePosition(0, desktop));
    expect(cascadePosition(47, desktop)).toEqual(cascadePosition(7, desktop));
  });

  it('centers a window with gravity center on the desktop, in whole pixels', () => {
    expect(centerPosition({ width: 200, height: 100 }, desktop)).toEqual({ left: 300, top: 280 });
    expect(centerPosition({ width: 201, height: 101 }, { left: 5, top: 0, width: 800, height: 600 })).toEqual({ left: 305, top: 250 });
  });
});
