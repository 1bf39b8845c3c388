import { describe, expect, it } from 'vitest';
import { chromeLayout, STANDARD_CHROME } from '../../../engine/chrome';
import { DEFAULT_ATTRIBUTES } from '../../../engine/windows';

const theme = STANDARD_CHROME;
const outer = { left: 100, top: 50, width: 500, height: 300 };

describe('chromeLayout', () => {
  it('puts the header inside the border and the content below it', () => {
    const layout = chromeLayout(outer, DEFAULT_ATTRIBUTES, theme);
    const b = theme.border;
    expect(layout.header).toEqual({ left: 100 + b, top: 50 + b, width: 500 - 2 * b, height: theme.headerHeight });
    expect(layout.content).toEqual({ left: 100 + b, top: 50 + b + theme.headerHeight, width: 500 - 2 * b, height: 300 - 2 * b - theme.headerHeight });
  });

  it('lines the controls up at the right end of the header: minimize, maximize, close', () => {
    const layout = chromeLayout(outer, DEFAULT_ATTRIBUTES, theme);
    const width = theme.buttonWidth.small;
    const right = outer.left + outer.width - theme.border;
    expect(layout.controls.close?.left).toBe(right - width);
    expect(layout.controls.maximize?.left).toBe(right - 2 * width);
    expect(layout.controls.minimize?.left).toBe(right - 3 * width);
    expect(layout.title && layout.title.left + layout.title.width).toBeLessThanOrEqual(right - 3 * width);
  });

  it('shows only the controls the window allows', () => {
    const layout = chromeLayout(outer, { ...DEFAULT_ATTRIBUTES, minimizable: false, maximizable: false }, theme);
    expect(Object.keys(layout.controls)).toEqual(['close']);
    expect(chromeLayout(outer, { ...DEFAULT_ATTRIBUTES, controls: false }, theme).controls).toEqual({});
  });

  it('uses the header size class of the window width for the button width', () => {
    const wide = chromeLayout({ ...outer, width: 1100 }, DEFAULT_ATTRIBUTES, theme);
    expect(wide.size).toBe('big');
    expect(wide.controls.close?.width).toBe(theme.buttonWidth.big);
  });

  it('gives a window without header all of its inside as content', () => {
    const layout = chromeLayout(outer, { ...DEFAULT_ATTRIBUTES, header: false }, theme);
    expect(layout.header).toBeNull();
    expect(layout.content.top).toBe(outer.top + theme.border);
  });

  describe('right to left', () => {
    const ltr = chromeLayout(outer, DEFAULT_ATTRIBUTES, theme);
    const rtl = chromeLayout(outer, DEFAULT_ATTRIBUTES, theme, 'rtl');
    const b = theme.border;
    const headerLeft = outer.left + b;
    const headerRight = outer.left + outer.width - b;

    it('is left to right unless asked', () => {
      expect(chromeLayout(outer, DEFAULT_ATTRIBUTES, theme, 'ltr')).toEqual(ltr);
      expect(ltr.direction).toBe('ltr');
      expect(rtl.direction).toBe('rtl');
    });

    it('lines the controls up at the left end of the header: close, maximize, minimize', () => {
      const width = theme.buttonWidth.small;
      expect(rtl.controls.close).toEqual({ left: headerLeft, top: outer.top + b, width, height: theme.headerHeight });
      expect(rtl.controls.maximize?.left).toBe(headerLeft + width);
      expect(rtl.controls.minimize?.left).toBe(headerLeft + 2 * width);
    });

    it('puts the icon at the right end and the title between it and the controls', () => {
      expect(rtl.icon && rtl.icon.left + rtl.icon.width).toBe(headerRight - theme.padding);
      expect((rtl.title?.left ?? 0) + (rtl.title?.width ?? 0)).toBeLessThan(rtl.icon?.left ?? 0);
      expect(rtl.title?.left).toBeGreaterThanOrEqual(headerLeft + 3 * theme.buttonWidth.small);
    });

    it('mirrors every part of the left-to-right header and keeps what is not in it', () => {
      const mirror = (rect: { left: number; width: number } | null | undefined) => rect && headerLeft + headerRight - rect.left - rect.width;
      expect(rtl.icon?.left).toBe(mirror(ltr.icon));
      expect(rtl.title?.left).toBe(mirror(ltr.title));
      expect(rtl.title?.width).toBe(ltr.title?.width);
      for (const control of ['minimize', 'maximize', 'close'] as const) expect(rtl.controls[control]?.left).toBe(mirror(ltr.controls[control]));
      expect(Object.keys(rtl.controls)).toEqual(Object.keys(ltr.controls));
      expect([rtl.header, rtl.content, rtl.size]).toEqual([ltr.header, ltr.content, ltr.size]);
    });

    it('keeps a lone close button outermost, at the left', () => {
      const layout = chromeLayout(outer, { ...DEFAULT_ATTRIBUTES, minimizable: false, maximizable: false }, theme, 'rtl');
      expect(layout.controls).toEqual({ close: { left: headerLeft, top: outer.top + b, width: theme.buttonWidth.small, height: theme.headerHeight } });
    });
  });
});
