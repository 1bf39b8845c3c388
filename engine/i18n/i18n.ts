import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en_EN } from './en_EN';
import { loadTranslation, LocaleLoadError, type TranslationLoader } from './loadTranslation';
import { assertLocale, DEFAULT_LOCALE, type KnownLocale } from './locales';
import { pageLanguageTexts } from './pageLanguageTexts';
import type { Translation } from './types';

/** The namespace of the shell's own strings (plugins add theirs in namespaces named by their id). */
const SHELL_NAMESPACE = 'translation';

/**
 * An i18next instance with English and the given `tables`, ready on return. Other locales are
 * loaded by setLocale. A `locale` without a table here (unknown, or not loaded yet) is not
 * refused (a stale stored setting must not stop the boot): its strings fall back to English.
 * To start in a language other than English, create in English and `await setLocale`. Texts the
 * spec has in a translation-service language (PAGE_LANGUAGE_TEXTS) show while the page is in it.
 */
export function createI18n(locale: string = DEFAULT_LOCALE, tables: Partial<Record<KnownLocale, Translation>> = {}): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries({ ...tables, en_EN }).map(([id, table]) => [id, { [SHELL_NAMESPACE]: table }]));
  void instance.use(initReactI18next).use(pageLanguageTexts).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities on screen.
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: [pageLanguageTexts.name],
    showSupportNotice: false,
  });
  return instance;
}

/** The locale each instance was last asked to switch to: only the latest request switches. */
const requested = new WeakMap<I18n, KnownLocale>();

/**
 * Switches `i18n` to a known locale once its table is there: a table not loaded yet is fetched
 * first (see loadTranslation), so no frame shows the new language with keys missing. When the
 * promise settles the language has changed, or, if a later setLocale overtook this one, the later
 * one decides. It changes nothing else: see applyDocumentLocale.
 * @param load - where tables come from; tests pass their own
 * @throws LocaleError ERR_INVALID_LOCALE, synchronously, for a locale not in LOCALES.
 * @returns rejects with LocaleLoadError ERR_LOCALE_LOAD when the table cannot be loaded; the
 * language is then left as it was.
 */
export function setLocale(i18n: I18n, locale: string, load: TranslationLoader = loadTranslation): Promise<void> {
  const known = assertLocale(locale);
  requested.set(i18n, known);
  const ready = i18n.hasResourceBundle(known, SHELL_NAMESPACE)
    ? Promise.resolve()
    : load(known).then(
        (table) => void i18n.addResourceBundle(known, SHELL_NAMESPACE, table, true, false),
        (error: unknown) => {
          throw new LocaleLoadError(known, { cause: error });
        },
      );
  return ready.then(async () => {
    if (requested.get(i18n) !== known) return;
    await i18n.changeLanguage(known);
  });
}
