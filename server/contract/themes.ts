/**
 * The themes a user can choose (the `desktop.theme` setting, docs/features/settings.md#themes-and-motion),
 * the default first: `system` follows the device's light or dark preference, the others name a theme.
 *
 * @example
 * ```tsx
 * THEME_CHOICES.map((choice) => <option key={choice} value={choice}>{t(`theme.${choice}`)}</option>);
 * ```
 */
export const THEME_CHOICES = ['system', 'standard', 'vision', 'dark'] as const;
/**
 * One of THEME_CHOICES: a theme Atrium ships, or `system` to follow the device.
 *
 * @example
 * ```ts
 * const choice: ThemeChoice = isThemeChoice(saved) ? saved : 'system';
 * ```
 */
export type ThemeChoice = (typeof THEME_CHOICES)[number];
