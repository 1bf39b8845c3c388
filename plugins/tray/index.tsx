import { definePlugin } from '../../sdk';
import { TrayArea } from './TrayArea';
import './tray.css';
import { TRAY_STRINGS } from './strings';

/** The panel item's id. */
export const TRAY_ITEM_ID = 'atrium.tray';

/**
 * The panel's tray: every tray item plugins register (`ctx.tray.register`) as a small icon
 * button. A title given as `ctx.i18n.localize(key)` follows a language switch, and an open menu
 * is asked for its entries again in the new language.
 */
export const tray = definePlugin({
  id: TRAY_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(TRAY_STRINGS));
    ctx.panel.register({ id: TRAY_ITEM_ID, slot: 'end', order: 0, render: () => <TrayArea tray={ctx.tray} /> });
  },
});
