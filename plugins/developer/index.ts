import { definePlugin } from '../../sdk';
import { developerMenu } from './developerMenu';
import { DEVELOPER_STRINGS } from './strings';

/** The tray item's id. */
export const DEVELOPER_ITEM_ID = 'atrium.developer';

/**
 * The developer tray menu, registered only when the server runs in development: kill or reload
 * running applications, and clear what the browser stores.
 */
export const developer = definePlugin({
  id: DEVELOPER_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(DEVELOPER_STRINGS));
    if (!ctx.env.development) return;
    ctx.tray.register({
      id: DEVELOPER_ITEM_ID,
      title: ctx.i18n.localize('developer.title'),
      icon: null,
      menu: () => developerMenu(ctx.apps, ctx.env, ctx.i18n),
    });
  },
});
