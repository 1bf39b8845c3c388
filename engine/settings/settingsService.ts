import type { Settings } from '../../server/contract';
import { createEmitter, type Disposable, type ReadableValue } from '../core';
import { SETTINGS_SAVE_DEBOUNCE_MS } from './constants';
import { SettingsLockedError } from './errors';

/** A namespace's document: the shell's desktop, session and locale, or a plugin's, by its id. */
export type Namespace = string;
export type NamespaceValues = Readonly<Record<string, unknown>>;

export interface SettingsServiceDeps {
  /** GET /settings. */
  load(): Promise<Settings>;
  /** POST /settings; resolves with what the server stored. */
  save(settings: Settings): Promise<Settings>;
  /** Namespaces the configuration locks: their user values are ignored and cannot be set. */
  locked: readonly string[];
  /** The version this client writes (SETTINGS_VERSION). */
  version: number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  log: Pick<Console, 'warn'>;
}

export interface SettingsService extends Disposable {
  /** Loads the user's settings; until it settles every namespace reads as empty. */
  load(): Promise<void>;
  /** The namespace's values as the user set them; {} when locked or unset. */
  get(namespace: Namespace): NamespaceValues;
  /** The namespace as a value to watch (the same object until it changes). */
  watch(namespace: Namespace): ReadableValue<NamespaceValues>;
  /**
   * Merges `values` into the namespace (a key set to undefined is removed) and saves
   * SETTINGS_SAVE_DEBOUNCE_MS after the last change.
   * @throws SettingsLockedError when the namespace is locked.
   */
  set(namespace: Namespace, values: Readonly<Record<string, unknown>>): void;
  isLocked(namespace: Namespace): boolean;
  /** Saves a pending change now (sign-out, page hide). */
  flush(): Promise<void>;
  /** Forgets every namespace the user may change (the developer menu's "clear stored settings") and saves at once. */
  reset(): Promise<void>;
}

const SHELL = new Set(['desktop', 'session', 'locale']);

function namespacesOf(settings: Settings): Map<Namespace, NamespaceValues> {
  const namespaces = new Map<Namespace, NamespaceValues>();
  for (const name of SHELL) {
    const values = settings[name as 'desktop' | 'session' | 'locale'];
    if (values) namespaces.set(name, values);
  }
  for (const [id, values] of Object.entries(settings.plugins ?? {})) namespaces.set(id, values);
  return namespaces;
}

function documentOf(namespaces: ReadonlyMap<Namespace, NamespaceValues>, version: number): Settings {
  const settings: Settings = { version };
  const plugins: Record<string, Record<string, unknown>> = {};
  for (const [name, values] of namespaces) {
    if (SHELL.has(name)) (settings as Record<string, unknown>)[name] = values;
    else plugins[name] = { ...values };
  }
  if (Object.keys(plugins).length > 0) settings.plugins = plugins;
  return settings;
}

const EMPTY: NamespaceValues = Object.freeze({});

/**
 * The user's settings per namespace (spec, shell section 3 "Settings"), loaded once after sign-in
 * and saved whole, debounced, after changes. A locked namespace reads as empty, so everything
 * built on it shows its defaults, and refuses changes.
 */
export function createSettingsService(deps: SettingsServiceDeps): SettingsService {
  const locked = new Set(deps.locked);
  let namespaces = new Map<Namespace, NamespaceValues>();
  const changed = createEmitter<Namespace>();
  let timer: unknown = null;
  let saving: Promise<void> = Promise.resolve();
  let disposed = false;

  const read = (namespace: Namespace) => (locked.has(namespace) ? EMPTY : (namespaces.get(namespace) ?? EMPTY));
  /** One watchable value per namespace, so React hooks get the same source on every render. */
  const watched = new Map<Namespace, ReadableValue<NamespaceValues>>();

  const save = () => {
    timer = null;
    const document = documentOf(namespaces, deps.version);
    // One save at a time, in order, so the last change is the one the server keeps.
    saving = saving.then(() =>
      deps.save(document).then(
        () => undefined,
        (error: unknown) => deps.log.warn('Atrium: the settings could not be saved', error),
      ),
    );
    return saving;
  };

  return {
    async load() {
      const settings = await deps.load();
      if (disposed) return;
      namespaces = namespacesOf(settings);
      for (const name of namespaces.keys()) changed.fire(name);
    },
    get: read,
    watch(namespace) {
      let value = watched.get(namespace);
      if (!value) {
        value = {
          get: () => read(namespace),
          subscribe: (listener) =>
            changed.event((name) => {
              if (name === namespace) listener(read(namespace));
            }),
        };
        watched.set(namespace, value);
      }
      return value;
    },
    set(namespace, values) {
      if (locked.has(namespace)) throw new SettingsLockedError(namespace);
      const merged = Object.entries({ ...namespaces.get(namespace), ...values });
      const next = Object.fromEntries(merged.filter(([, value]) => value !== undefined));
      namespaces = new Map(namespaces).set(namespace, next);
      changed.fire(namespace);
      if (timer !== null) deps.clearTimeout(timer);
      timer = deps.setTimeout(() => void save(), SETTINGS_SAVE_DEBOUNCE_MS);
    },
    isLocked: (namespace) => locked.has(namespace),
    flush() {
      if (timer === null) return saving;
      deps.clearTimeout(timer);
      return save();
    },
    reset() {
      const cleared = [...namespaces.keys()].filter((name) => !locked.has(name));
      namespaces = new Map([...namespaces].filter(([name]) => locked.has(name)));
      for (const name of cleared) changed.fire(name);
      if (timer !== null) deps.clearTimeout(timer);
      return save();
    },
    dispose() {
      disposed = true;
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
  };
}
