import { describe, expect, it } from 'vitest';
import {
  chromeLayout,
  clipPieces,
  composeStack,
  coveredWindows,
  createStackComposer,
  FULL_UV,
  hiddenBy,
  STANDARD_CHROME,
  windowPieces,
  type KeptWindow,
  type Piece,
  type StackedWindow,
  visibleParts,
} from '../../../engine/chrome';
import { spreadLayout } from '../../bench/spreadLayout.mjs';
import { DEFAULT_ATTRIBUTES, type Rect } from '../../../engine/windows';

const theme = STANDARD_CHROME;
const solid = (rect: Rect): Piece => ({ texture: { kind: 'solid' }, rect, uv: FULL_UV, tint: '#000000', alpha: 1 });

function stacked(wid: number, outer: Rect, focused = false): StackedWindow {
  return {
    wid,
    outer,
    pieces: () => windowPieces(chromeLayout(outer, DEFAULT_ATTRIBUTES, theme), { title: `W${wid}`, breadcrumb: [], icon: null, focused, maximized: false }, null, theme),
  };
}

const inside = (rect: Rect, hole: Rect) =>
  rect.left >= hole.left && rect.top >= hole.top && rect.left + rect.width <= hole.left + hole.width && rect.top + rect.height <= hole.top + hole.height;
const overlaps = (a: Rect, b: Rect) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('windowPieces', () => {
  it('draws shadow, frame and header, a glyph per control, the icon and the title, never inside the content', () => {
    const layout = chromeLayout({ left: 0, top: 0, width: 400, height: 300 }, DEFAULT_ATTRIBUTES, theme);
    const pieces = windowPieces(layout, { title: 'Notes', breadcrumb: ['Inbox'], icon: null, focused: true, maximized: false }, null, theme);
    expect(pieces.filter((piece) => piece.texture.kind === 'shadow')).toHaveLength(8);
    expect(pieces.filter((piece) => piece.texture.kind === 'glyph').map((piece) => piece.texture.kind === 'glyph' && piece.texture.glyph)).toEqual([
      'minimize',
      'maximize',
      'close',
      'app',
    ]);
    const title = pieces.find((piece) => piece.texture.kind === 'title');
    expect(title?.texture).toMatchObject({ text: 'Notes', breadcrumb: ['Inbox'], crumbColor: theme.focused.crumb });
    for (const piece of pieces) expect(overlaps(piece.rect, layout.content)).toBe(false);
  });

  it('shows the restore glyph when maximized, and hover and pressed looks on a control', () => {
    const layout = chromeLayout({ left: 0, top: 0, width: 400, height: 300 }, DEFAULT_ATTRIBUTES, theme);
    const pieces = windowPieces(layout, { title: 'x', breadcrumb: [], icon: null, focused: true, maximized: true }, { control: 'close', pressed: true }, theme);
    expect(pieces.some((piece) => piece.texture.kind === 'glyph' && piece.texture.glyph === 'restore')).toBe(true);
    expect(pieces.some((piece) => piece.texture.kind === 'solid' && piece.tint === theme.closePressed)).toBe(true);
  });

  it('uses the focused and unfocused header colours', () => {
    const layout = chromeLayout({ left: 0, top: 0, width: 400, height: 300 }, DEFAULT_ATTRIBUTES, theme);
    const headerTint = (focused: boolean) =>
      windowPieces(layout, { title: 'x', breadcrumb: [], icon: null, focused, maximized: false }, null, theme).find((piece) => piece.rect === layout.header)?.tint;
    expect(headerTint(true)).toBe(theme.focused.header);
    expect(headerTint(false)).toBe(theme.unfocused.header);
  });
});

describe('clipPieces', () => {
  it('cuts the holes out and maps each fragment to its part of the texture', () => {
    const piece: Piece = { ...solid({ left: 0, top: 0, width: 100, height: 10 }), texture: { kind: 'glyph', glyph: 'close', color: '#fff' } };
    const [left, right] = clipPieces([piece], [{ left: 40, top: -5, width: 20, height: 30 }]);
    expect(left?.rect).toEqual({ left: 0, top: 0, width: 40, height: 10 });
    expect(left?.uv).toEqual({ u0: 0, v0: 0, u1: 0.4, v1: 1 });
    expect(right?.uv).toEqual({ u0: 0.6, v0: 0, u1: 1, v1: 1 });
  });

  it('drops pieces with no area', () => {
    expect(clipPieces([solid({ left: 0, top: 0, width: 0, height: 5 })], [])).toEqual([]);
  });
});

describe('composeStack', () => {
  it('clips a lower window by every window above it, so nothing is drawn where a higher window is', () => {
    const back = stacked(1, { left: 0, top: 0, width: 400, height: 300 });
    const front = stacked(2, { left: 100, top: 100, width: 400, height: 300 }, true);
    const { pieces, covered } = composeStack([back, front]);
    expect(covered.size).toBe(0);
    const frontPieces = new Set(front.pieces().map((piece) => JSON.stringify(piece.rect)));
    for (const piece of pieces) {
      if (frontPieces.has(JSON.stringify(piece.rect))) continue;
      expect(overlaps(piece.rect, front.outer)).toBe(false);
    }
  });

  it('draws bottom to top, so a higher window’s shadow lands over the lower window', () => {
    const { pieces } = composeStack([stacked(1, { left: 0, top: 0, width: 400, height: 300 }), stacked(2, { left: 100, top: 100, width: 400, height: 300 })]);
    const lastBack = pieces.findLastIndex((piece) => piece.texture.kind === 'title' && piece.texture.text === 'W1');
    const shadowSize = theme.shadowSize;
    const firstFrontShadow = pieces.findIndex(
      (piece) => piece.texture.kind === 'shadow' && piece.texture.slice === 'w' && piece.rect.left === 100 - shadowSize,
    );
    expect(firstFrontShadow).toBeGreaterThan(0);
    expect(lastBack).toBeLessThan(firstFrontShadow);
  });

  it('skips windows hidden behind the windows above them, one or several together, and reports them covered', () => {
    const stack = [
      stacked(1, { left: 10, top: 10, width: 100, height: 100 }),
      stacked(2, { left: 200, top: 10, width: 100, height: 100 }),
      stacked(3, { left: 300, top: 300, width: 200, height: 100 }),
      stacked(4, { left: 0, top: 0, width: 150, height: 150 }),
      stacked(5, { left: 190, top: 0, width: 60, height: 150 }),
      stacked(6, { left: 250, top: 0, width: 60, height: 150 }),
      stacked(7, { left: 290, top: 290, width: 60, height: 150 }),
    ];
    const { pieces, covered } = composeStack(stack);
    expect([...covered].sort()).toEqual([1, 2]);
    for (const hidden of ['W1', 'W2']) expect(pieces.some((piece) => piece.texture.kind === 'title' && piece.texture.text === hidden)).toBe(false);
    expect(pieces.some((piece) => piece.texture.kind === 'title' && piece.texture.text === 'W3')).toBe(true);
  });

  it('keeps the work proportional to the visible windows: 10,000 stacked windows yield the pieces of 20', () => {
    const stack = Array.from({ length: 10_000 }, (_, i) => stacked(i + 1, { left: 10 + (i % 20) * 10, top: 50 + (i % 20) * 10, width: 400, height: 300 }));
    let built = 0;
    const counting = stack.map((window) => ({ ...window, pieces: () => (built++, window.pieces()) }));
    const { covered } = composeStack(counting);
    expect(built).toBe(20);
    expect(covered.size).toBe(9_980);
  });

  it('takes the covered windows from the caller when it knows them, and builds none of their pieces', () => {
    const stack = Array.from({ length: 100 }, (_, i) => stacked(i + 1, { left: 10 + (i % 20) * 10, top: 50 + (i % 20) * 10, width: 400, height: 300 }));
    const known = coveredWindows(stack);
    let built = 0;
    const counting = stack.map((window) => ({ ...window, pieces: () => (built++, window.pieces()) }));
    const { pieces, covered } = composeStack(counting, known);
    expect(covered).toBe(known);
    expect(built).toBe(20);
    expect(pieces).toEqual(composeStack(stack).pieces);
  });

  it('never draws inside a visible window’s own content hole', () => {
    const front = { left: 100, top: 100, width: 400, height: 300 };
    const { pieces } = composeStack([stacked(1, { left: 0, top: 0, width: 400, height: 300 }), stacked(2, front)]);
    const content = chromeLayout(front, DEFAULT_ATTRIBUTES, theme).content;
    for (const piece of pieces) expect(inside(piece.rect, content)).toBe(false);
  });

  it('gives exactly what clipping every window by every window above it gives, on a spread desktop', () => {
    const rects: Rect[] = spreadLayout(400, { left: 0, top: 0, width: 1280, height: 752 });
    const stack = rects.map((outer, i) => stacked(i + 1, outer));
    const covered = coveredWindows(stack);
    const expected: Piece[][] = [];
    stack.forEach((window, i) => {
      if (covered.has(window.wid)) return;
      const above = stack.slice(i + 1).filter((other) => !covered.has(other.wid)).reverse().map((other) => other.outer);
      expected.push(clipPieces(window.pieces(), above));
    });
    expect(composeStack(stack).pieces).toEqual(expected.flat());
  });
});

describe('createStackComposer', () => {
  const shadow = theme.shadowSize;
  const reach = (outer: Rect): Rect => ({ left: outer.left - shadow, top: outer.top - shadow, width: outer.width + 2 * shadow, height: outer.height + 2 * shadow });

  it('gives what composeStack gives, change after change, building and cutting again only the windows a change reaches', () => {
    let built = 0;
    /** A window whose pieces follow its rectangle and a version (a title change, say). */
    const kept = (wid: number, outer: Rect, version = 0): KeptWindow => ({
      ...stacked(wid, outer),
      inputs: [outer, version],
      pieces: () => (built++, stacked(wid, outer).pieces()),
    });
    let seed = 17;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let stack = spreadLayout(120, { left: 0, top: 0, width: 1280, height: 752 }).map((outer: Rect, i: number) => kept(i + 1, outer));
    let lastWid = stack.length;
    const compose = createStackComposer();
    let before = new Map(stack.map((window, i) => [window.wid, compose(stack)[i]]));
    for (let step = 0; step < 16; step++) {
      const index = Math.floor(random() * stack.length);
      const window = stack[index] as KeptWindow;
      const kind = step % 4;
      let changed: Rect[];
      let rebuilt: number;
      if (kind === 0) {
        // A raise: the same window, on top.
        stack = [...stack.slice(0, index), ...stack.slice(index + 1), window];
        changed = [window.outer];
        rebuilt = 0;
      } else if (kind === 1) {
        // A move, or anything else that changes its pieces.
        const outer = { ...window.outer, left: Math.floor(random() * 1000), top: Math.floor(random() * 580) };
        stack = stack.map((other) => (other === window ? kept(window.wid, outer, step) : other));
        changed = [window.outer, outer];
        rebuilt = 1;
      } else if (kind === 2) {
        stack = stack.filter((other) => other !== window);
        changed = [window.outer];
        rebuilt = 0;
      } else {
        const outer = { left: Math.floor(random() * 1000), top: Math.floor(random() * 580), width: 260, height: 170 };
        stack = [...stack, kept(++lastWid, outer)];
        changed = [outer];
        rebuilt = 1;
      }
      built = 0;
      const layers = compose(stack);
      expect(built).toBe(rebuilt);
      expect(layers.flat()).toEqual(composeStack(stack, new Set()).pieces);
      stack.forEach((other, i) => {
        const layer = layers[i];
        if (layer === before.get(other.wid) || other.wid === window.wid || other.wid === lastWid) return;
        // Cut again: only a window whose chrome the changed window's rectangles reach.
        expect(changed.some((rect) => overlaps(reach(other.outer), rect)), `window ${other.wid} cut again at step ${step}`).toBe(true);
      });
      before = new Map(stack.map((other, i) => [other.wid, layers[i]]));
    }
    // Each step composes the whole stack from scratch too, to compare: seconds on a busy machine.
  }, 60_000);
});

describe('hiddenBy', () => {
  it('tells whether the holes leave nothing of a rectangle, whatever their order', () => {
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    const halves = [
      { left: -10, top: -10, width: 60, height: 120 },
      { left: 50, top: -10, width: 60, height: 120 },
    ];
    expect(hiddenBy(rect, halves)).toBe(true);
    expect(hiddenBy(rect, [...halves].reverse())).toBe(true);
    expect(hiddenBy(rect, [halves[0] as Rect, { left: 50, top: 0, width: 60, height: 99 }])).toBe(false);
    expect(hiddenBy(rect, [])).toBe(false);
  });
});

describe('visibleParts', () => {
  const area = (rects: readonly Rect[]) => rects.reduce((sum, rect) => sum + rect.width * rect.height, 0);
  /** The visible area counted cell by cell: every rectangle here lies on a grid of 1. */
  const visibleArea = (rect: Rect, holes: readonly Rect[]) => {
    let count = 0;
    for (let y = rect.top; y < rect.top + rect.height; y++) {
      for (let x = rect.left; x < rect.left + rect.width; x++) {
        if (!holes.some((hole) => x >= hole.left && x < hole.left + hole.width && y >= hole.top && y < hole.top + hole.height)) count++;
      }
    }
    return count;
  };

  it('leaves disjoint parts of the rectangle that add up to what no hole covers, with few holes and with many', () => {
    let seed = 11;
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const rect = { left: 10, top: 10, width: 40, height: 30 };
    for (const count of [0, 1, 5, 16, 17, 40]) {
      for (let round = 0; round < 5; round++) {
        const holes = Array.from({ length: count }, () => ({ left: random(60), top: random(50), width: 1 + random(25), height: 1 + random(20) }));
        const parts = visibleParts(rect, holes);
        expect(area(parts), `${count} holes`).toBe(visibleArea(rect, holes));
        for (const [i, a] of parts.entries()) {
          expect(a.left >= rect.left && a.top >= rect.top && a.left + a.width <= rect.left + rect.width && a.top + a.height <= rect.top + rect.height).toBe(true);
          for (const b of parts.slice(i + 1)) expect(Math.min(a.left + a.width, b.left + b.width) <= Math.max(a.left, b.left) || Math.min(a.top + a.height, b.top + b.height) <= Math.max(a.top, b.top)).toBe(true);
        }
      }
    }
  });
});
