import { definePlugin } from '../../sdk';
import { GLOBALSEARCH_STRINGS } from '../../apps/globalsearch';
import { GLOBALSEARCH_ITEM_ID, GLOBALSEARCH_ORDER } from './constants';
import './globalsearch.css';
import { GlobalSearchItem } from './GlobalSearchItem';

/**
 * The panel's global search (docs/features/search.md#the-global-search): a magnifier that opens 'What are you
 * searching for?' with the filters and the recent searches; a search runs the GlobalSearch app
 * and is kept in the user's recent searches.
 */
export const globalsearch = definePlugin({
  id: GLOBALSEARCH_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(GLOBALSEARCH_STRINGS));
    ctx.panel.register({ id: GLOBALSEARCH_ITEM_ID, slot: 'end', order: GLOBALSEARCH_ORDER, render: () => <GlobalSearchItem ctx={ctx} /> });
  },
});
