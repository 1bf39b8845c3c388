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
});
