import type { KnownLocale } from './locales';

/**
 * Translates a key of the locale tables, filling in `values` (i18next's `t`, as `useTranslation` gives it).
 *
 * @example
 * ```ts
 * const t: Translate = (key, values) => i18n.t(key, values);
 * const text = vfsErrorText(error, t);
 * ```
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The shape of a table like `T`: the same keys, nested alike, with any string at the leaves.
 * Annotate a locale's table with it (`const de_DE: TranslationTable<typeof en_EN> = {…}`) and
 * TypeScript refuses a key missing or extra.
 */
export type TranslationTable<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationTable<T[K]> };

/** The known locales other than English, whose tables are fetched when first used. */
export type OtherLocale = Exclude<KnownLocale, 'en_EN'>;

/**
 * A module's strings (an engine subsystem's, an app's, a plugin's): one file per locale in the
 * module's own `locales/` folder, each with a default export. English is imported with the code
 * (it is what every other locale falls back to); each other locale is a dynamic `import()`, a
 * chunk of its own that the page fetches only when it switches to that language. A locale whose
 * keys differ from English's does not type-check here.
 *
 * @example
 * ```ts
 * // en_EN is the default export of ./locales/en_EN.ts, imported with the code; the others load on demand.
 * export const GREETER_STRINGS: LocaleTables<typeof en_EN> = {
 *   en_EN,
 *   load: {
 *     de_DE: () => import(`./locales/de_DE`),
 *     fr_FR: () => import(`./locales/fr_FR`),
 *     nb_NO: () => import(`./locales/nb_NO`),
 *     sl_SI: () => import(`./locales/sl_SI`),
 *     vi_VN: () => import(`./locales/vi_VN`),
 *     zh_CN: () => import(`./locales/zh_CN`),
 *   },
 * };
 * ```
 */
export interface LocaleTables<T extends object = object> {
  /** The English table, bundled with the module's code. */
  readonly en_EN: T;
  /** Each other locale's table module (its default export), fetched on first use. */
  readonly load: { readonly [L in OtherLocale]: () => Promise<{ readonly default: TranslationTable<T> }> };
}
