/**
 * The wallpaper `src` as an absolute URL when it is an http(s) URL of the page's own origin
 * (a relative path, e.g. `/wallpapers/dusk.svg` or, later, a VFS file), else null.
 *
 * Why only same-origin: the desktop draws the image with WebGL, which refuses cross-origin images
 * served without CORS headers; a settings value must not make every sign-in contact a third-party
 * server (it would learn who uses the desktop, and when); and `javascript:`, `data:` or `blob:`
 * values have no business in a stored setting.
 */
export function sameOriginSrc(src: unknown, origin: string): string | null {
  if (typeof src !== 'string' || src.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(src, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === origin ? url.href : null;
}
