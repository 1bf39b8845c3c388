/** Settings are saved this long after the last change (spec, shell section 9). */
export const SETTINGS_SAVE_DEBOUNCE_MS = 100;
/** The settings format this client writes: the server's SETTINGS_VERSION (a test keeps them equal). */
export const SETTINGS_VERSION = 1;
