/**
 * The themes a user can choose (the `desktop.theme` setting, docs/features/settings.md#themes-and-motion),
 * the default first: `system` follows the device's light or dark preference, the others name a theme.
 */
export const THEME_CHOICES = ['system', 'standard', 'vision', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
