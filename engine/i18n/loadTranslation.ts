import { en_EN } from './en_EN';
import type { KnownLocale } from './locales';
import type { Translation } from './types';

/**
 * How each locale's table reaches the page. English is bundled (the default, and what every
 * other language falls back to); the others are separate chunks, fetched on first use through
 * a dynamic `import()`, so start-up carries one language, not seven.
 */
export const TRANSLATION_LOADERS: Readonly<Record<KnownLocale, () => Promise<Translation>>> = {
  en_EN: () => Promise.resolve(en_EN),
  de_DE: () => import('./de_DE').then((module) => module.de_DE),
  fr_FR: () => import('./fr_FR').then((module) => module.fr_FR),
  nb_NO: () => import('./nb_NO').then((module) => module.nb_NO),
  sl_SI: () => import('./sl_SI').then((module) => module.sl_SI),
  vi_VN: () => import('./vi_VN').then((module) => module.vi_VN),
  zh_CN: () => import('./zh_CN').then((module) => module.zh_CN),
};

/** Loads one locale's table (what the bundle fetches for it), e.g. for setLocale. */
export type TranslationLoader = (locale: KnownLocale) => Promise<Translation>;

/** The table of a known locale, fetched on first use (the browser caches the module after). */
export const loadTranslation: TranslationLoader = (locale) => TRANSLATION_LOADERS[locale]();

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
