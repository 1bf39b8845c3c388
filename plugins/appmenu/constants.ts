/** The panel item's id. */
export const APPMENU_ITEM_ID = 'atrium.appmenu';
/** The keybinding that opens and closes the menu; settings remap it by this id. */
export const APPMENU_TOGGLE_ID = 'atrium.appmenu.toggle';
/** The default chord (docs/features/panel.md: "Default keyboard shortcut Alt+a"). */
export const APPMENU_TOGGLE_KEY = 'Alt+A';
