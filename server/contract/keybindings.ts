/**
 * A key chord as keybindings store it ('Alt+M', 'Ctrl+Shift+F3'): modifiers, then exactly one key.
 * The browser cannot bind a chord without a key ('Ctrl+'), so the server takes none.
 */
export const KEY_CHORD = /^((ctrl|alt|shift|meta)\+)*[^+\s]+$/i;
