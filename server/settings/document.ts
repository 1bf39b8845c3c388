import { SETTINGS_LIMITS, SETTINGS_VERSION, SHELL_NAMESPACES, type Settings } from '../contract';
import { migrateSettings } from './migrations';
import { invalidField } from './misfits';
import { repairSettings } from './repair';

/** What a user has before the first save: every namespace takes its defaults. */
export function defaultSettings(): Settings {
  return { version: SETTINGS_VERSION };
}

/**
 * The 409 for a document in another format than this server's: the page was loaded from an older
 * or newer server and must reload. Checked before the shape, which differs between formats.
 * @returns undefined when `doc` has no version to compare or is in this server's format.
 */
export function versionConflict(doc: unknown): string | undefined {
  if (!isObject(doc) || typeof doc.version !== 'number' || doc.version === SETTINGS_VERSION) return undefined;
  return `Settings version ${doc.version} is not the server's ${SETTINGS_VERSION}; reload the page`;
}

/** The 409 for a save over settings that a newer server wrote: this server cannot know what it would lose. */
export function newerStoredConflict(stored: Settings): string {
  return `The stored settings are version ${stored.version}, newer than the server's ${SETTINGS_VERSION}; they are kept as they are`;
}

/** The first of SETTINGS_LIMITS that `settings`, serialized as `json`, exceeds, by name. */
export function exceededLimit(settings: Settings, json: string): string | undefined {
  const namespaces = Object.keys(settings.plugins ?? {}).length;
  if (namespaces > SETTINGS_LIMITS.namespaces) {
    return `Settings have ${namespaces} plugin namespaces; the limit is ${SETTINGS_LIMITS.namespaces}`;
  }
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > SETTINGS_LIMITS.bytes) return `Settings take ${bytes} bytes as JSON; the limit is ${SETTINGS_LIMITS.bytes} bytes`;
  return undefined;
}

/**
 * `stored` with every namespace `sent` carries put in its place, except the namespaces in `lock`,
 * which keep what is stored. A namespace `sent` leaves out is kept as stored, so no client deletes
 * what it did not touch; one sent empty (`{}`) is removed, which is how a client clears it.
 */
export function mergeSettings(stored: Settings, sent: Settings, lock: readonly string[]): Settings {
  const { plugins: storedPlugins = {}, ...storedShell } = stored;
  const shell = replacedBy(storedShell, pick(sent, SHELL_NAMESPACES), lock);
  const plugins = replacedBy(storedPlugins, sent.plugins ?? {}, lock);
  return { ...shell, version: sent.version, ...(Object.keys(plugins).length > 0 ? { plugins } : {}) } as Settings;
}

/** `stored` with each of `sent`'s entries not in `lock` in its place, or gone when that entry is empty. */
function replacedBy(stored: Record<string, unknown>, sent: Record<string, Record<string, unknown> | undefined>, lock: readonly string[]): Record<string, unknown> {
  const taken = Object.entries(sent).filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== undefined && !lock.includes(entry[0]));
  const kept = Object.entries(stored).filter(([name]) => !taken.some(([sentName]) => sentName === name));
  return Object.fromEntries([...kept, ...taken.filter(([, values]) => Object.keys(values).length > 0)]);
}

function pick<T extends object, K extends keyof T>(value: T, names: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(names.filter((name) => name in value).map((name) => [name, value[name]])) as Partial<Pick<T, K>>;
}

export type ReadSettings =
  /** `repairs` says, a line each, which stored values that fail the schema or that the browser cannot read were replaced (see repairSettings). */
  | { kind: 'read'; settings: Settings; repairs: readonly string[] }
  /** Saved by a newer server: handed on untouched, in a format this server cannot check (only its version is sure). */
  | { kind: 'newer'; settings: Settings }
  | { kind: 'unreadable'; reason: string };

/** A stored row's document in this server's format, migrated from the row's `version`. */
export function readSettings(json: string, version: number): ReadSettings {
  if (!Number.isInteger(version) || version < 1) return { kind: 'unreadable', reason: `version ${version}` };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { kind: 'unreadable', reason: 'no JSON' };
  }
  if (!isObject(value)) return { kind: 'unreadable', reason: 'no JSON object' };
  // The column is the authority on the format; the document's own field only repeats it.
  const doc = { ...value, version };
  if (version > SETTINGS_VERSION) return { kind: 'newer', settings: doc };
  const migrated = migrateSettings(doc);
  const repaired = repairSettings(migrated);
  if (repaired !== undefined) return { kind: 'read', ...repaired };
  return { kind: 'unreadable', reason: invalidField(migrated) ?? 'no Settings' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
