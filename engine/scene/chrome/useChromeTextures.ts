import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer } from 'react';
import type { ChromeTheme } from '../../chrome';
import { frames, type CanvasName } from '../../frames';
import { useBusyProbe } from '../drawingWork';
import { createTextureCache, type TextureCache } from './textureCache';

export interface ChromeTextures {
  textures: TextureCache;
  /** Changes when an icon finished loading: pass it on so the pieces that waited get drawn. */
  revision: number;
  /** For the canvas: sweeps the textures the frame did not use, then reports the frame to the frame hub. */
  afterRender: () => void;
}

/** The texture cache of chrome canvas `canvas`, alive as long as the canvas. */
export function useChromeTextures(theme: ChromeTheme, resolution: number, canvas: CanvasName): ChromeTextures {
  const [revision, textureReady] = useReducer((count: number) => count + 1, 0);
  const textures = useMemo(() => createTextureCache(theme, resolution, textureReady), [theme, resolution]);
  useEffect(() => () => textures.dispose(), [textures]);
  useBusyProbe(textures.busy);
  // The owner's canvas committed the pieces with the icons loaded so far; from here the canvas's own progress tells.
  useLayoutEffect(() => textures.drawn(), [textures, revision]);
  const afterRender = useCallback(() => {
    textures.sweep();
    frames.drawn(canvas);
  }, [textures, canvas]);
  return { textures, revision, afterRender };
}
