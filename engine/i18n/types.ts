import type { en_EN } from './en_EN';

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

/** The shape of a table like `T`: the same keys, nested alike, with any string at the leaves. */
export type TranslationTable<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationTable<T[K]> };

/**
 * A complete translation of the shell: every key of en_EN and no other, so TypeScript refuses a
 * table with a key missing or extra (annotate the table's object literal with this type).
 */
export type Translation = TranslationTable<typeof en_EN>;
