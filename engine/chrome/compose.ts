import type { Rect } from '../windows/types';
import { intersects, subtractAll } from './geometry';
import type { Piece, UV } from './pieces';
import { createRectGrid } from './rectGrid';

/** The part `fragment` (inside `piece.rect`) takes of the piece's texture. */
function uvOf(piece: Piece, fragment: Rect): UV {
  const { rect, uv } = piece;
  const du = (uv.u1 - uv.u0) / rect.width;
  const dv = (uv.v1 - uv.v0) / rect.height;
  return {
    u0: uv.u0 + (fragment.left - rect.left) * du,
    v0: uv.v0 + (fragment.top - rect.top) * dv,
    u1: uv.u0 + (fragment.left + fragment.width - rect.left) * du,
    v1: uv.v0 + (fragment.top + fragment.height - rect.top) * dv,
  };
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top));

/**
 * What the holes leave of `rect`, as disjoint rectangles. Cutting the largest overlaps first
 * empties a hidden rectangle after a few holes; in the given order its fragments could multiply
 * first.
 */
export function visibleParts(rect: Rect, holes: readonly Rect[]): Rect[] {
  const largestFirst: Rect[] = [];
  const areas: number[] = [];
  for (const hole of holes) {
    const area = overlapArea(rect, hole);
    if (area <= 0) continue;
    largestFirst.push(hole);
    areas.push(area);
  }
  return subtractAll(rect, sortByArea(largestFirst, areas));
}

/** Lists up to this long are sorted in place by insertion: Array.prototype.sort copies its array first. */
const INSERTION_SORT_LIMIT = 16;

/**
 * `holes` by `areas` (each hole's overlap), largest first, equal ones in their order. Each area is
 * computed once: a comparator that computed both of its areas cost 34 ms of the 10,000-window open.
 */
function sortByArea(holes: Rect[], areas: number[]): Rect[] {
  if (holes.length > INSERTION_SORT_LIMIT) {
    const order = holes.map((_, index) => index).sort((a, b) => (areas[b] as number) - (areas[a] as number));
    return order.map((index) => holes[index] as Rect);
  }
  for (let i = 1; i < holes.length; i++) {
    const hole = holes[i] as Rect;
    const area = areas[i] as number;
    let j = i - 1;
    for (; j >= 0 && (areas[j] as number) < area; j--) {
      holes[j + 1] = holes[j] as Rect;
      areas[j + 1] = areas[j] as number;
    }
    holes[j + 1] = hole;
    areas[j + 1] = area;
  }
  return holes;
}

/** Whether the holes leave nothing of `rect`. */
export function hiddenBy(rect: Rect, holes: readonly Rect[]): boolean {
  return visibleParts(rect, holes).length === 0;
}

/** The pieces with every hole cut out; a cut piece becomes fragments that show its texture's matching parts. */
export function clipPieces(pieces: readonly Piece[], holes: readonly Rect[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) {
    if (piece.rect.width <= 0 || piece.rect.height <= 0) continue;
    const relevant = holes.filter((hole) => intersects(piece.rect, hole));
    if (relevant.length === 0) {
      out.push(piece);
      continue;
    }
    for (const fragment of subtractAll(piece.rect, relevant)) {
      out.push({ ...piece, rect: fragment, uv: uvOf(piece, fragment) });
    }
  }
  return out;
}

export interface StackedWindow {
  wid: number;
  /** The window's outer rectangle: opaque, so it hides whatever lies below it. */
  outer: Rect;
  pieces(): Piece[];
}

export interface ComposedScene {
  /** Everything to draw, bottom to top. */
  pieces: Piece[];
  /** Windows hidden entirely behind the windows above them: neither drawn nor painted. */
  covered: ReadonlySet<number>;
}

/** The smallest rectangle around every piece, or null when there is none. */
function boundsOf(pieces: readonly Piece[]): Rect | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { rect } of pieces) {
    if (rect.width <= 0 || rect.height <= 0) continue;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.left + rect.width);
    bottom = Math.max(bottom, rect.top + rect.height);
  }
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}

/**
 * The chrome of a stack of windows (given bottom to top) as the pieces that can be seen. Each
 * window's pieces are clipped by the windows above it, so nothing is drawn twice and no content
 * hole has to be erased afterwards: the canvas costs at most about one screen of fill, however
 * many windows are open. A covered window (see `coveredWindows`; pass `covered` when a tracker
 * already knows them) is skipped altogether, shadow included: its shadow could only darken the
 * edges of the windows that hide it, and a pile of hidden windows would add their shadows up.
 *
 * The clipping stays proportional to what can be seen: a window's pieces meet only the
 * occluders near them (a grid, not every window above), and only shown windows are occluders,
 * since whatever a covered one would hide is hidden already.
 */
export function composeStack(stack: readonly StackedWindow[], covered: ReadonlySet<number> = coveredWindows(stack)): ComposedScene {
  const occluders = createRectGrid<Rect>();
  const layers: Piece[][] = [];
  for (let i = stack.length - 1; i >= 0; i--) {
    const window = stack[i];
    if (!window || covered.has(window.wid)) continue;
    const pieces = window.pieces();
    const bounds = boundsOf(pieces);
    if (bounds) layers.push(clipPieces(pieces, occluders.overlapping(bounds)));
    occluders.add(window.outer, window.outer);
  }
  return { pieces: layers.reverse().flat(), covered };
}

/** A window of a stack whose pieces a composer may keep from one composition to the next. */
export interface KeptWindow extends StackedWindow {
  /** Everything its pieces follow (its record, the control under the pointer, the theme, …): kept while each stays the same (===). */
  inputs: readonly unknown[];
}

interface Kept {
  inputs: readonly unknown[];
  pieces: Piece[];
  bounds: Rect | null;
  /** The rectangles of the windows above it that cut its pieces, and what they left. */
  holes: readonly Rect[];
  visible: readonly Piece[] | null;
}

const sameRect = (a: Rect, b: Rect) => a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;
const sameHoles = (a: readonly Rect[], b: readonly Rect[]) => a.length === b.length && a.every((rect, i) => sameRect(rect, b[i] as Rect));
const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((input, i) => input === b[i]);

/**
 * `composeStack` for a stack that changes a little at a time, given the windows that show (none
 * covered), bottom to top. A window's pieces are built again only when its inputs changed, and
 * cut again only when the windows above it that reach it moved: a raise or an open builds and cuts
 * the pieces of the windows near the windows that changed, not of every window that shows. Returns
 * each window's visible pieces, bottom to top; a window's array is the same one while they stay.
 */
export function createStackComposer(): (stack: readonly KeptWindow[]) => (readonly Piece[])[] {
  let kept = new Map<number, Kept>();
  return (stack) => {
    const next = new Map<number, Kept>();
    const occluders = createRectGrid<Rect>();
    const layers: (readonly Piece[])[] = [];
    for (let i = stack.length - 1; i >= 0; i--) {
      const window = stack[i];
      if (!window) continue;
      let entry = kept.get(window.wid);
      if (!entry || !sameInputs(entry.inputs, window.inputs)) {
        const pieces = window.pieces();
        entry = { inputs: window.inputs, pieces, bounds: boundsOf(pieces), holes: [], visible: null };
      }
      const holes = entry.bounds ? occluders.overlapping(entry.bounds) : [];
      if (!entry.visible || !sameHoles(holes, entry.holes)) {
        entry.holes = holes;
        entry.visible = entry.bounds ? clipPieces(entry.pieces, holes) : [];
      }
      next.set(window.wid, entry);
      layers.push(entry.visible);
      occluders.add(window.outer, window.outer);
    }
    kept = next;
    return layers.reverse();
  };
}

/**
 * The windows of a stack (bottom to top) hidden entirely behind the windows above them, together.
 * Each is checked against the shown windows above it only (those near it, through a grid): a
 * hidden one adds nothing to what hides the windows below it, so the work stays proportional to
 * what can be seen.
 */
export function coveredWindows(stack: readonly Pick<StackedWindow, 'wid' | 'outer'>[]): Set<number> {
  const covered = new Set<number>();
  const shown = createRectGrid<Rect>();
  for (let i = stack.length - 1; i >= 0; i--) {
    const window = stack[i];
    if (!window) continue;
    if (hiddenBy(window.outer, shown.overlapping(window.outer))) covered.add(window.wid);
    else shown.add(window.outer, window.outer);
  }
  return covered;
}
