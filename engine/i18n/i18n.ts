import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de_DE } from './de_DE';
import { en_EN } from './en_EN';
import { fr_FR } from './fr_FR';
import { assertLocale, DEFAULT_LOCALE, type KnownLocale } from './locales';
import { nb_NO } from './nb_NO';
import { sl_SI } from './sl_SI';
import type { Translation } from './types';
import { vi_VN } from './vi_VN';
import { zh_CN } from './zh_CN';

/** Every locale's table of the shell's strings, by locale id. */
export const TRANSLATIONS: Readonly<Record<KnownLocale, Translation>> = { en_EN, de_DE, fr_FR, nb_NO, sl_SI, vi_VN, zh_CN };

/**
 * An i18next instance with the bundled tables, ready on return (no asynchronous loading). An
 * unknown `locale` is not refused here (a stale stored setting must not stop the boot): its
 * strings fall back to English. Use setLocale to change the language with validation.
 */
export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(Object.entries(TRANSLATIONS).map(([id, table]) => [id, { translation: table }]));
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities on screen.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Switches `i18n` to a known locale; the tables are bundled, so the switch is done when the
 * promise settles (in practice at once). It changes nothing else: see applyDocumentLocale.
 * @throws LocaleError ERR_INVALID_LOCALE, synchronously, for a locale not in LOCALES.
 */
export function setLocale(i18n: I18n, locale: string): Promise<void> {
  const known = assertLocale(locale);
  return i18n.changeLanguage(known).then(() => undefined);
}
