/** Settings are saved this long after the last change (docs/features/settings.md#settings). */
export const SETTINGS_SAVE_DEBOUNCE_MS = 100;
/** The settings format this client writes: the server's SETTINGS_VERSION (a test keeps them equal). */
export const SETTINGS_VERSION = 1;
/**
 * A page told by a 409 that its settings format is out of date reloads, but not again within this
 * long: a server that keeps answering 409 (one whose stored settings are newer) must not start a loop.
 */
export const SETTINGS_RELOAD_GUARD_MS = 60_000;
/** Where the tab remembers when it last reloaded for a settings conflict (sessionStorage: it survives the reload, and no other tab sees it). */
export const SETTINGS_RELOADED_AT_KEY = 'atrium:settingsReloadedAt';
