import type { CanvasRenderer } from '../OnDemandCanvas';

/**
 * The chrome canvases redraw on every raise, open and close, so they draw with Canvas 2D: each
 * WebGL frame was read back on the main thread under software GL (31 of 88 ms of a raise at 10
 * windows), and their quads of cached textures cost the 2D renderer a drawImage each.
 */
export const CHROME_RENDERER: CanvasRenderer = 'canvas';
