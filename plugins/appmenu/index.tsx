import { definePlugin } from '../../sdk';
import './appmenu.css';
import { AppMenu } from './AppMenu';
import { APPMENU_ITEM_ID, APPMENU_TOGGLE_ID, APPMENU_TOGGLE_KEY } from './constants';
import { createMenuToggle } from './menuToggle';
import { APPMENU_STRINGS } from './strings';

/**
 * The application menu (docs/features/panel.md): a logo button at the start of the panel that
 * opens a searchable list of the user's applications by category. Alt+A opens and closes it.
 */
export const appmenu = definePlugin({
  id: APPMENU_ITEM_ID,
  title: 'appmenu.label',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(APPMENU_STRINGS));
    const menu = createMenuToggle(() => ctx.apps.catalog.get().length > 0);
    ctx.keybindings.register({
      id: APPMENU_TOGGLE_ID,
      key: APPMENU_TOGGLE_KEY,
      description: ctx.i18n.localize('appmenu.shortcut'),
      run: () => menu.toggle(),
    });
    ctx.panel.register({ id: APPMENU_ITEM_ID, slot: 'start', order: 0, render: () => <AppMenu ctx={ctx} menu={menu} /> });
  },
});
