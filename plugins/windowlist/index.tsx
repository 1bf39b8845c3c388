import { definePlugin } from '../../sdk';
import { WindowList } from './WindowList';
import './windowlist.css';
import { WINDOWLIST_STRINGS } from './strings';

/** The panel item's id. */
export const WINDOWLIST_ITEM_ID = 'atrium.windowlist';

/** The window list in the middle of the panel: one button per top-level window. */
export const windowlist = definePlugin({
  id: WINDOWLIST_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(WINDOWLIST_STRINGS));
    ctx.panel.register({ id: WINDOWLIST_ITEM_ID, slot: 'center', order: 0, render: () => <WindowList windows={ctx.windows} /> });
  },
});
