import { DEFAULT_THEME_CHOICE, LANGUAGE_NAMES, THEME_CHOICES, type ThemeChoice } from '../../sdk';

/** The languages the desktop ships, by locale id, each named in itself. */
export const LANGUAGES = LANGUAGE_NAMES;

/** One of the LANGUAGES' ids. */
export type LanguageId = keyof typeof LANGUAGES;

/** The language shown while the user has not chosen one. */
export const DEFAULT_LANGUAGE: LanguageId = 'en_EN';

/** Keys that, pressed while a chord is recorded, are not yet the chord: the user is still holding modifiers. */
export const MODIFIER_KEYS: readonly string[] = ['Control', 'Alt', 'Shift', 'Meta', 'AltGraph', 'CapsLock', 'OS', 'Fn'];

/** Why a key cannot make a shortcut; each has a `preferences.shortcuts.unusable.*` text. */
export type UnusableKey = 'dead' | 'composing' | 'unidentified';

/**
 * The KeyboardEvent.key values no chord can name, by why: a dead key says only 'Dead' (which of
 * ^ ´ ` it is, the character it composes tells later), an input method's key 'Process'.
 */
export const UNUSABLE_KEYS: Readonly<Partial<Record<string, UnusableKey>>> = { Dead: 'dead', Process: 'composing', Unidentified: 'unidentified' };

/** Tab and Shift+Tab move the focus inside a window and cannot become shortcuts. */
export const FOCUS_CHORDS: readonly string[] = ['Tab', 'Shift+Tab'];

/** The keys that may make a chord without Ctrl, Alt or Meta: function keys type nothing (F3 opens the search). */
export const LONE_KEY = /^F\d{1,2}$/;

/** What the desktop shows while its settings leave a field out (the shell's defaults). */
// eslint-disable-next-line no-restricted-syntax -- the saved setting's default value (data), not a theme colour
export const DESKTOP_DEFAULTS = { panelPosition: 'top', wallpaperStyle: 'gradient', wallpaperColor: '#1f4e79', theme: DEFAULT_THEME_CHOICE } as const;

/** The theme choices, the default (follow the system) first. */
export const THEMES = THEME_CHOICES;

/** One of the THEMES. */
export type ThemeId = ThemeChoice;

/** The window's size. */
export const WINDOW_SIZE = { width: 520, height: 600 } as const;
