/** The locales the product ships (spec, shell section 1); en_EN is the default. */
export const KNOWN_LOCALES = ['en_EN', 'de_DE', 'fr_FR', 'nb_NO', 'sl_SI', 'vi_VN', 'zh_CN'] as const;
export type KnownLocale = (typeof KNOWN_LOCALES)[number];
