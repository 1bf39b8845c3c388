import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n';
import { useScene, useSceneStore, useWindows, useWindowsStore } from '../scene';
import type { WindowHost } from './windowHost';

/** The window context menu (spec, shell section 2): maximize or restore, minimize or raise, close. */
export function WindowMenu({ host }: { host: WindowHost }) {
  const { t } = useTranslation();
  const scene = useSceneStore();
  const store = useWindowsStore();
  const menu = useScene((state) => state.menu);
  const record = useWindows((state) => (menu ? state.windows[menu.wid] : undefined));
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!menu) return;
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) scene.getState().openMenu(null);
    };
    document.addEventListener('pointerdown', closeOutside, true);
    return () => document.removeEventListener('pointerdown', closeOutside, true);
  }, [menu, scene]);

  if (!menu || !record) return null;
  const { attributes, state } = record;
  const actions = store.getState();
  const close = () => {
    scene.getState().openMenu(null);
    document.querySelector<HTMLElement>(`[data-wid="${record.wid}"] .window__header`)?.focus();
  };
  const items = [
    state.maximized
      ? { label: t('window.restore'), enabled: true, run: () => actions.restore(record.wid) }
      : { label: t('window.maximize'), enabled: attributes.maximizable, run: () => actions.maximize(record.wid) },
    state.minimized
      ? { label: t('window.raise'), enabled: true, run: () => actions.raise(record.wid) }
      : { label: t('window.minimize'), enabled: attributes.minimizable, run: () => actions.minimize(record.wid) },
    { label: t('window.close'), enabled: attributes.closeable, run: () => host.close(record.wid) },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    }
  };

  return createPortal(
    <ul
      ref={listRef}
      className="menu"
      role="menu"
      aria-label={t('window.menu')}
      style={{ left: menu.left, top: menu.top }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li
          key={item.label}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={!item.enabled || undefined}
          className="menu__item"
          onClick={() => {
            if (!item.enabled) return;
            close();
            item.run();
          }}
          onKeyDown={(event) => {
            if ((event.key === 'Enter' || event.key === ' ') && item.enabled) {
              event.preventDefault();
              close();
              item.run();
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
