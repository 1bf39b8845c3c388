import { Value } from '@sinclair/typebox/value';
import { SETTINGS_LIMITS, SETTINGS_VERSION, SettingsSchema, SHELL_NAMESPACES, type Settings, type ShellNamespace } from '../contract';
import { migrateSettings } from './migrations';

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

/** The first thing that makes `doc` no Settings, naming the field; undefined when it is one. */
export function invalidField(doc: unknown): string | undefined {
  const error = Value.Errors(SettingsSchema, doc).First();
  return error && `settings${error.path} ${error.message}`;
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
 * `sent` with every locked namespace as it is in `stored` (absent when it was never stored). A
 * locked name that is not a shell namespace is a plugin's. The client may send its whole document,
 * locked namespaces included: they are ignored, not refused.
 */
export function keepLocked(sent: Settings, stored: Settings, lock: readonly string[]): Settings {
  const pluginLock = lock.filter((name) => !isShellNamespace(name));
  const result = replaced(sent, lock.filter(isShellNamespace), stored);
  if (pluginLock.length === 0) return result as Settings;
  const plugins = replaced(sent.plugins ?? {}, pluginLock, stored.plugins);
  return (sent.plugins !== undefined || Object.keys(plugins).length > 0 ? { ...result, plugins } : result) as Settings;
}

export type ReadSettings =
  | { kind: 'read'; settings: Settings }
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
  if (Value.Check(SettingsSchema, migrated)) return { kind: 'read', settings: migrated };
  return { kind: 'unreadable', reason: invalidField(migrated) ?? 'no Settings' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isShellNamespace(name: string): name is ShellNamespace {
  return (SHELL_NAMESPACES as readonly string[]).includes(name);
}

/** `target` with the entries `names` taken from `source` instead; a name `source` lacks is left out. */
function replaced(target: Record<string, unknown>, names: readonly string[], source: Record<string, unknown> | undefined): Record<string, unknown> {
  const entries = Object.entries(target).filter(([key]) => !names.includes(key));
  for (const name of names) {
    const value = source?.[name];
    if (value !== undefined) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}
