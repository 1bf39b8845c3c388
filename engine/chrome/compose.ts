import type { Rect } from '../windows/types';
import { contains, intersects, subtractAll } from './geometry';
import type { Piece, UV } from './pieces';

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
  /** Windows hidden entirely behind one window above them: neither drawn nor painted. */
  covered: Set<number>;
}

/**
 * The chrome of a stack of windows (given bottom to top) as the pieces that can be seen. Each
 * window's pieces are clipped by the windows above it, so nothing is drawn twice and no content
 * hole has to be erased afterwards: the canvas costs at most about one screen of fill, however
 * many windows are open. A window inside a single window above it is skipped altogether, which
 * keeps the work proportional to the visible windows, not to all of them.
 */
export function composeStack(stack: readonly StackedWindow[]): ComposedScene {
  const covered = coveredWindows(stack);
  const occluders: Rect[] = [];
  const layers: Piece[][] = [];
  for (let i = stack.length - 1; i >= 0; i--) {
    const window = stack[i];
    if (!window || covered.has(window.wid)) continue;
    layers.push(clipPieces(window.pieces(), occluders));
    occluders.push(window.outer);
  }
  return { pieces: layers.reverse().flat(), covered };
}

/**
 * The windows of a stack (bottom to top) that lie inside a single visible window above them.
 * Checking against visible windows only keeps it proportional to what can be seen.
 */
export function coveredWindows(stack: readonly Pick<StackedWindow, 'wid' | 'outer'>[]): Set<number> {
  const covered = new Set<number>();
  const occluders: Rect[] = [];
  for (let i = stack.length - 1; i >= 0; i--) {
    const window = stack[i];
    if (!window) continue;
    if (occluders.some((occluder) => contains(occluder, window.outer))) covered.add(window.wid);
    else occluders.push(window.outer);
  }
  return covered;
}
