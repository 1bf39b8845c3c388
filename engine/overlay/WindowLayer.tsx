import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ChromeTheme } from '../chrome';
import { ActiveChrome, createStackTracker, StaticChrome, useElementSize, useWindows, useWindowsStore } from '../scene';
import { WindowFrame } from './WindowFrame';
import type { WindowHost } from './windowHost';
import { WindowMenu } from './WindowMenu';

export interface WindowLayerProps {
  host: WindowHost;
  theme: ChromeTheme;
  resolution: number;
  /** Height the panel takes at the top: windows live below it. */
  topInset: number;
  /** Root width at or below which windows fill the desktop (configuration `windows.mobile`). */
  mobileWidth: number;
  /** Called after a chrome canvas rendered a frame (tests count them). Keep it stable. */
  onFrame?: (canvas: 'chrome' | 'active') => void;
}

/**
 * The windows, stacked by z-index in one stacking context: every window's DOM, then the chrome
 * canvas of all windows but the top one just beneath the top window, then the top window's DOM
 * and its own chrome canvas. A back window's content thus never covers a front window's chrome,
 * and shadows fall over the windows behind.
 */
export function WindowLayer({ host, theme, resolution, topInset, mobileWidth, onFrame }: WindowLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(layerRef);
  const store = useWindowsStore();
  const tracker = useMemo(() => createStackTracker(), []);
  const split = useSyncExternalStore(store.subscribe, () => tracker(store.getState().windows));
  const wids = useWindows(useShallow((state) => Object.keys(state.windows)));

  useEffect(() => {
    if (!size) return;
    const desktop = { left: 0, top: topInset, width: size.width, height: Math.max(0, size.height - topInset) };
    store.getState().setDesktop(desktop, size.width <= mobileWidth);
  }, [store, size, topInset, mobileWidth]);

  const onStaticFrame = useCallback(() => onFrame?.('chrome'), [onFrame]);
  const onActiveFrame = useCallback(() => onFrame?.('active'), [onFrame]);

  const topZ = split.top ? split.top.state.zIndex * 2 : 0;
  return (
    <div ref={layerRef} className="window-layer">
      {wids.map((key) => {
        const wid = Number(key);
        return <WindowFrame key={wid} wid={wid} host={host} theme={theme} isTop={wid === split.top?.wid} />;
      })}
      {size ? (
        <StaticChrome
          below={split.below}
          width={size.width}
          height={size.height}
          zIndex={topZ - 1}
          resolution={resolution}
          theme={theme}
          onFrame={onStaticFrame}
        />
      ) : null}
      {split.top ? (
        <ActiveChrome top={split.top} zIndex={topZ + 1} resolution={resolution} theme={theme} onFrame={onActiveFrame} />
      ) : null}
      <WindowMenu host={host} />
    </div>
  );
}
