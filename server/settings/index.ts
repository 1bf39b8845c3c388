export type { SaveResult, SettingsStore, WarningLog } from './settingsStore';
export type { SettingsDocument, SettingsMigration } from './migrations';
export { createSettingsStore } from './settingsStore';
export { versionConflict } from './document';
export { migrateSettings, SETTINGS_MIGRATIONS } from './migrations';
