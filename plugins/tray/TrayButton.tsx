import { useRef, useState } from 'react';
import type { TrayItem, TrayMenuEntry } from '../../sdk';
import { firstLetter, useDismiss } from '../common';
import { TrayMenu } from './TrayMenu';

/**
 * A tray item: a small icon button that runs the item's action, or opens its menu, whose
 * entries are asked for each time it opens.
 */
export function TrayButton({ item }: { item: TrayItem }) {
  const [entries, setEntries] = useState<readonly TrayMenuEntry[] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = entries !== null;
  const title = item.title;

  const close = (returnFocus: boolean) => {
    setEntries(null);
    if (returnFocus) button.current?.focus();
  };
  useDismiss(root, open, () => setEntries(null));

  const onClick = () => {
    if (item.menu) setEntries(open ? null : item.menu());
    else item.onClick?.();
  };

  return (
    <div ref={root} className="tray__item">
      <button
        ref={button}
        type="button"
        className="tray__button"
        title={title}
        aria-label={title}
        aria-haspopup={item.menu ? 'menu' : undefined}
        aria-expanded={item.menu ? open : undefined}
        onClick={onClick}
      >
        {item.icon ? (
          <img className="tray__icon" src={item.icon} alt="" />
        ) : (
          <span className="tray__icon tray__icon--letter" aria-hidden="true">
            {firstLetter(title)}
          </span>
        )}
      </button>
      {entries ? <TrayMenu label={title} entries={entries} anchor={button} onClose={close} /> : null}
    </div>
  );
}
