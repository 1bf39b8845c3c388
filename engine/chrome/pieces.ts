import type { TextDirection } from '../i18n';
import type { Rect } from '../windows/types';
import type { ChromeControl, ChromeLayout } from './layout';
import type { ChromeColors, ChromeTheme } from './theme';
import { NO_TINT } from '../theme';

export type ShadowSlice = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export type Glyph = 'minimize' | 'maximize' | 'restore' | 'close' | 'app';

/** What a piece shows; the scene turns each into a cached texture. */
export type TextureRef =
  | { kind: 'solid' }
  | { kind: 'shadow'; slice: ShadowSlice }
  | { kind: 'glyph'; glyph: Glyph; color: string }
  | { kind: 'icon'; src: string }
  | {
      kind: 'title';
      text: string;
      color: string;
      breadcrumb: readonly string[];
      crumbColor: string;
      fontSize: number;
      width: number;
      height: number;
      /** 'rtl': drawn from the right edge, right to left. */
      direction: TextDirection;
    };

/** A normalised sub-rectangle of a texture (0..1). */
export interface UV {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

export const FULL_UV: UV = { u0: 0, v0: 0, u1: 1, v1: 1 };

/** One textured, tinted rectangle: everything the chrome canvas draws is a list of these. */
export interface Piece {
  texture: TextureRef;
  rect: Rect;
  uv: UV;
  /** Colour multiplied into the texture ('#rrggbb'; solids are white tinted to their colour). */
  tint: string;
  alpha: number;
}

/** The control under the pointer, if any, for hover and pressed looks. */
export interface ControlUi {
  control: ChromeControl;
  pressed: boolean;
}

export interface ChromeState {
  title: string;
  breadcrumb: readonly string[];
  icon: string | null;
  focused: boolean;
  maximized: boolean;
}

const solid = (rect: Rect, color: string, alpha = 1): Piece => ({ texture: { kind: 'solid' }, rect, uv: FULL_UV, tint: color, alpha });

function shadowPieces(outer: Rect, theme: ChromeTheme): Piece[] {
  const s = theme.shadowSize;
  const { left, top, width, height } = outer;
  const slices: [ShadowSlice, Rect][] = [
    ['nw', { left: left - s, top: top - s, width: s, height: s }],
    ['n', { left, top: top - s, width, height: s }],
    ['ne', { left: left + width, top: top - s, width: s, height: s }],
    ['e', { left: left + width, top, width: s, height }],
    ['se', { left: left + width, top: top + height, width: s, height: s }],
    ['s', { left, top: top + height, width, height: s }],
    ['sw', { left: left - s, top: top + height, width: s, height: s }],
    ['w', { left: left - s, top, width: s, height }],
  ];
  return slices.map(([slice, rect]) => ({ texture: { kind: 'shadow', slice }, rect, uv: FULL_UV, tint: NO_TINT, alpha: 1 }));
}

function frameRects(outer: Rect, border: number): Rect[] {
  const { left, top, width, height } = outer;
  return [
    { left, top, width, height: border },
    { left, top: top + height - border, width, height: border },
    { left, top: top + border, width: border, height: height - 2 * border },
    { left: left + width - border, top: top + border, width: border, height: height - 2 * border },
  ];
}

function centered(box: Rect, size: number): Rect {
  return {
    left: Math.round(box.left + (box.width - size) / 2),
    top: Math.round(box.top + (box.height - size) / 2),
    width: size,
    height: size,
  };
}

function controlPieces(layout: ChromeLayout, state: ChromeState, colors: ChromeColors, ui: ControlUi | null, theme: ChromeTheme): Piece[] {
  const pieces: Piece[] = [];
  for (const [control, rect] of Object.entries(layout.controls) as [ChromeControl, Rect][]) {
    if (ui?.control === control) {
      if (control === 'close') pieces.push(solid(rect, ui.pressed ? theme.closePressed : theme.closeHover));
      else {
        const look = ui.pressed ? colors.pressed : colors.hover;
        pieces.push(solid(rect, look.color, look.alpha));
      }
    }
    const glyph = control === 'maximize' && state.maximized ? 'restore' : control;
    const color = control === 'close' && ui?.control === 'close' ? theme.closeGlyph : colors.glyph;
    pieces.push({ texture: { kind: 'glyph', glyph, color }, rect: centered(rect, theme.glyphSize), uv: FULL_UV, tint: NO_TINT, alpha: 1 });
  }
  return pieces;
}

/** A window's chrome as pieces in drawing order: shadow, frame, header, controls, icon, title. */
export function windowPieces(layout: ChromeLayout, state: ChromeState, ui: ControlUi | null, theme: ChromeTheme): Piece[] {
  const colors = state.focused ? theme.focused : theme.unfocused;
  const pieces = [...shadowPieces(layout.outer, theme), ...frameRects(layout.outer, theme.border).map((rect) => solid(rect, colors.border))];
  if (!layout.header) return pieces;
  pieces.push(solid(layout.header, colors.header));
  pieces.push(...controlPieces(layout, state, colors, ui, theme));
  if (layout.icon) {
    const texture: TextureRef = state.icon ? { kind: 'icon', src: state.icon } : { kind: 'glyph', glyph: 'app', color: colors.glyph };
    pieces.push({ texture, rect: layout.icon, uv: FULL_UV, tint: NO_TINT, alpha: 1 });
  }
  if (layout.title && layout.title.width > 0 && state.title) {
    const { width, height } = layout.title;
    pieces.push({
      texture: {
        kind: 'title',
        text: state.title,
        color: colors.title,
        breadcrumb: state.breadcrumb,
        crumbColor: colors.crumb,
        fontSize: theme.font.size[layout.size],
        width,
        height,
        direction: layout.direction,
      },
      rect: layout.title,
      uv: FULL_UV,
      tint: NO_TINT,
      alpha: 1,
    });
  }
  return pieces;
}
