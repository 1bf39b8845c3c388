import type { Glyph } from '../../chrome';

/** A 2D canvas of `width`×`height` CSS pixels at `resolution`, scaled so drawing uses CSS pixels. */
export function canvas2d(width: number, height: number, resolution: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width * resolution));
  canvas.height = Math.max(1, Math.ceil(height * resolution));
  // Kept in CPU memory: WebGL uploads it as is, instead of reading it back from the GPU.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Atrium: no 2D canvas context for chrome textures');
  context.scale(resolution, resolution);
  return [canvas, context];
}

/**
 * The shadow's nine-slice source, `2·size + 1` pixels square: the middle pixel stands for the
 * window, and around it the shadow fades with a Gaussian over `size` pixels — straight along the
 * edges, round at the corners, so the slices meet without seams.
 */
export function drawShadow(size: number, color: string, opacity: number, resolution: number): HTMLCanvasElement {
  const side = 2 * size + 1;
  const [canvas, context] = canvas2d(side, side, resolution);
  const pixels = context.createImageData(canvas.width, canvas.height);
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16));
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      // Distance in CSS pixels from this pixel's centre to the middle (window) pixel's square.
      const dx = Math.max(0, Math.abs((x + 0.5) / resolution - (size + 0.5)) - 0.5);
      const dy = Math.max(0, Math.abs((y + 0.5) / resolution - (size + 0.5)) - 0.5);
      const distance = Math.hypot(dx, dy) / size;
      const offset = (y * canvas.width + x) * 4;
      pixels.data[offset] = red ?? 0;
      pixels.data[offset + 1] = green ?? 0;
      pixels.data[offset + 2] = blue ?? 0;
      pixels.data[offset + 3] = Math.round(255 * opacity * Math.exp(-4.5 * distance * distance));
    }
  }
  context.putImageData(pixels, 0, 0);
  return canvas;
}

/** Header button glyphs and the default app icon, drawn as 1.5 px strokes in a `size` box. */
export function drawGlyph(glyph: Glyph, color: string, size: number, resolution: number): HTMLCanvasElement {
  const [canvas, context] = canvas2d(size, size, resolution);
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = 1.5;
  const m = size * 0.25;
  const e = size - m;
  context.beginPath();
  switch (glyph) {
    case 'minimize':
      context.moveTo(m, size / 2 + 0.5);
      context.lineTo(e, size / 2 + 0.5);
      break;
    case 'maximize':
      context.rect(m + 0.5, m + 0.5, e - m - 1, e - m - 1);
      break;
    case 'restore':
      context.rect(m + 0.5, m + 2.5, e - m - 3, e - m - 3);
      context.moveTo(m + 2.5, m + 0.5);
      context.lineTo(e - 0.5, m + 0.5);
      context.lineTo(e - 0.5, e - 2.5);
      break;
    case 'close':
      context.moveTo(m, m);
      context.lineTo(e, e);
      context.moveTo(e, m);
      context.lineTo(m, e);
      break;
    case 'app':
      context.rect(1.5, 2.5, size - 3, size - 5);
      context.moveTo(1.5, 6.5);
      context.lineTo(size - 1.5, 6.5);
      break;
  }
  context.stroke();
  return canvas;
}

export interface TitleOptions {
  color: string;
  breadcrumb: readonly string[];
  crumbColor: string;
  fontSize: number;
  fontFamily: string;
  fontWeight: number;
  width: number;
  height: number;
  /** 'rtl': the line starts at the right edge and runs leftwards. */
  direction: 'ltr' | 'rtl';
}

const CRUMB_SEPARATOR = '  ›  ';

/**
 * The title and, quieter, the breadcrumb after it, in the header font, vertically centred and cut
 * with an ellipsis where the line runs out of `width`; in 'rtl' right-aligned and right to left.
 * Drawn into `context` (in CSS pixels) at `slot`, which is cleared first and nothing outside it
 * drawn: titles share a few canvases (see textureCache).
 */
export function drawTitle(context: CanvasRenderingContext2D, slot: { left: number; top: number; room: number }, text: string, options: TitleOptions): void {
  context.save();
  context.beginPath();
  context.rect(slot.left, slot.top, slot.room, options.height);
  context.clip();
  context.clearRect(slot.left, slot.top, slot.room, options.height);
  context.translate(slot.left, slot.top);
  context.font = `${options.fontWeight} ${options.fontSize}px ${options.fontFamily}`;
  context.textBaseline = 'middle';
  const rtl = options.direction === 'rtl';
  // textAlign stays 'start': in 'rtl' each segment's x is its right end.
  if (rtl) context.direction = 'rtl';
  const segments = [
    { text, color: options.color },
    ...options.breadcrumb.map((crumb) => ({ text: CRUMB_SEPARATOR + crumb, color: options.crumbColor })),
  ];
  let x = 0;
  for (const segment of segments) {
    const room = options.width - x;
    const fits = context.measureText(segment.text).width <= room;
    const shown = fits ? segment.text : ellipsize(context, segment.text, room);
    context.fillStyle = segment.color;
    context.fillText(shown, rtl ? options.width - x : x, options.height / 2 + 1);
    if (!fits) break;
    x += context.measureText(shown).width;
  }
  context.restore();
}

function ellipsize(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (context.measureText(`${text.slice(0, middle)}…`).width <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low)}…`;
}
