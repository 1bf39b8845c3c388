// The spread layout: windows of 260×170 over the whole desktop, as users have them, instead of the
// cascade's 20 spots. Self-contained (no imports, no closures) so that `page.evaluate` can run it.

/**
 * `count` window rectangles, bottom to top, for a desktop `{ left, top, width, height }`:
 * - the first three in a strip along the left edge, which no later window enters, so the bottom
 *   window always shows its left 60 px, where a click reaches it;
 * - the rest at pseudo-random places (a fixed seed: every run and every build get the same ones)
 *   right of the strip;
 * - the top one left of the centre, with room to be dragged 240 px right and ±90 px up and down.
 */
export function spreadLayout(count, desktop) {
  const width = 260;
  const height = 170;
  const strip = 60;
  let seed = 0x5eed1;
  // mulberry32: small, fast and the same everywhere.
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const bottom = desktop.top + desktop.height - height;
  const rects = [];
  for (let i = 0; i < count; i++) {
    if (i === count - 1 && count > 3) {
      rects.push({ left: Math.round(desktop.left + desktop.width / 2 - width - 120), top: Math.round(desktop.top + desktop.height / 2 - height / 2), width, height });
    } else if (i < 3) {
      rects.push({ left: desktop.left, top: Math.round(desktop.top + (i * (desktop.height - height)) / 2), width, height });
    } else {
      const left = desktop.left + strip + Math.floor(random() * (desktop.width - strip - width));
      const top = desktop.top + Math.floor(random() * (bottom - desktop.top));
      rects.push({ left, top, width, height });
    }
  }
  return rects;
}
