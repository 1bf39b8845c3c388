import { definePlugin, toDisposable, vfsErrorText } from '../../sdk';
import { SEARCH_ITEM_ID, SEARCH_RESULT_LIMIT, SEARCH_TOGGLE_ID, SEARCH_TOGGLE_KEY } from './constants';
import './search.css';
import { SEARCH_ICON } from './searchIcon';
import { createSearchOverlay } from './searchOverlay';
import { SearchView } from './SearchView';
import { SEARCH_STRINGS } from './strings';

/**
 * The F3 search (docs/features/search.md#the-f3-search): file names of every searchable mount,
 * opened with their default application (a folder in Files). F3 shows and hides it, and so does
 * its tray icon, whose tooltip names the key.
 */
export const search = definePlugin({
  id: SEARCH_ITEM_ID,
  title: 'search.title',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(SEARCH_STRINGS));
    const overlay = createSearchOverlay({
      search: (pattern, watch) => ctx.vfs.search(null, pattern, { limit: SEARCH_RESULT_LIMIT, ...watch }),
      open: (entry) => void ctx.apps.openFile(entry),
      errorText: (error) => vfsErrorText(error, ctx.i18n.t),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    ctx.subscriptions.add(toDisposable(() => overlay.hide()));
    ctx.keybindings.register({
      id: SEARCH_TOGGLE_ID,
      key: SEARCH_TOGGLE_KEY,
      description: ctx.i18n.localize('search.shortcut'),
      run: () => overlay.toggle(),
    });
    ctx.tray.register({
      id: SEARCH_ITEM_ID,
      title: ctx.i18n.localize('search.tray', { key: ctx.keybindings.keyFor(SEARCH_TOGGLE_ID) ?? SEARCH_TOGGLE_KEY }),
      icon: SEARCH_ICON,
      onClick: () => overlay.toggle(),
    });
    // The overlay is drawn over the desktop, not in the panel: its panel item only hosts it.
    ctx.panel.register({ id: SEARCH_ITEM_ID, slot: 'end', render: () => <SearchView overlay={overlay} /> });
  },
});
