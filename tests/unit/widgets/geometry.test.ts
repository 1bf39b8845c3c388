import { describe, expect, it } from 'vitest';
import { clampWidgetDimension, clampWidgetPosition, newWidgetPosition, WIDGET_DEFAULT_OFFSET } from '../../../engine/widgets';

const DESKTOP = { width: 1280, height: 760 };
const CLOCK = { width: 300, height: 50 };

describe('widget placement', () => {
  it('puts a new widget 15 px from the top-left corner, or at the point given, wholly inside the desktop', () => {
    expect(WIDGET_DEFAULT_OFFSET).toBe(15);
    expect(newWidgetPosition(null, CLOCK, DESKTOP)).toEqual({ left: 15, top: 15 });
    expect(newWidgetPosition({ left: 400, top: 300 }, CLOCK, DESKTOP)).toEqual({ left: 400, top: 300 });
    expect(newWidgetPosition({ left: 1200, top: 750 }, CLOCK, DESKTOP)).toEqual({ left: 980, top: 710 });
  });

  it('clamps a widget inside the desktop; one larger than it keeps its top-left corner in', () => {
    expect(clampWidgetPosition({ left: -40, top: -5 }, CLOCK, DESKTOP)).toEqual({ left: 0, top: 0 });
    expect(clampWidgetPosition({ left: 2000, top: 2000 }, CLOCK, DESKTOP)).toEqual({ left: 980, top: 710 });
    expect(clampWidgetPosition({ left: 100, top: 100 }, { width: 1500, height: 900 }, DESKTOP)).toEqual({ left: 0, top: 0 });
  });
});

describe('widget size', () => {
  const free = { min: { width: 150, height: 25 }, max: { width: 800, height: 800 }, aspect: null };

  it('keeps each side between the minimum and the maximum when the ratio is free', () => {
    expect(clampWidgetDimension({ width: 400, height: 90 }, free)).toEqual({ width: 400, height: 90 });
    expect(clampWidgetDimension({ width: 10, height: 10 }, free)).toEqual({ width: 150, height: 25 });
    expect(clampWidgetDimension({ width: 5000, height: 5000 }, free)).toEqual({ width: 800, height: 800 });
  });

  it('with an aspect ratio, lets the width lead and the height follow, inside both limits', () => {
    const square = { min: { width: 200, height: 200 }, max: { width: 800, height: 800 }, aspect: 1 };
    expect(clampWidgetDimension({ width: 300, height: 900 }, square)).toEqual({ width: 300, height: 300 });
    expect(clampWidgetDimension({ width: 100, height: 100 }, square)).toEqual({ width: 200, height: 200 });
    const wide = { min: { width: 150, height: 25 }, max: { width: 800, height: 800 }, aspect: 6 };
    // 800 wide would be 133 high: the width's limit binds.
    expect(clampWidgetDimension({ width: 1000, height: 10 }, wide)).toEqual({ width: 800, height: 133 });
    // 25 high needs 150 wide: the height's minimum binds.
    expect(clampWidgetDimension({ width: 90, height: 10 }, wide)).toEqual({ width: 150, height: 25 });
  });
});
