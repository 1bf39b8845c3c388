import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { SETTINGS_VERSION, type Settings } from '../contract';
import type { Database } from '../db';
import { defaultSettings, exceededLimit, invalidField, keepLocked, newerStoredConflict, readSettings, versionConflict } from './document';

/** Where the store reports settings it answers without being able to read or migrate them; the server's logger is one. */
export interface WarningLog {
  warn(message: string): void;
}

export type SaveResult =
  | { kind: 'saved'; settings: Settings }
  /** Not a Settings document, or over SETTINGS_LIMITS: a 400, the message naming the field or the limit. */
  | { kind: 'invalid'; message: string }
  /** In another format than the server's, or over settings a newer server saved: a 409. */
  | { kind: 'conflict'; message: string };

/**
 * Each user's settings (spec, shell section 3 "Settings"), the same in every account. Every method
 * answers `undefined` when the user no longer exists.
 */
export interface SettingsStore {
  /**
   * The stored settings migrated to SETTINGS_VERSION; `{ version: SETTINGS_VERSION }` when none
   * were saved. Settings a newer server saved come untouched, with a warning in the log.
   */
  get(userId: string): Promise<Settings | undefined>;
  /**
   * Replaces the stored settings with `doc`, except the namespaces in `lock`, which keep what was
   * stored. Of two saves at once the later wins; nothing is written unless the answer is 'saved'.
   */
  save(userId: string, doc: unknown, lock: readonly string[]): Promise<SaveResult | undefined>;
}

export function createSettingsStore(db: Kysely<Database>, clock: Clock, log: WarningLog): SettingsStore {
  /** The stored row (settings null: nothing saved yet), or undefined when there is no such user. */
  function stored(userId: string) {
    return db
      .selectFrom('users')
      .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
      .select(['user_settings.settings', 'user_settings.version'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  }

  async function current(userId: string): Promise<Settings | undefined> {
    const row = await stored(userId);
    if (row === undefined) return undefined;
    if (row.settings === null || row.version === null) return defaultSettings();
    const read = readSettings(row.settings, row.version);
    switch (read.kind) {
      case 'read':
        return read.settings;
      case 'newer':
        // A downgraded server must not destroy them: answered as they are, and never overwritten.
        log.warn(`The settings of user ${userId} are version ${read.settings.version}, newer than the server's ${SETTINGS_VERSION}; left as they are`);
        return read.settings;
      case 'unreadable':
        log.warn(`The settings of user ${userId} cannot be read (${read.reason}); answering the defaults`);
        return defaultSettings();
    }
  }

  return {
    get: current,

    async save(userId, doc, lock) {
      const conflict = versionConflict(doc);
      if (conflict !== undefined) return { kind: 'conflict', message: conflict };
      const invalid = invalidField(doc);
      if (invalid !== undefined) return { kind: 'invalid', message: invalid };

      const before = await current(userId);
      if (before === undefined) return undefined;
      if (before.version > SETTINGS_VERSION) return { kind: 'conflict', message: newerStoredConflict(before) };

      const settings = keepLocked(doc as Settings, before, lock);
      const json = JSON.stringify(settings);
      const exceeded = exceededLimit(settings, json);
      if (exceeded !== undefined) return { kind: 'invalid', message: exceeded };

      const row = { settings: json, version: SETTINGS_VERSION, updated_at: clock.now() };
      await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
      return { kind: 'saved', settings };
    },
  };
}
