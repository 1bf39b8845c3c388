import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { SETTINGS_VERSION, type Settings } from '../contract';
import type { Database } from '../db';
import { defaultSettings, exceededLimit, mergeSettings, newerStoredConflict, readSettings, versionConflict } from './document';
import { invalidField, unreadableField } from './misfits';

/** A save that keeps losing the race for one user's row to other saves gives up after this many tries. */
const SAVE_ATTEMPTS = 8;
/** Before each new try a save waits a random time up to this many ms per try so far, so that racers fall out of step. */
const RETRY_JITTER_MS = 10;

/** Where the store reports settings it answers without being able to read or migrate them; the server's logger is one. */
export interface WarningLog {
  warn(message: string): void;
}

export type SaveResult =
  /** `revision` counts the stored document's writes: what other pages told of it order their news by. */
  | { kind: 'saved'; settings: Settings; revision: number }
  /** Not a Settings document, or over SETTINGS_LIMITS: a 400, the message naming the field or the limit. */
  | { kind: 'invalid'; message: string }
  /** In another format than the server's, or over settings a newer server saved: a 409. */
  | { kind: 'conflict'; message: string }
  /** Other saves of the same user's settings kept getting in first: a 503, nothing written. */
  | { kind: 'busy'; message: string };

/**
 * Each user's settings (docs/features/settings.md#settings), the same in every account. Every method
 * answers `undefined` when the user no longer exists.
 */
export interface SettingsStore {
  /**
   * The stored settings migrated to SETTINGS_VERSION; `{ version: SETTINGS_VERSION }` when none
   * were saved. A stored value that fails the schema, or that the browser cannot read, comes
   * replaced by its default (see repairSettings), with a warning in the log per value, so that the
   * page can save back what it loaded and lose nothing else. Settings a newer server saved come
   * untouched, with a warning in the log.
   */
  get(userId: string): Promise<Settings | undefined>;
  /**
   * Merges `doc` into the stored settings namespace by namespace (see mergeSettings): what `doc`
   * leaves out, and the namespaces in `lock`, keep what is stored. Saves at once are applied one
   * after another, none lost; nothing is written unless the answer is 'saved'.
   */
  save(userId: string, doc: unknown, lock: readonly string[]): Promise<SaveResult | undefined>;
}

export function createSettingsStore(db: Kysely<Database>, clock: Clock, log: WarningLog): SettingsStore {
  /** The stored row (settings null: nothing saved yet), or undefined when there is no such user. */
  function stored(userId: string) {
    return db
      .selectFrom('users')
      .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
      .select(['user_settings.settings', 'user_settings.version', 'user_settings.revision'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  }

  async function current(userId: string): Promise<Settings | undefined> {
    const row = await stored(userId);
    return row && settingsOf(userId, row);
  }

  function settingsOf(userId: string, row: { settings: string | null; version: number | null }): Settings {
    if (row.settings === null || row.version === null) return defaultSettings();
    const read = readSettings(row.settings, row.version);
    switch (read.kind) {
      case 'read':
        for (const repair of read.repairs) log.warn(`The stored settings of user ${userId} are read with a change: ${repair}, which their next save stores`);
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

  /** Writes `json` over the row as it was at `revision` (null: there was none); false when another save got there first. */
  async function write(userId: string, revision: number | null, json: string): Promise<boolean> {
    const row = { settings: json, version: SETTINGS_VERSION, updated_at: clock.now() };
    if (revision === null) {
      const inserted = await db
        .insertInto('user_settings')
        .values({ user_id: userId, ...row, revision: 1 })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      return inserted.numInsertedOrUpdatedRows === 1n;
    }
    const updated = await db
      .updateTable('user_settings')
      .set({ ...row, revision: revision + 1 })
      .where('user_id', '=', userId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    return updated.numUpdatedRows === 1n;
  }

  // One user's saves in this process run one after another; the revision check is for other instances.
  const queues = new Map<string, Promise<unknown>>();
  function queued<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(userId) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(userId, settled);
    void settled.then(() => {
      if (queues.get(userId) === settled) queues.delete(userId);
    });
    return run;
  }

  async function saveMerged(userId: string, doc: Settings, lock: readonly string[]): Promise<SaveResult | undefined> {
    for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt++) {
      const row = await stored(userId);
      if (row === undefined) return undefined;
      const before = settingsOf(userId, row);
      if (before.version > SETTINGS_VERSION) return { kind: 'conflict', message: newerStoredConflict(before) };

      const settings = mergeSettings(before, doc, lock);
      const json = JSON.stringify(settings);
      const exceeded = exceededLimit(settings, json);
      if (exceeded !== undefined) return { kind: 'invalid', message: exceeded };
      if (await write(userId, row.revision, json)) return { kind: 'saved', settings, revision: (row.revision ?? 0) + 1 };
      await delay(Math.random() * RETRY_JITTER_MS * attempt);
    }
    return { kind: 'busy', message: 'The settings are being saved by another request; try again' };
  }

  return {
    get: current,

    async save(userId, doc, lock) {
      const conflict = versionConflict(doc);
      if (conflict !== undefined) return { kind: 'conflict', message: conflict };
      const invalid = invalidField(doc) ?? unreadableField(doc as Settings);
      if (invalid !== undefined) return { kind: 'invalid', message: invalid };

      return queued(userId, () => saveMerged(userId, doc as Settings, lock));
    },
  };
}
