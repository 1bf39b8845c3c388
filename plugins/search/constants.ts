/** The plugin's id, also its panel item's and its tray item's. */
export const SEARCH_ITEM_ID = 'atrium.search';
/** The keybinding that shows and hides the overlay; settings may remap it by this id. */
export const SEARCH_TOGGLE_ID = 'atrium.search.toggle';
/** docs/features/search.md#the-f3-search: F3 (key 114) opens the search. */
export const SEARCH_TOGGLE_KEY = 'F3';
/** docs/features/search.md#the-f3-search: losing focus hides the overlay after this long if it is empty. */
export const SEARCH_BLUR_HIDE_MS = 300;
/** How many results one search shows at most. */
export const SEARCH_RESULT_LIMIT = 100;
