import { DEFAULT_THEME_CHOICE, LANGUAGE_NAMES, THEME_CHOICES, type ThemeChoice } from '../../sdk';

/** The languages the desktop ships, by locale id, each named in itself. */
export const LANGUAGES = LANGUAGE_NAMES;

/** One of the LANGUAGES' ids. */
export type LanguageId = keyof typeof LANGUAGES;

/** The language shown while the user has not chosen one. */
export const DEFAULT_LANGUAGE: LanguageId = 'en_EN';

/** The application menu's keybinding id, as the desktop settings remap it. */
export const APPMENU_TOGGLE_ID = 'atrium.appmenu.toggle';

/** The application menu's chord while the user has not remapped it. */
export const APPMENU_TOGGLE_DEFAULT = 'Alt+A';

/** What the desktop shows while its settings leave a field out (the shell's defaults). */
// eslint-disable-next-line no-restricted-syntax -- the saved setting's default value (data), not a theme colour
export const DESKTOP_DEFAULTS = { panelPosition: 'top', wallpaperStyle: 'gradient', wallpaperColor: '#1f4e79', theme: DEFAULT_THEME_CHOICE } as const;

/** The theme choices, the default (follow the system) first. */
export const THEMES = THEME_CHOICES;

/** One of the THEMES. */
export type ThemeId = ThemeChoice;

/** The window's size. */
export const WINDOW_SIZE = { width: 520, height: 600 } as const;
