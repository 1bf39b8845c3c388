import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { TrayMenuEntry } from '../../sdk';
import { usePopupPlacement } from '../common';

interface TrayMenuProps {
  label: string;
  entries: readonly TrayMenuEntry[];
  /** The tray button, which the menu opens away from. */
  anchor: RefObject<HTMLElement | null>;
  /** Closes the menu; with `returnFocus`, focus goes back to the tray button. */
  onClose: (returnFocus: boolean) => void;
}

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

function MenuEntries({ entries, onRun }: { entries: readonly TrayMenuEntry[]; onRun: (entry: TrayMenuEntry) => void }) {
  return entries.map((entry, index) =>
    entry.children ? (
      <MenuGroup key={index} entry={entry} onRun={onRun} />
    ) : (
      <li
        key={index}
        role="menuitem"
        tabIndex={-1}
        className="tray-menu__item"
        aria-disabled={entry.disabled === true || undefined}
        onClick={() => onRun(entry)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onRun(entry);
        }}
      >
        {entry.label}
      </li>
    ),
  );
}

/** An entry with children: its label as a heading over an indented group of its entries. */
function MenuGroup({ entry, onRun }: { entry: TrayMenuEntry; onRun: (entry: TrayMenuEntry) => void }) {
  const headingId = useId();
  return (
    <li role="none" className="tray-menu__section">
      <div id={headingId} className="tray-menu__heading">
        {entry.label}
      </div>
      <ul role="group" aria-labelledby={headingId} className="tray-menu__group">
        <MenuEntries entries={entry.children ?? []} onRun={onRun} />
      </ul>
    </li>
  );
}

/**
 * A tray item's menu. Focus starts on the first entry; Up and Down move (wrapping), Home and End
 * jump, Enter or Space runs the focused entry, Escape closes, Tab leaves.
 */
export function TrayMenu({ label, entries, anchor, onClose }: TrayMenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  usePopupPlacement(anchor, menu);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, []);

  const run = (entry: TrayMenuEntry) => {
    if (entry.disabled) return;
    onClose(true);
    entry.run?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
    if (items.length === 0) return;
    const current = items.findIndex((item) => item === document.activeElement);
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (current + 1) % items.length
      : event.key === 'ArrowUp' ? (current <= 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    items[target]?.focus();
  };

  return (
    <ul ref={menu} role="menu" aria-label={label} className="tray-menu" onKeyDown={onKeyDown}>
      {entries.length > 0 ? <MenuEntries entries={entries} onRun={run} /> : null}
    </ul>
  );
}
