import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './menu.css';

export interface MenuItem {
  label: string;
  enabled: boolean;
  /** For a choice among items (role menuitemradio): whether this one is the current choice. */
  checked?: boolean;
  run: () => void;
}

/** The keys that open a context menu from the keyboard: Shift+F10 and the menu key. */
export function isMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return (event.shiftKey && event.key === 'F10') || event.key === 'ContextMenu';
}

export interface MenuProps {
  /** The menu's accessible name. */
  label: string;
  /**
   * Where it opens, in page coordinates: its top-left corner, or in a right-to-left page its
   * top-right corner, so that it opens towards where the text runs.
   */
  at: { left: number; top: number };
  items: readonly MenuItem[];
  /** Closes the menu: after an item ran or on Escape or Tab ('done'), or on a click outside ('outside', focus stays where it went). */
  onClose: (reason: 'done' | 'outside') => void;
}

/**
 * A context menu: focuses its first enabled item, moves with the arrow keys, runs an item on
 * click, Enter or Space, and closes on Escape, Tab or a click outside.
 */
export function Menu({ label, at, items, onClose }: MenuProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, []);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) onClose('outside');
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, [onClose]);

  const choose = (item: MenuItem) => {
    if (!item.enabled) return;
    onClose('done');
    item.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose('done');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    }
  };

  const rtl = document.documentElement.dir === 'rtl';
  const place = rtl ? { right: document.documentElement.clientWidth - at.left, top: at.top } : { left: at.left, top: at.top };
  return createPortal(
    <ul ref={listRef} className="menu" role="menu" aria-label={label} style={place} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li
          key={item.label}
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={-1}
          aria-disabled={!item.enabled || undefined}
          className="menu__item"
          onClick={() => choose(item)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              choose(item);
            }
          }}
        >
          {item.label}
        </li>
      ))}
    </ul>,
    document.body,
  );
}
