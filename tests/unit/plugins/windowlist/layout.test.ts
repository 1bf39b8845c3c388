import { describe, expect, it } from 'vitest';
import { BUTTON_GAP, BUTTON_MIN_WIDTH, BUTTON_WIDTH, OVERSCAN, rowLayout, scrollToReveal, visibleRange } from '../../../../plugins/windowlist/layout';

describe('window list layout', () => {
  it('gives buttons their full width while they fit, shrinks them evenly, then stops at the minimum', () => {
    expect(rowLayout(3, 1000)).toEqual({ buttonWidth: BUTTON_WIDTH, stride: BUTTON_WIDTH + BUTTON_GAP, rowWidth: 3 * 184 - 4 });
    expect(rowLayout(8, 1000).buttonWidth).toBe(121); // (1000 + 4) / 8 - 4 = 121.5, in whole pixels
    expect(rowLayout(10_000, 1000)).toEqual({ buttonWidth: BUTTON_MIN_WIDTH, stride: 100, rowWidth: 10_000 * 100 - 4 });
    expect(rowLayout(0, 1000).rowWidth).toBe(0);
  });

  it('renders what shows between the scroll position and the viewport end, and a few either side', () => {
    const layout = rowLayout(10_000, 1000);
    expect(visibleRange(layout, 10_000, 0, 1000)).toEqual([0, 9 + OVERSCAN]);
    expect(visibleRange(layout, 10_000, 5050, 1000)).toEqual([50 - OVERSCAN, 60 + OVERSCAN]);
    expect(visibleRange(layout, 10_000, 999_000, 1000)).toEqual([9990 - OVERSCAN, 9999]);
    expect(visibleRange(rowLayout(0, 1000), 0, 0, 1000)).toEqual([0, -1]);
  });

  it('scrolls as little as it takes to show a button whole', () => {
    const layout = rowLayout(10_000, 1000);
    expect(scrollToReveal(layout, 5, 0, 1000)).toBe(0);
    expect(scrollToReveal(layout, 10, 0, 1000)).toBe(96); // its end, 1096, at the viewport's end
    expect(scrollToReveal(layout, 3, 500, 1000)).toBe(300); // its start at the viewport's start
    expect(scrollToReveal(layout, 50, 0, 60)).toBe(5000); // wider than the viewport: its start
  });
});
