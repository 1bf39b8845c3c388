import { memo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import type { PanelPosition } from '../../../server/contract';
import { useValue, type ReadableValue } from '../../core';
import type { PanelItem, PanelSlot } from '../../extensions';
import { useTranslation } from '../../i18n';
import { isMenuKey, Menu } from '../../overlay';
import { useServices } from '../services';

const SLOTS: readonly PanelSlot[] = ['start', 'center', 'end'];

/** Renders a panel item's view as a component of its own, so its hooks belong to it. */
const PanelItemView = memo(function PanelItemView({ item }: { item: PanelItem }) {
  const Render = item.render;
  return <Render />;
});

export interface PanelProps {
  items: ReadableValue<readonly PanelItem[]>;
  position: PanelPosition;
  /** Moves the panel; null when the desktop is locked, which disables the panel's context menu. */
  onPosition: ((position: PanelPosition) => void) | null;
}

/**
 * The panel host: the items plugins registered (application menu, window list, tray, profile,
 * home, logout, …) in their slots. Its context menu (right click, Shift+F10
 * or the menu key) puts it at the top or the bottom (docs/features/panel.md).
 */
export function Panel({ items, position, onPosition }: PanelProps) {
  const { t } = useTranslation();
  const { user } = useServices();
  const registered = useValue(items);
  // docs/features/panel.md: rebuilt when the profile is updated, so items that read it at
  // their start (apps, logo, account) start again from the new one.
  const revision = useStore(user, (state) => state.revision);
  const [menuAt, setMenuAt] = useState<{ left: number; top: number } | null>(null);

  // The system menu is suppressed on the panel either way (docs/features/widgets.md).
  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (onPosition) setMenuAt({ left: event.clientX, top: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!onPosition || !isMenuKey(event)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const start = document.documentElement.dir === 'rtl' ? box.right - 8 : box.left + 8;
    setMenuAt({ left: start, top: position === 'top' ? box.bottom : box.top - 80 });
  };
  const choices = (['top', 'bottom'] as const).map((choice) => ({
    label: t(`panel.${choice}`),
    enabled: true,
    checked: choice === position,
    run: () => onPosition?.(choice),
  }));

  return (
    <nav className={`panel panel--${position}`} aria-label={t('panel.label')} onContextMenu={onContextMenu} onKeyDown={onKeyDown}>
      {SLOTS.map((slot) => (
        <div key={slot} className={`panel__${slot}`}>
          {registered
            .filter((item) => item.slot === slot)
            .map((item) => (
              <PanelItemView key={`${item.id}@${revision}`} item={item} />
            ))}
        </div>
      ))}
      {menuAt ? <Menu label={t('panel.position')} at={menuAt} items={choices} onClose={() => setMenuAt(null)} /> : null}
    </nav>
  );
}
