import { memo, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ChromeTheme } from '../chrome';
import type { ReadableValue } from '../core';
import type { TextDirection } from '../i18n';
import { ActiveChrome, SnapPreview, StaticChrome, useCovered, useElementSize, useStack, useWindowsStore } from '../scene';
import { InputMaskProvider } from './ConnectionMask';
import { WindowFrame } from './WindowFrame';
import type { WindowHost } from '../windows';
import { WindowMenu } from './WindowMenu';
import { WorkspaceFilter } from './WorkspaceFilter';
import './windowLayer.css';

/**
 * Windows per group. React walks every child of a parent with an update, and the browser every
 * child of an element whose descendant needs its style recalculated: one flat list of 10,000
 * frames costs 10,000 visits of each per drag step. In groups of 64 (a `display: contents`
 * element each, so the windows still stack in the layer's one stacking context), a step visits
 * the groups and the moving window's group only.
 */
const GROUP_SIZE = 64;
const groupOf = (wid: number) => Math.floor(wid / GROUP_SIZE);

interface WindowGroupProps {
  wids: readonly number[];
  /** The top window if it is in this group, else null, so a focus change re-renders two groups. */
  topWid: number | null;
  host: WindowHost;
  theme: ChromeTheme;
  direction: TextDirection;
}

const WindowGroup = memo(function WindowGroup({ wids, topWid, host, theme, direction }: WindowGroupProps) {
  return (
    <div className="window-layer__group">
      {wids.map((wid) => (
        <WindowFrame key={wid} wid={wid} host={host} theme={theme} direction={direction} isTop={wid === topWid} />
      ))}
    </div>
  );
});

export interface WindowLayerProps {
  host: WindowHost;
  theme: ChromeTheme;
  /** The page's direction: 'rtl' mirrors the chrome, on the canvases and in the hit targets alike. */
  direction: TextDirection;
  resolution: number;
  /** What the panel takes from the viewport's top and bottom: windows live between. */
  insets: { top: number; bottom: number };
  /** Root width at or below which windows fill the desktop (configuration `windows.mobile`). */
  mobileWidth: number;
  /** What lies under every window in the layer (the widgets): it takes the presses where no window is. */
  underlay?: ReactNode;
  /** While true, the windows of applications that disable input while disconnected are masked. */
  inputMasked: ReadableValue<boolean>;
}

/**
 * The windows, stacked by z-index in one stacking context: every window's DOM, then the chrome
 * canvas of all windows but the top one just beneath the top window, then the top window's DOM
 * and its own chrome canvas. A back window's content thus never covers a front window's chrome,
 * and shadows fall over the windows behind.
 */
export function WindowLayer({ host, theme, direction, resolution, insets, mobileWidth, underlay, inputMasked }: WindowLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(layerRef);
  const store = useWindowsStore();
  // Each of these changes only when windows come or go or the front window changes, so a drag
  // re-renders none of this, only the moving window and its chrome.
  const wids = useStack((split) => split.all);
  const topWid = useStack((split) => split.top?.wid ?? null);
  const topZ = useStack((split) => (split.top ? split.top.state.zIndex * 2 : 0));

  useEffect(() => {
    if (!size) return;
    const desktop = { left: 0, top: insets.top, width: size.width, height: Math.max(0, size.height - insets.top - insets.bottom) };
    store.getState().setDesktop(desktop, size.width <= mobileWidth);
  }, [store, size, insets.top, insets.bottom, mobileWidth]);

  // A window that opens hidden behind others mounts (frame and app) in a render of its own,
  // after the first paint and cut into slices that leave the page responsive: of 1,000 windows
  // opened at once, the 146 that show are rendered and painted first (open 1,000: ~540 → ~350
  // ms to paint). The others mount all the same, just not in the same frame.
  const covered = useCovered();
  const mountedWids = useDeferredValue(wids);
  const shownWids = useMemo(() => {
    if (mountedWids === wids) return wids;
    const mounted = new Set(mountedWids);
    return wids.filter((wid) => mounted.has(wid) || !covered.has(wid));
  }, [wids, mountedWids, covered]);

  // A window's group follows from its wid, which never changes or returns, so closing a window
  // never moves another one to a different group (which would remount it and lose its state).
  const groups = useMemo(() => {
    const byGroup = new Map<number, number[]>();
    for (const wid of shownWids) {
      const group = groupOf(wid);
      const members = byGroup.get(group);
      if (members) members.push(wid);
      else byGroup.set(group, [wid]);
    }
    return [...byGroup];
  }, [shownWids]);
  const topGroup = topWid === null ? null : groupOf(topWid);

  return (
    <div ref={layerRef} className="window-layer">
      <InputMaskProvider masked={inputMasked}>
        {underlay}
        <WorkspaceFilter />
        {groups.map(([group, members]) => (
          <WindowGroup
            key={group}
            wids={members}
            topWid={group === topGroup ? topWid : null}
            host={host}
            theme={theme}
            direction={direction}
          />
        ))}
        {size ? (
          <StaticChrome
            width={size.width}
            height={size.height}
            zIndex={topZ - 1}
            resolution={resolution}
            theme={theme}
            direction={direction}
          />
        ) : null}
        <SnapPreview zIndex={topZ - 1} resolution={resolution} theme={theme} />
        <ActiveChrome zIndex={topZ + 1} resolution={resolution} theme={theme} direction={direction} />
        <WindowMenu host={host} />
      </InputMaskProvider>
    </div>
  );
}
