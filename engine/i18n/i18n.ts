import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { assertLocale, DEFAULT_LOCALE } from './locales';
import { loadNamespaces, loadTable, requestLocale, targetLocale, type TranslationLoader } from './namespaces';
import { pageLanguageTexts } from './pageLanguageTexts';

/**
 * An i18next instance in `locale`, with no strings yet: each module registers its namespace (see
 * addTranslations), and only what is registered is ever fetched. A `locale` without tables (unknown,
 * or not loaded yet) is not refused (a stale stored setting must not stop the boot): its strings
 * fall back to English. To start in a language other than English, create in English and `await
 * setLocale`. Texts the spec has in a translation-service language (PAGE_LANGUAGE_TEXTS) show
 * while the page is in it.
 */
export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).use(pageLanguageTexts).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    // A key without a namespace is looked up in the registered namespaces, in their order.
    ns: [],
    defaultNS: [],
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities on screen.
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: [pageLanguageTexts.name],
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Switches `i18n` to a known locale once every registered namespace has its table in it: those
 * not loaded yet are fetched first (see LocaleTables), so no frame shows the new language with
 * keys missing. When the promise settles the language has changed, or, if a later setLocale
 * overtook this one, the later one decides. It changes nothing else: see applyDocumentLocale.
 * @param load - where tables come from; tests pass their own
 * @throws LocaleError ERR_INVALID_LOCALE, synchronously, for a locale not in LOCALES.
 * @returns rejects with LocaleLoadError ERR_LOCALE_LOAD when a table cannot be loaded; the
 * language is then left as it was.
 */
export function setLocale(i18n: I18n, locale: string, load: TranslationLoader = loadTable): Promise<void> {
  const known = assertLocale(locale);
  requestLocale(i18n, known);
  return loadNamespaces(i18n, known, load).then(async () => {
    if (targetLocale(i18n) !== known) return;
    await i18n.changeLanguage(known);
  });
}
