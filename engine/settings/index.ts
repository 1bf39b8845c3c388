export type { Namespace, NamespaceValues, SettingsService, SettingsServiceDeps } from './settingsService';
export { SETTINGS_SAVE_DEBOUNCE_MS, SETTINGS_VERSION } from './constants';
export { DESKTOP_DEFAULTS } from './defaults';
export { SettingsLockedError } from './errors';
export { createSettingsService } from './settingsService';
export { useSettings } from './useSettings';
