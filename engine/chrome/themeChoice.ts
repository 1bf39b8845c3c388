import { THEME_CHOICES, type ThemeChoice } from '../../server/contract/themes';
import { DEFAULT_THEME, SYSTEM_DARK_THEME } from '../theme';
import { accountThemeOverride, isThemeName, type ThemeName } from './theme';

export { THEME_CHOICES, type ThemeChoice };

/**
 * The choice a user has while they have made none: follow the system.
 *
 * @example
 * ```ts
 * const choice = isThemeChoice(saved) ? saved : DEFAULT_THEME_CHOICE;
 * ```
 */
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

/**
 * Whether `value` is a theme a user can choose (the `desktop.theme` setting).
 *
 * @example
 * ```ts
 * const choice = isThemeChoice(saved) ? saved : 'system';
 * ```
 */
export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/**
 * The theme shown (docs/features/settings.md#themes-and-motion): the account's when it forces one;
 * else the user's choice, where `system` (also what an unknown or missing choice means) is `dark`
 * when the system prefers a dark look and `standard` otherwise.
 */
export function effectiveTheme(accountTheme: string | null | undefined, userChoice: unknown, systemDark: boolean): ThemeName {
  const forced = accountThemeOverride(accountTheme);
  if (forced) return forced;
  if (isThemeName(userChoice)) return userChoice;
  return systemDark ? SYSTEM_DARK_THEME : DEFAULT_THEME;
}
