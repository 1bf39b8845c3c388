import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import type { Piece, ShadowSlice, TextureRef, UV } from '../../chrome';
import type { ChromeTheme } from '../../chrome';
import { canvas2d, drawGlyph, drawShadow, drawTitle } from './drawTextures';
import { createShelfPacker, type Slot } from './shelfPacker';

const MAX_TITLES = 256;
/**
 * The titles' shared canvases, in CSS pixels: a canvas (and its 2D context) per title cost more
 * than drawing the title (146 titles of an open at 1,000 windows: 16 of 22 ms), and a raise made one.
 */
const TITLE_PAGE = { width: 2048, height: 256 };

export interface TextureCache {
  /** The texture for a piece, cut to its UV; null while an icon image is still loading. */
  get: (piece: Piece) => Texture | null;
  /** Drops the cut textures the last frame did not use; call after each render. */
  sweep: () => void;
  /** An icon is still loading, or has loaded since the owner last re-rendered (`onReady` asked it to). */
  busy: () => boolean;
  /** The owner re-rendered since `onReady`: the icons loaded so far are in its pieces. */
  drawn: () => void;
  dispose: () => void;
}

function refKey(ref: TextureRef): string {
  switch (ref.kind) {
    case 'solid':
      return 'solid';
    case 'shadow':
      return `shadow:${ref.slice}`;
    case 'glyph':
      return `glyph:${ref.glyph}:${ref.color}`;
    case 'icon':
      return `icon:${ref.src}`;
    case 'title':
      return `title:${ref.direction}:${ref.color}:${ref.crumbColor}:${ref.fontSize}:${ref.width}x${ref.height}:${JSON.stringify([ref.text, ...ref.breadcrumb])}`;
  }
}

const isFull = (uv: UV) => uv.u0 === 0 && uv.v0 === 0 && uv.u1 === 1 && uv.v1 === 1;

/**
 * Chrome textures, drawn once with Canvas 2D and shared by every window: the shadow's slices,
 * glyphs, titles (least recently used evicted) and icons. `onReady` fires when an icon finishes
 * loading, so the owner can render again.
 */
export function createTextureCache(theme: ChromeTheme, resolution: number, onReady: () => void): TextureCache {
  const base = new Map<string, Texture>();
  const titles = new Map<string, Texture>();
  /** Every icon ever asked for: each is loaded once, and one that fails is not asked for again. */
  const loading = new Set<string>();
  const inFlight = new Set<string>();
  let undrawn = false;
  let cuts = new Map<string, Texture>();
  let previousCuts = new Map<string, Texture>();

  const sourceOf = (canvas: HTMLCanvasElement) => new CanvasSource({ resource: canvas, resolution });
  const titleSlots = createShelfPacker(TITLE_PAGE.width, TITLE_PAGE.height);
  const titlePages: { context: CanvasRenderingContext2D; source: CanvasSource }[] = [];
  const slotOf = new Map<Texture, Slot>();
  const titlePage = (slot: Slot) => {
    let page = titlePages[slot.page];
    if (!page) {
      const [canvas, context] = canvas2d(Math.max(TITLE_PAGE.width, slot.width), Math.max(TITLE_PAGE.height, slot.height), resolution);
      page = { context, source: sourceOf(canvas) };
      titlePages[slot.page] = page;
    }
    return page;
  };
  const fromCanvas = (canvas: HTMLCanvasElement) => new Texture({ source: sourceOf(canvas) });
  const shadowSource = sourceOf(drawShadow(theme.shadowSize, theme.shadowColor, theme.shadowOpacity, resolution));
  const s = theme.shadowSize;
  const shadowFrames: Record<ShadowSlice, Rectangle> = {
    nw: new Rectangle(0, 0, s, s),
    n: new Rectangle(s, 0, 1, s),
    ne: new Rectangle(s + 1, 0, s, s),
    e: new Rectangle(s + 1, s, s, 1),
    se: new Rectangle(s + 1, s + 1, s, s),
    s: new Rectangle(s, s + 1, 1, s),
    sw: new Rectangle(0, s + 1, s, s),
    w: new Rectangle(0, s, s, 1),
  };

  /** Destroys a title's texture (not its page) and frees its place. */
  function forgetTitle(texture: Texture) {
    const slot = slotOf.get(texture);
    slotOf.delete(texture);
    if (slot) titleSlots.release(slot);
    texture.destroy(false);
  }

  function whole(ref: TextureRef, key: string): Texture | null {
    switch (ref.kind) {
      case 'solid':
        return Texture.WHITE;
      case 'shadow': {
        let texture = base.get(key);
        if (!texture) {
          texture = new Texture({ source: shadowSource, frame: shadowFrames[ref.slice] });
          base.set(key, texture);
        }
        return texture;
      }
      case 'glyph': {
        let texture = base.get(key);
        if (!texture) {
          texture = fromCanvas(drawGlyph(ref.glyph, ref.color, theme.glyphSize, resolution));
          base.set(key, texture);
        }
        return texture;
      }
      case 'title': {
        let texture = titles.get(key);
        if (texture) titles.delete(key);
        else {
          if (titles.size >= MAX_TITLES) {
            const [oldestKey, oldest] = titles.entries().next().value as [string, Texture];
            titles.delete(oldestKey);
            forgetTitle(oldest);
          }
          const slot = titleSlots.allocate(ref.width, ref.height);
          const page = titlePage(slot);
          drawTitle(page.context, slot, ref.text, { ...ref, fontFamily: theme.font.family, fontWeight: theme.font.weight });
          page.source.update();
          texture = new Texture({ source: page.source, frame: new Rectangle(slot.left, slot.top, slot.width, slot.height) });
          slotOf.set(texture, slot);
        }
        titles.set(key, texture);
        return texture;
      }
      case 'icon': {
        const texture = base.get(key);
        if (texture) return texture;
        if (!loading.has(key)) {
          loading.add(key);
          inFlight.add(key);
          const image = new Image();
          image.onload = () => {
            inFlight.delete(key);
            base.set(key, Texture.from(image));
            undrawn = true;
            onReady();
          };
          // Its pieces stay undrawn, as while it loaded: nothing to redraw.
          image.onerror = () => inFlight.delete(key);
          image.src = ref.src;
        }
        return null;
      }
    }
  }

  return {
    get(piece) {
      const key = refKey(piece.texture);
      const texture = whole(piece.texture, key);
      if (!texture || isFull(piece.uv) || piece.texture.kind === 'solid') return texture;
      const { u0, v0, u1, v1 } = piece.uv;
      const cutKey = `${key}|${u0.toFixed(4)},${v0.toFixed(4)},${u1.toFixed(4)},${v1.toFixed(4)}`;
      let cut = cuts.get(cutKey) ?? previousCuts.get(cutKey);
      if (!cut) {
        const frame = texture.frame;
        cut = new Texture({
          source: texture.source,
          frame: new Rectangle(frame.x + u0 * frame.width, frame.y + v0 * frame.height, (u1 - u0) * frame.width, (v1 - v0) * frame.height),
        });
      }
      cuts.set(cutKey, cut);
      return cut;
    },
    sweep() {
      for (const [key, texture] of previousCuts) if (!cuts.has(key)) texture.destroy(false);
      previousCuts = cuts;
      cuts = new Map();
    },
    busy: () => inFlight.size > 0 || undrawn,
    drawn() {
      undrawn = false;
    },
    dispose() {
      for (const texture of base.values()) texture.destroy(true);
      for (const texture of titles.values()) texture.destroy(false);
      for (const page of titlePages) page.source.destroy();
      for (const texture of [...cuts.values(), ...previousCuts.values()]) texture.destroy(false);
      shadowSource.destroy();
    },
  };
}
