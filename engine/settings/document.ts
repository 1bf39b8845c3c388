import type { Settings } from '../../server/contract';

/** A namespace's document: the shell's desktop, session and locale, or a plugin's, by its id. */
export type Namespace = string;
export type NamespaceValues = Readonly<Record<string, unknown>>;
export type Namespaces = ReadonlyMap<Namespace, NamespaceValues>;

/** What the user did to the settings: merged values into one namespace, or cleared them all. */
export type SettingsChange = { kind: 'set'; namespace: Namespace; values: NamespaceValues } | { kind: 'reset' };

/** The namespaces the shell owns, at the top of the document; every other one is a plugin's, under `plugins`. */
const SHELL = new Set<Namespace>(['desktop', 'session', 'locale']);

/** The namespaces a stored document holds. */
export function namespacesOf(settings: Settings): Map<Namespace, NamespaceValues> {
  const namespaces = new Map<Namespace, NamespaceValues>();
  for (const name of SHELL) {
    const values = settings[name as 'desktop' | 'session' | 'locale'];
    if (values) namespaces.set(name, values);
  }
  for (const [id, values] of Object.entries(settings.plugins ?? {})) namespaces.set(id, values);
  return namespaces;
}

/**
 * The body of a save of `names` as `namespaces` holds them. The server merges per namespace:
 * each one sent replaces the stored one, one sent as `{}` (as a namespace with no values goes)
 * is cleared, and every one left out is kept as stored, so a page never deletes what it did not touch.
 */
export function saveDocument(namespaces: Namespaces, names: Iterable<Namespace>, version: number): Settings {
  const settings: Settings = { version };
  const plugins: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const values = { ...namespaces.get(name) };
    if (SHELL.has(name)) (settings as Record<string, unknown>)[name] = values;
    else plugins[name] = values;
  }
  if (Object.keys(plugins).length > 0) settings.plugins = plugins;
  return settings;
}

/** Whether two JSON values are the same, key order aside: a namespace told back unchanged is no change. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

/**
 * `namespaces` after `change`, and the namespaces it touched. A key set to undefined is removed;
 * a reset clears every namespace but the locked ones, which it leaves as they are.
 */
export function applyChange(
  namespaces: Namespaces,
  change: SettingsChange,
  locked: ReadonlySet<Namespace>,
): { namespaces: Map<Namespace, NamespaceValues>; touched: Namespace[] } {
  if (change.kind === 'reset') {
    const touched = [...namespaces.keys()].filter((name) => !locked.has(name));
    return { namespaces: new Map([...namespaces].filter(([name]) => locked.has(name))), touched };
  }
  const merged = Object.entries({ ...namespaces.get(change.namespace), ...change.values });
  const values = Object.fromEntries(merged.filter(([, value]) => value !== undefined));
  return { namespaces: new Map(namespaces).set(change.namespace, values), touched: [change.namespace] };
}
