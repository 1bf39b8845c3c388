export type { ConflictReloadDeps } from './reloadOnConflict';
export type { Namespace, NamespaceValues } from './document';
export type { SettingsLoadState, SettingsService, SettingsServiceDeps } from './settingsService';
export { SETTINGS_RELOAD_GUARD_MS, SETTINGS_RELOADED_AT_KEY, SETTINGS_SAVE_DEBOUNCE_MS, SETTINGS_VERSION } from './constants';
export { DESKTOP_DEFAULTS } from './defaults';
export { SettingsLockedError } from './errors';
export { reloadOnConflict } from './reloadOnConflict';
export { createSettingsService } from './settingsService';
export { useSettings } from './useSettings';
