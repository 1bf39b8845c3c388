import { useRef, useState } from 'react';
import { useText, useTranslation, type TrayItem, type TrayMenuEntry } from '../../sdk';
import { firstLetter, useDismiss } from '../common';
import { TrayMenu } from './TrayMenu';
import { TrayPopup } from './TrayPopup';

/**
 * A tray item: a small icon button that runs the item's action, opens its menu, whose entries
 * are asked for each time it opens, or opens its popup. Its title follows the language when the item gives
 * one that does (`ctx.i18n.localize`).
 */
export function TrayButton({ item }: { item: TrayItem }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  /** The open menu's entries, and the language they were asked for in. */
  const [menu, setMenu] = useState<{ entries: readonly TrayMenuEntry[]; language: string } | null>(null);
  const [popup, setPopup] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const title = useText(item.title);
  const icon = useText(item.icon ?? '');
  const open = menu !== null || popup;
  // The language changed while the menu is open: its entries are asked for again, in the new one.
  if (menu && menu.language !== language && item.menu) setMenu({ entries: item.menu(), language });

  const close = (returnFocus: boolean) => {
    setMenu(null);
    setPopup(false);
    if (returnFocus) button.current?.focus();
  };
  useDismiss(root, open, () => close(false));

  const onClick = () => {
    if (item.popup) setPopup(!popup);
    else if (item.menu) setMenu(open ? null : { entries: item.menu(), language });
    else item.onClick?.();
  };
  const haspopup = item.popup ? 'dialog' : item.menu ? 'menu' : undefined;

  return (
    <div ref={root} className="tray__item">
      <button
        ref={button}
        type="button"
        className="tray__button"
        title={title}
        aria-label={title}
        aria-haspopup={haspopup}
        aria-expanded={haspopup ? open : undefined}
        onClick={onClick}
      >
        {icon ? (
          <img className="tray__icon" src={icon} alt="" />
        ) : (
          <span className="tray__icon tray__icon--letter" aria-hidden="true">
            {firstLetter(title)}
          </span>
        )}
      </button>
      {menu ? <TrayMenu label={title} entries={menu.entries} anchor={button} onClose={close} /> : null}
      {popup && item.popup ? (
        <TrayPopup label={title} anchor={button} render={item.popup} onClose={close} />
      ) : null}
    </div>
  );
}
