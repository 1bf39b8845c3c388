import { isKnownLocale, type KnownLocale } from './locales';
import { LANGUAGE_NAMES } from './languageNames';

/**
 * Whether `value` is a language of the translation service (spec: translateLanguageOptions) rather
 * than a known locale: a BCP 47 code in canonical form such as `ar`, `he` or `zh-TW`. The server
 * checks the configured list against the languages it knows; this only tells the two kinds apart.
 */
export function isTranslateLanguage(value: unknown): value is string {
  if (typeof value !== 'string' || isKnownLocale(value)) return false;
  if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/.test(value)) return false;
  try {
    return Intl.getCanonicalLocales(value)[0] === value;
  } catch {
    return false;
  }
}

/**
 * The page's language, for `<html lang dir>`: the translation-service language chosen on the login
 * page (kept in browser storage `locale`) if there is one, else the locale whose tables show.
 *
 * @example
 * ```ts
 * pageLanguage('ar', 'en_EN'); // 'ar': right to left, the text still in the en_EN tables
 * pageLanguage('de_DE', 'fr_FR'); // 'fr_FR': a stored known locale is only the boot locale
 * ```
 */
export function pageLanguage(stored: unknown, locale: KnownLocale): string {
  return isTranslateLanguage(stored) ? stored : locale;
}


/**
 * A language's name in its own language, for a picker: LANGUAGE_NAMES for the known locales,
 * Intl's name otherwise (العربية for `ar`), the code itself when Intl does not know it.
 */
export function ownLanguageName(language: string): string {
  if (isKnownLocale(language)) return LANGUAGE_NAMES[language];
  try {
    const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}
