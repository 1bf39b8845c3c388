import { ImageSource, Texture } from 'pixi.js';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useBusyProbe } from './drawingWork';

/** Loads and decodes an image; rejects when it cannot be loaded or has no size. */
export type ImageLoader = (src: string) => Promise<HTMLImageElement>;

export const loadImage: ImageLoader = async (src) => {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  if (image.naturalWidth === 0 || image.naturalHeight === 0) throw new Error('the image has no size');
  return image;
};

/**
 * Whether the image the desktop wants is still on its way: not loaded, not failed. Read from what
 * was committed, so the moment between the image arriving and the scene showing it counts too.
 */
interface LoadProgress {
  /** What the committed scene wants and shows; a new `wanted` is loaded afresh, even one that failed before. */
  committed: (wanted: string | null, shown: string | null) => void;
  failed: (src: string) => void;
  busy: () => boolean;
}

function createLoadProgress(): LoadProgress {
  let wanted: string | null = null;
  let shown: string | null = null;
  let failed: string | null = null;
  return {
    committed(nextWanted, nextShown) {
      if (nextWanted !== wanted) failed = null;
      wanted = nextWanted;
      shown = nextShown;
    },
    failed: (src) => void (failed = src),
    busy: () => wanted !== null && wanted !== shown && wanted !== failed,
  };
}

/**
 * The wallpaper image at `src` as a texture, once it has loaded; null before, for a null `src`,
 * and when it cannot be loaded — then one warning is logged and the desktop shows the colour. The
 * texture is destroyed when `src` changes or the canvas goes.
 */
export function useWallpaperTexture(src: string | null, load: ImageLoader = loadImage, log: Pick<Console, 'warn'> = console): Texture | null {
  const [loaded, setLoaded] = useState<{ src: string; texture: Texture } | null>(null);
  const [loading] = useState(createLoadProgress);
  useLayoutEffect(() => loading.committed(src, loaded?.src ?? null));
  useBusyProbe(loading.busy);
  useEffect(() => {
    if (src === null) return;
    let current: Texture | null = null;
    let cancelled = false;
    load(src).then(
      (image) => {
        if (cancelled) return;
        current = new Texture({ source: new ImageSource({ resource: image }) });
        setLoaded({ src, texture: current });
      },
      (error: unknown) => {
        if (cancelled) return;
        loading.failed(src);
        log.warn(`Atrium: the wallpaper ${src} could not be loaded; the desktop shows its colour instead`, error);
      },
    );
    return () => {
      cancelled = true;
      if (current === null) return;
      // By now the scene no longer draws it: it is shown only while `src` is the one it was loaded for.
      setLoaded(null);
      current.destroy(true);
    };
  }, [src, load, log, loading]);
  return loaded !== null && loaded.src === src ? loaded.texture : null;
}
