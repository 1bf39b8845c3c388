import type { i18n as I18n } from 'i18next';
import { toDisposable, type Disposable } from '../core';
import { DEFAULT_LOCALE, type KnownLocale } from './locales';
import type { LocaleTables } from './types';

/** Loads one namespace's table in one locale (what the bundle fetches for it), e.g. for setLocale. */
export type TranslationLoader = (locale: KnownLocale, namespace: string, tables: LocaleTables) => Promise<object>;

/** A namespace's table in `locale`: its English at hand, another locale's chunk fetched (the browser caches it after). */
export const loadTable: TranslationLoader = (locale, _namespace, tables) =>
  locale === 'en_EN' ? Promise.resolve(tables.en_EN) : tables.load[locale]().then((module) => module.default);

/** A locale's table could not be loaded (offline, a deploy removed the chunk, …); `code` is what callers branch on. */
export class LocaleLoadError extends Error {
  readonly code = 'ERR_LOCALE_LOAD';

  constructor(
    readonly locale: KnownLocale,
    options?: ErrorOptions,
  ) {
    super(`The translation for '${locale}' could not be loaded`, options);
    this.name = 'LocaleLoadError';
  }
}

interface Registration {
  tables: LocaleTables;
  /** How many registrations of these tables under this name are not disposed yet. */
  count: number;
}

/** Per instance, its namespaces in registration order: the order a key without a namespace is looked up in. */
const registries = new WeakMap<I18n, Map<string, Registration>>();
/** The locale each instance was last asked to switch to: only the latest request switches. */
const requested = new WeakMap<I18n, KnownLocale>();

function registryOf(i18n: I18n): Map<string, Registration> {
  let registry = registries.get(i18n);
  if (!registry) registries.set(i18n, (registry = new Map<string, Registration>()));
  return registry;
}

/** Records that `i18n` is to show `locale` (setLocale): namespaces registered from now on load it. */
export function requestLocale(i18n: I18n, locale: KnownLocale): void {
  requested.set(i18n, locale);
}

/** The locale `i18n` was last asked to show (setLocale), or null before the first request. */
export function targetLocale(i18n: I18n): KnownLocale | null {
  return requested.get(i18n) ?? null;
}

/** The namespaces registered on `i18n`, in the order a key without a namespace is looked up in. */
export function translationNamespaces(i18n: I18n): readonly string[] {
  return [...registryOf(i18n).keys()];
}

/**
 * i18next's resource store, whose addResourceBundle takes an option its type does not name:
 * `silent`, which adds a table without telling listeners (every reader would render again).
 */
interface QuietStore {
  addResourceBundle(lng: string, ns: string, resources: object, deep: boolean, overwrite: boolean, options: { silent: boolean; skipCopy: boolean }): void;
}

/** Per instance, the tables on their way, by locale and namespace: each is fetched once however many ask. */
const loading = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Fetches and adds one namespace's table in `locale`, or joins the fetch already under way. */
function loadOne(i18n: I18n, locale: KnownLocale, name: string, tables: LocaleTables, load: TranslationLoader): Promise<void> {
  let pending = loading.get(i18n);
  if (!pending) loading.set(i18n, (pending = new Map<string, Promise<void>>()));
  const id = `${locale}\u0000${name}`;
  const known = pending.get(id);
  if (known) return known;
  const done = load(locale, name, tables)
    .then(
      (table) => {
        // Disposed (or replaced) while it loaded: nothing to add.
        if (registryOf(i18n).get(name)?.tables !== tables) return;
        (i18n.store as unknown as QuietStore).addResourceBundle(locale, name, table, true, true, { silent: i18n.language !== locale, skipCopy: false });
      },
      (error: unknown) => {
        throw new LocaleLoadError(locale, { cause: error });
      },
    )
    .finally(() => pending.delete(id));
  pending.set(id, done);
  return done;
}

/**
 * Makes sure every namespace registered on `i18n` has its table in `locale`, fetching those that
 * do not; namespaces registered meanwhile are loaded too. Tables for a language the page does
 * not show yet are added quietly: the language change that follows re-renders once, not once
 * per namespace.
 * @returns rejects with LocaleLoadError when a table cannot be loaded.
 */
export async function loadNamespaces(i18n: I18n, locale: KnownLocale, load: TranslationLoader): Promise<void> {
  const registry = registryOf(i18n);
  for (;;) {
    const missing = [...registry].filter(([name]) => !i18n.hasResourceBundle(locale, name));
    if (missing.length === 0) return;
    await Promise.all(missing.map(([name, { tables }]) => loadOne(i18n, locale, name, tables, load)));
  }
}

/**
 * Registers modules' strings on `i18n`, each under its namespace name: English at once, and the
 * locale the page shows (or is switching to) fetched. Keys without a namespace are looked up in
 * every registered namespace, the earlier registered first. Registering the same tables under a
 * name again only counts; the namespace goes when every registration is disposed.
 * @returns `ready`, settled when the namespaces can be read in the page's language (rejected with
 * LocaleLoadError when a table cannot be loaded: English shows meanwhile), and the registration.
 * @throws Error when a name is taken by other tables.
 */
export function addTranslations(
  i18n: I18n,
  namespaces: Readonly<Record<string, LocaleTables>>,
  load: TranslationLoader = loadTable,
): { ready: Promise<void>; registration: Disposable } {
  const registry = registryOf(i18n);
  const taken = Object.entries(namespaces).find(([name, tables]) => registry.has(name) && registry.get(name)?.tables !== tables);
  if (taken) throw new Error(`Atrium: the translation namespace '${taken[0]}' is taken`);
  for (const [name, tables] of Object.entries(namespaces)) {
    const known = registry.get(name);
    if (known) known.count++;
    else registry.set(name, { tables, count: 1 });
  }
  i18n.setDefaultNamespace([...registry.keys()]);
  for (const [name, tables] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(DEFAULT_LOCALE, name)) i18n.addResourceBundle(DEFAULT_LOCALE, name, tables.en_EN, true, true);
  }
  const locale = targetLocale(i18n);
  const ready = locale && locale !== DEFAULT_LOCALE ? loadNamespaces(i18n, locale, load) : Promise.resolve();
  let disposed = false;
  const registration = toDisposable(() => {
    if (disposed) return;
    disposed = true;
    const gone = Object.keys(namespaces).filter((name) => {
      const current = registry.get(name);
      return current !== undefined && --current.count === 0;
    });
    for (const name of gone) registry.delete(name);
    // Looked up no more before their tables go: the removal is what tells readers to render again.
    i18n.setDefaultNamespace([...registry.keys()]);
    for (const name of gone) {
      for (const language of Object.keys(i18n.store.data)) if (i18n.hasResourceBundle(language, name)) i18n.removeResourceBundle(language, name);
    }
  });
  return { ready, registration };
}
