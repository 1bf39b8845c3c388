import type { KnownLocale as ContractLocale } from '../../server/contract';

/**
 * The locales the product ships (docs/features/settings.md#languages), en_EN first as the default. The browser
 * may take only types from server/contract, so the list is repeated here; a unit test keeps it
 * equal to the contract's KNOWN_LOCALES, and `satisfies` refuses a locale the contract lacks.
 */
export const LOCALES = ['en_EN', 'de_DE', 'fr_FR', 'nb_NO', 'sl_SI', 'vi_VN', 'zh_CN'] as const satisfies readonly ContractLocale[];

/**
 * One of LOCALES.
 *
 * @example
 * ```ts
 * const locale: KnownLocale = 'de_DE';
 * const name = LANGUAGE_NAMES[locale]; // 'Deutsch'
 * ```
 */
export type KnownLocale = (typeof LOCALES)[number];

/** The locale before the user chooses one (docs/features/settings.md#languages). */
export const DEFAULT_LOCALE: KnownLocale = 'en_EN';

/** An unknown locale (docs/features/settings.md#languages); `code` is what callers and tests branch on. */
export class LocaleError extends Error {
  readonly code = 'ERR_INVALID_LOCALE';

  constructor(readonly locale: unknown) {
    super(`Invalid locale '${String(locale)}'`);
    this.name = 'LocaleError';
  }
}

/** Whether `value` is one of LOCALES, spelt exactly (`de_DE`, not `de-DE` or `de_de`). */
export function isKnownLocale(value: unknown): value is KnownLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * `value` as a known locale (docs/features/settings.md#languages: a locale must be one of the known locales).
 * @throws LocaleError ERR_INVALID_LOCALE, "Invalid locale '{value}'", for anything else.
 */
export function assertLocale(value: unknown): KnownLocale {
  if (!isKnownLocale(value)) throw new LocaleError(value);
  return value;
}

/**
 * A locale id as a BCP 47 tag, for `<html lang>` and Intl: `de_DE` → `de-DE`. Tags pass through.
 *
 * @example
 * ```ts
 * new Intl.NumberFormat(toLanguageTag(ctx.env.locale.get())).format(1234.5);
 * ```
 */
export function toLanguageTag(locale: string): string {
  return locale.replaceAll('_', '-');
}
