/**
 * The languages the shell lays out right to left (docs/features/settings.md#right-to-left), as the spec lists them.
 * (Azerbaijani and Uzbek are written right to left only in Arabic script; the spec counts them.)
 */
export const RIGHT_TO_LEFT_LANGUAGES: readonly string[] = ['az', 'fa', 'he', 'uz', 'ar'];

/** Which way text runs. */
export type TextDirection = 'ltr' | 'rtl';

/** Whether a locale id (`ar_SA`) or BCP 47 tag (`ar-SA`, `ar`) names a right-to-left language. */
export function isRightToLeft(locale: string): boolean {
  const language = locale.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  return RIGHT_TO_LEFT_LANGUAGES.includes(language);
}

/** The text direction of a locale id or BCP 47 tag, for the `dir` attribute. */
export function directionOf(locale: string): TextDirection {
  return isRightToLeft(locale) ? 'rtl' : 'ltr';
}
