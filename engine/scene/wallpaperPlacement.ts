import type { WallpaperFit } from '../wallpapers';

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where an image of `image` size goes on a desktop of `view` size: cover scales it to fill the
 * desktop (cropping what overhangs, centred), contain scales it to fit inside (centred, the
 * colour around it), center keeps its size in the middle, tile repeats it from the top left.
 */
export function wallpaperPlacement(fit: WallpaperFit, image: Size, view: Size): Placement {
  if (fit === 'tile') return { x: 0, y: 0, width: view.width, height: view.height };
  const scale =
    fit === 'center'
      ? 1
      : (fit === 'cover' ? Math.max : Math.min)(view.width / Math.max(1, image.width), view.height / Math.max(1, image.height));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  return { x: Math.round((view.width - width) / 2), y: Math.round((view.height - height) / 2), width, height };
}
