import { useCallback, type KeyboardEvent, type WheelEvent } from 'react';
import { useTranslation, useValue, type PluginWindows, type WindowEntry } from '../../sdk';
import { WindowButton } from './WindowButton';

const NEXT_KEYS: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/** Arrow keys, Home and End move focus along the toolbar (mirrored in right-to-left layouts). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.windowlist__button')];
  if (buttons.length === 0) return;
  const current = buttons.findIndex((button) => button === document.activeElement);
  let target: number;
  if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = buttons.length - 1;
  else {
    const step = NEXT_KEYS[event.key];
    if (step === undefined) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    target = Math.min(Math.max(current + (rtl ? -step : step), 0), buttons.length - 1);
  }
  event.preventDefault();
  buttons[target]?.focus();
}

/** A vertical wheel scrolls the one-row list sideways. */
function scrollSideways(event: WheelEvent<HTMLDivElement>) {
  if (event.deltaX === 0) event.currentTarget.scrollLeft += event.deltaY;
}

/**
 * The panel's window list: a button per top-level window. Clicking the focused window minimizes
 * it; clicking any other focuses it, restoring it when minimized.
 */
export function WindowList({ windows }: { windows: PluginWindows }) {
  const { t } = useTranslation();
  const list = useValue(windows.list);
  const activate = useCallback(
    (entry: WindowEntry) => (entry.focused ? windows.minimize(entry.wid) : windows.focus(entry.wid)),
    [windows],
  );
  const anyFocused = list.some((entry) => entry.focused);
  return (
    <div className="windowlist" role="toolbar" aria-label={t('windowlist.label')} onKeyDown={moveFocus} onWheel={scrollSideways}>
      {list.map((entry, index) => (
        <WindowButton
          key={entry.wid}
          entry={entry}
          tabbable={entry.focused || (!anyFocused && index === 0)}
          onActivate={activate}
        />
      ))}
    </div>
  );
}
