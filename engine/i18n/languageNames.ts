import { DEFAULT_LOCALE, isKnownLocale, type KnownLocale } from './locales';

/**
 * Each locale Atrium ships, named in its own language, in the order a language picker lists them.
 *
 * @example
 * ```tsx
 * <select value={language} onChange={(event) => ctx.shellSettings.locale.set({ language: event.target.value })}>
 *   {Object.entries(LANGUAGE_NAMES).map(([id, name]) => <option key={id} value={id}>{name}</option>)}
 * </select>
 * ```
 */
export const LANGUAGE_NAMES: Readonly<Record<KnownLocale, string>> = {
  en_EN: 'English',
  de_DE: 'Deutsch',
  fr_FR: 'Français',
  nb_NO: 'Norsk bokmål',
  sl_SI: 'Slovenščina',
  vi_VN: 'Tiếng Việt',
  zh_CN: '简体中文',
};

/**
 * The locale the page starts in: the one chosen on the login page and kept in browser storage
 * when it is a known locale, else DEFAULT_LOCALE (a stale or hand-edited value must not stop boot).
 */
export function initialLocale(stored: unknown): KnownLocale {
  return isKnownLocale(stored) ? stored : DEFAULT_LOCALE;
}
