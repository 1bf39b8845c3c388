import { unpremultiply, type Pixels } from './bitmapFile';

/**
 * The canvas's current frame as straight-alpha RGBA. A WebGL canvas keeps its frame only in the
 * task that drew it: read it there.
 */
export function readFrame(canvas: HTMLCanvasElement): Pixels {
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (gl) return readWebGL(gl);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the canvas has neither a WebGL nor a 2D context');
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { data, width, height, bottomUp: false };
}

function readWebGL(gl: WebGLRenderingContext | WebGL2RenderingContext): Pixels {
  const width = gl.drawingBufferWidth;
  const height = gl.drawingBufferHeight;
  const data = new Uint8Array(width * height * 4);
  // The frame is in the default framebuffer; Pixi may have left another bound and tracks its
  // bindings itself, so the binding is put back as it was.
  const target = 'READ_FRAMEBUFFER' in gl ? gl.READ_FRAMEBUFFER : gl.FRAMEBUFFER;
  const binding = 'READ_FRAMEBUFFER_BINDING' in gl ? gl.READ_FRAMEBUFFER_BINDING : gl.FRAMEBUFFER_BINDING;
  const bound = gl.getParameter(binding) as WebGLFramebuffer | null;
  if (bound) gl.bindFramebuffer(target, null);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, data);
  if (bound) gl.bindFramebuffer(target, bound);
  if (gl.getContextAttributes()?.premultipliedAlpha !== false) unpremultiply(data);
  return { data, width, height, bottomUp: true };
}
