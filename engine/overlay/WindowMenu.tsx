import { useTranslation } from '../i18n';
import { useScene, useSceneStore, useWindows, useWindowsStore } from '../scene';
import { Menu } from './Menu';
import { tileVisible, type WindowHost } from '../windows';

/** The window context menu (docs/features/windows.md#the-window-menu): maximize or restore, minimize or raise, tile all, close. */
export function WindowMenu({ host }: { host: WindowHost }) {
  const { t } = useTranslation();
  const scene = useSceneStore();
  const store = useWindowsStore();
  const menu = useScene((state) => state.menu);
  const record = useWindows((state) => (menu ? state.windows.get(menu.wid) : undefined));

  if (!menu || !record) return null;
  const { attributes, state } = record;
  const actions = store.getState();
  const close = (reason: 'done' | 'outside') => {
    scene.getState().openMenu(null);
    if (reason === 'done') document.querySelector<HTMLElement>(`[data-wid="${record.wid}"] .window__header`)?.focus();
  };
  const items = [
    state.maximized
      ? { label: t('window.restore'), enabled: true, run: () => actions.restore(record.wid) }
      : { label: t('window.maximize'), enabled: attributes.maximizable, run: () => actions.maximize(record.wid) },
    state.minimized
      ? { label: t('window.raise'), enabled: true, run: () => actions.raise(record.wid) }
      : { label: t('window.minimize'), enabled: attributes.minimizable, run: () => actions.minimize(record.wid) },
    { label: t('window.tileAll'), enabled: true, run: () => tileVisible(store.getState()) },
    { label: t('window.close'), enabled: attributes.closeable, run: () => host.close(record.wid) },
  ];

  return <Menu key={record.wid} label={t('window.menu')} at={menu} items={items} onClose={close} />;
}
