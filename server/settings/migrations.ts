import { SETTINGS_VERSION } from '../contract';

/** A settings document in some version's format: only `version` is known to every format. */
export type SettingsDocument = Record<string, unknown> & { version: number };

/**
 * Turns a document of version `from` into one of version `from + 1`; the runner sets the new
 * version. A migration may rely on its input being a copy: it can change it and return it.
 */
export interface SettingsMigration {
  from: number;
  migrate(doc: SettingsDocument): Record<string, unknown>;
}

/**
 * Every format change since version 1, in order: bumping SETTINGS_VERSION to n + 1 adds the entry
 * `{ from: n, migrate }`. Entries are frozen history, like the database migrations.
 */
export const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = [];

/**
 * Brings `doc` up to version `to` one step at a time. A document already at `to`, or newer (saved
 * by a newer server), is returned as it is: only its own server's migrations understand it.
 * @throws Error when a step has no migration: a gap in the list is a bug, not bad data.
 */
export function migrateSettings(
  doc: SettingsDocument,
  to: number = SETTINGS_VERSION,
  migrations: readonly SettingsMigration[] = SETTINGS_MIGRATIONS,
): SettingsDocument {
  if (doc.version >= to) return doc;
  let current: SettingsDocument = structuredClone(doc);
  for (let version = doc.version; version < to; version += 1) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) throw new Error(`No settings migration from version ${version} to ${version + 1}`);
    current = { ...step.migrate(current), version: version + 1 };
  }
  return current;
}
