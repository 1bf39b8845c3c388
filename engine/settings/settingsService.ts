import type { Settings } from '../../server/contract';
import { backoffDelay, createEmitter, retryWithBackoff, writableValue, type Disposable, type ReadableValue, type Retrying } from '../core';
import { RequestError } from '../http';
import { SETTINGS_SAVE_DEBOUNCE_MS } from './constants';
import { applyChange, namespacesOf, sameJson, saveDocument, type Namespace, type Namespaces, type NamespaceValues, type SettingsChange } from './document';
import { SettingsLockedError } from './errors';

/** Whether the user's settings are there: the first load under way, failed and being tried again, or loaded. */
export type SettingsLoadState = 'loading' | 'retrying' | 'loaded';

export interface SettingsServiceDeps {
  /** GET /settings. */
  load(): Promise<Settings>;
  /**
   * POST /settings with the namespaces to save (the server keeps every other one as stored);
   * resolves with what the server stored, rejects with a RequestError whose status says why not.
   */
  save(settings: Settings): Promise<Settings>;
  /** Namespaces the configuration locks: their user values are ignored and cannot be set. */
  locked: readonly string[];
  /** The version this client writes (SETTINGS_VERSION). */
  version: number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1) for the jitter of the retries (Math.random). */
  random: () => number;
  /** A save was answered 409 (this page writes another settings format), with the server's message: reload (reloadOnConflict). */
  onConflict(reason: string): void;
  log: Pick<Console, 'warn' | 'error'>;
}

export interface SettingsService extends Disposable {
  /**
   * Loads the user's settings; settles after the first attempt and never rejects. When it fails,
   * the load is tried again with backoff until it succeeds (see `loadState`).
   */
  load(): Promise<void>;
  /** Whether the settings are loaded: until they are, nothing is saved. */
  readonly loadState: ReadableValue<SettingsLoadState>;
  /** The namespace's values as the user set them; {} when locked or unset. */
  get(namespace: Namespace): NamespaceValues;
  /** The namespace as a value to watch (the same object until it changes). */
  watch(namespace: Namespace): ReadableValue<NamespaceValues>;
  /**
   * Merges `values` into the namespace (a key set to undefined is removed). The change shows at
   * once and is saved SETTINGS_SAVE_DEBOUNCE_MS after the last change; one made before the
   * settings loaded waits, and is applied on top of them and saved once they have.
   * @throws SettingsLockedError when the namespace is locked.
   */
  set(namespace: Namespace, values: Readonly<Record<string, unknown>>): void;
  isLocked(namespace: Namespace): boolean;
  /** Saves what changed now (sign-out, page hide); nothing before the settings have loaded. */
  flush(): Promise<void>;
  /**
   * Shows what another page of the user's saved (the live connection tells): of `settings` as
   * stored, the namespaces `names` that save sent. A namespace changed here and not saved yet, or
   * being saved, keeps this page's values (they are saved over it next); one equal to what this
   * page has changes nothing. Before the settings have loaded it does nothing: the load reads them.
   */
  applyRemote(settings: Settings, names: readonly Namespace[]): void;
  /**
   * Clears every namespace the user may change (the developer menu's "clear stored settings") and
   * saves at once, each stored namespace as `{}`; before the settings have loaded, once they have.
   */
  reset(): Promise<void>;
}

const EMPTY: NamespaceValues = Object.freeze({});

/**
 * The user's settings per namespace (docs/features/settings.md#settings). A save sends only the
 * namespaces changed since the last one, and nothing is saved before the stored settings have
 * loaded: a page that could not read them must not write over them. A locked namespace reads as
 * empty, so everything built on it shows its defaults, and refuses changes.
 */
export function createSettingsService(deps: SettingsServiceDeps): SettingsService {
  const locked = new Set(deps.locked);
  let namespaces: Namespaces = new Map();
  const loadState = writableValue<SettingsLoadState>('loading');
  /** Changes made before the settings loaded, applied again on top of them when they do. */
  let waiting: SettingsChange[] = [];
  /** Namespaces changed since the last save that reached the server (once loaded). */
  let unsaved = new Set<Namespace>();
  /** Namespaces in saves under way (or waiting for the one before), counted per save. */
  const sending = new Map<Namespace, number>();
  const changed = createEmitter<Namespace>();
  let timer: unknown = null;
  /** Saves failed in a row for a reason that may pass (offline, 5xx): the next waits backoffDelay. */
  let saveFailures = 0;
  let saving: Promise<void> = Promise.resolve();
  let loading: Retrying | null = null;
  let disposed = false;

  const loaded = () => loadState.get() === 'loaded';
  const read = (namespace: Namespace) => (locked.has(namespace) ? EMPTY : (namespaces.get(namespace) ?? EMPTY));
  /** One watchable value per namespace, so React hooks get the same source on every render. */
  const watched = new Map<Namespace, ReadableValue<NamespaceValues>>();

  const show = (next: Namespaces) => {
    const before = namespaces;
    namespaces = next;
    for (const name of new Set([...before.keys(), ...next.keys()])) {
      if (before.get(name) !== next.get(name)) changed.fire(name);
    }
  };

  const apply = (change: SettingsChange) => {
    const result = applyChange(namespaces, change, locked);
    show(result.namespaces);
    if (!loaded()) waiting.push(change);
    else for (const name of result.touched) unsaved.add(name);
  };

  const schedule = (ms: number) => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = deps.setTimeout(() => {
      timer = null;
      void save();
    }, ms);
  };

  async function send(names: ReadonlySet<Namespace>): Promise<void> {
    try {
      await deps.save(saveDocument(namespaces, names, deps.version));
      saveFailures = 0;
    } catch (error) {
      await saveFailed(names, error);
    }
  }

  async function saveFailed(names: ReadonlySet<Namespace>, error: unknown): Promise<void> {
    const answered = error instanceof RequestError ? error : null;
    if (answered?.status === 409) {
      deps.onConflict(answered.message);
      return;
    }
    if (answered?.status === 400) {
      // One namespace the server cannot store must not keep the others from being saved.
      if (names.size > 1) {
        for (const name of names) await send(new Set([name]));
        return;
      }
      // Sending it again would be refused again: it stays on this page until the user changes it.
      deps.log.error(`Atrium: the server refused to store the settings '${[...names].join()}'; they are not saved`, error);
      return;
    }
    for (const name of names) unsaved.add(name);
    saveFailures += 1;
    if (saveFailures === 1) deps.log.warn('Atrium: the settings could not be saved; trying again', error);
    if (!disposed) schedule(backoffDelay(saveFailures, deps.random));
  }

  function save(): Promise<void> {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
    if (disposed || unsaved.size === 0) return saving;
    const names = unsaved;
    unsaved = new Set();
    for (const name of names) sending.set(name, (sending.get(name) ?? 0) + 1);
    // One save at a time, in order, so the last change is the one the server keeps.
    saving = saving
      .then(() => send(names))
      .finally(() => {
        for (const name of names) {
          const count = (sending.get(name) ?? 1) - 1;
          if (count > 0) sending.set(name, count);
          else sending.delete(name);
        }
      });
    return saving;
  }

  const loadWithRetries = () =>
    retryWithBackoff(
      () => deps.load(),
      {
        onSuccess(settings) {
          let next: Namespaces = namespacesOf(settings);
          for (const change of waiting) {
            const result = applyChange(next, change, locked);
            next = result.namespaces;
            for (const name of result.touched) unsaved.add(name);
          }
          waiting = [];
          show(next);
          loadState.set('loaded');
          void save();
        },
        onFailure(error, failures) {
          // Once: the user is told by the desktop (loadState), and a retry that fails again adds nothing.
          if (failures === 1) deps.log.warn('Atrium: the settings could not be loaded; changes wait until they are, and the load is tried again', error);
          loadState.set('retrying');
        },
      },
      deps,
    );

  return {
    load() {
      loading ??= loadWithRetries();
      return loading.firstAttempt;
    },
    loadState,
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
      apply({ kind: 'set', namespace, values });
      // While a save waits out its backoff, the change goes with that retry.
      const backingOff = saveFailures > 0 && timer !== null;
      if (loaded() && !backingOff) schedule(SETTINGS_SAVE_DEBOUNCE_MS);
    },
    isLocked: (namespace) => locked.has(namespace),
    flush: save,
    applyRemote(settings, names) {
      if (!loaded()) return;
      const stored = namespacesOf(settings);
      let next: Map<Namespace, NamespaceValues> | null = null;
      for (const name of names) {
        if (locked.has(name) || unsaved.has(name) || sending.has(name)) continue;
        const values = stored.get(name);
        if (sameJson(namespaces.get(name) ?? EMPTY, values ?? EMPTY)) continue;
        next ??= new Map(namespaces);
        if (values === undefined) next.delete(name);
        else next.set(name, values);
      }
      if (next) show(next);
    },
    reset() {
      apply({ kind: 'reset' });
      return save();
    },
    dispose() {
      disposed = true;
      loading?.dispose();
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
  };
}
