/** The locales the product ships (docs/features/settings.md#languages); en_EN is the default. */
export const KNOWN_LOCALES = ['en_EN', 'de_DE', 'fr_FR', 'nb_NO', 'sl_SI', 'vi_VN', 'zh_CN'] as const;
export type KnownLocale = (typeof KNOWN_LOCALES)[number];
