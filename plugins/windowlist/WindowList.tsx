import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type WheelEvent,
} from 'react';
import { useTranslation, useValue, type PluginWindows, type WindowEntry } from '../../sdk';
import { isRightToLeft, toolbarTarget } from '../common';
import { BUTTON_GAP, rowLayout, scrollToReveal, visibleRange } from './layout';
import { useScrollArea } from './useScrollArea';
import { WindowButton } from './WindowButton';

/** A vertical wheel scrolls the one-row list sideways. */
function scrollSideways(event: WheelEvent<HTMLDivElement>) {
  if (event.deltaX === 0) event.currentTarget.scrollLeft += event.deltaY;
}

/** The window id a focus event's button carries, or null. */
function widOf(target: EventTarget | null): number | null {
  const wid = target instanceof HTMLElement ? target.dataset.wid : undefined;
  return wid === undefined ? null : Number(wid);
}

/** The indices `first` to `last`, and any of `pinned` outside them, in order. */
function indicesToRender(first: number, last: number, pinned: readonly number[]): number[] {
  const indices: number[] = [];
  for (let index = first; index <= last; index++) indices.push(index);
  for (const index of pinned) if (index >= 0 && (index < first || index > last) && !indices.includes(index)) indices.push(index);
  return indices.sort((a, b) => a - b);
}

/**
 * The panel's window list: a button per top-level window. Clicking the focused window minimizes
 * it; clicking any other focuses it, restoring it when minimized.
 *
 * Only the buttons in view (and a few either side) are in the document, placed by index, so ten
 * thousand windows cost the page what a dozen do. The tab stop and the button holding keyboard
 * focus stay rendered wherever the list is scrolled.
 */
export function WindowList({ windows }: { windows: PluginWindows }) {
  const { t } = useTranslation();
  const list = useValue(windows.list);
  const activate = useCallback(
    (entry: WindowEntry) => (entry.focused ? windows.minimize(entry.wid) : windows.focus(entry.wid)),
    [windows],
  );
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { scrollStart, viewportWidth, scrollTo } = useScrollArea(element);
  const layout = rowLayout(list.length, viewportWidth);
  const [first, last] = visibleRange(layout, list.length, scrollStart, viewportWidth);

  const focusedIndex = list.findIndex((entry) => entry.focused);
  const focusedWid = list[focusedIndex]?.wid ?? null;
  const tabStop = Math.max(focusedIndex, 0);
  const [keyboardWid, setKeyboardWid] = useState<number | null>(null);
  const keyboardIndex = keyboardWid === null ? -1 : list.findIndex((entry) => entry.wid === keyboardWid);

  // A newly focused window's button scrolls into view, placed by its index. Only when it is out
  // of view: scrolling reads the computed direction and lays the page out at once, in the commit
  // of the raise (7.8 ms of a raise at 1,000 windows, profiled).
  const revealedWid = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!element || focusedWid === revealedWid.current) return;
    revealedWid.current = focusedWid;
    const target = focusedIndex >= 0 ? scrollToReveal(layout, focusedIndex, scrollStart, viewportWidth) : scrollStart;
    if (target !== scrollStart) scrollTo(target);
  });

  // A key that moved to a button not yet rendered focuses it once it is.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!element || pendingFocus.current === null) return;
    element.querySelector<HTMLElement>(`[data-wid="${pendingFocus.current}"]`)?.focus();
    pendingFocus.current = null;
  });

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const current = list.findIndex((entry) => entry.wid === widOf(document.activeElement));
    const target = toolbarTarget(event, current, list.length, isRightToLeft(event.currentTarget));
    const wid = target === null ? undefined : list[target]?.wid;
    if (target === null || wid === undefined) return;
    event.preventDefault();
    scrollTo(scrollToReveal(layout, target, scrollStart, viewportWidth));
    const button = event.currentTarget.querySelector<HTMLElement>(`[data-wid="${wid}"]`);
    if (button) button.focus();
    else pendingFocus.current = wid;
    setKeyboardWid(wid);
  }

  function leave(event: FocusEvent<HTMLDivElement>) {
    // Focus gone elsewhere in the page (not just the browser window losing it).
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setKeyboardWid(null);
  }

  const style: CSSProperties & Record<`--${string}`, string> = {
    '--windowlist-button-width': `${layout.buttonWidth}px`,
    '--windowlist-gap': `${BUTTON_GAP}px`,
  };
  return (
    <div
      ref={setElement}
      className="windowlist"
      role="toolbar"
      aria-label={t('windowlist.label')}
      style={style}
      onKeyDown={moveFocus}
      onWheel={scrollSideways}
      onFocus={(event) => setKeyboardWid(widOf(event.target))}
      onBlur={leave}
    >
      <div className="windowlist__row" style={{ width: layout.rowWidth }}>
        {indicesToRender(first, last, [tabStop, keyboardIndex]).map((index) => {
          const entry = list[index];
          return (
            entry && <WindowButton key={entry.wid} entry={entry} index={index} tabbable={index === tabStop} onActivate={activate} />
          );
        })}
      </div>
    </div>
  );
}
