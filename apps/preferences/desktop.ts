import { accountThemeOverride, defaultFont, isFontName, isThemeChoice, isWallpaperFit, type FontName } from '../../sdk';
import type { ThemeId } from './constants';

/** Typed reads of the shell's `desktop` settings, which arrive as untyped values. */

export type PanelPosition = 'top' | 'bottom';
/** 'image' is an earlier name of 'cover'. */
export type WallpaperStyle = 'gradient' | 'color' | 'cover' | 'contain' | 'tile' | 'center' | 'image';

export interface PanelSetting {
  position: PanelPosition;
  items: readonly unknown[];
}

export interface BackgroundSetting {
  style?: WallpaperStyle;
  color?: string;
  src?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The panels, those without a valid position left out. */
export function panelsOf(desktop: Readonly<Record<string, unknown>>): PanelSetting[] {
  if (!Array.isArray(desktop.panels)) return [];
  return desktop.panels.filter(isRecord).flatMap((panel) =>
    panel.position === 'top' || panel.position === 'bottom' ? [{ position: panel.position, items: Array.isArray(panel.items) ? (panel.items as unknown[]) : [] }] : [],
  );
}

/** The panels with the first one moved to `position` (one empty panel there when there were none); their items kept. */
export function withPanelPosition(panels: readonly PanelSetting[], position: PanelPosition): PanelSetting[] {
  const [first, ...rest] = panels;
  return [{ position, items: first?.items ?? [] }, ...rest];
}

/** The wallpaper settings, fields of the wrong type left out. */
export function backgroundOf(desktop: Readonly<Record<string, unknown>>): BackgroundSetting {
  const background = isRecord(desktop.background) ? desktop.background : {};
  const style = isWallpaperStyle(background.style) ? background.style : undefined;
  return {
    ...(style ? { style } : {}),
    ...(typeof background.color === 'string' ? { color: background.color } : {}),
    ...(typeof background.src === 'string' ? { src: background.src } : {}),
  };
}

function isWallpaperStyle(style: unknown): style is WallpaperStyle {
  return style === 'gradient' || style === 'color' || style === 'image' || isWallpaperFit(style);
}

/** The font the desktop shows: the user's when the desktop offers it, else the default (Lato in development, Roboto otherwise). */
export function fontOf(desktop: Readonly<Record<string, unknown>>, development: boolean): FontName {
  return isFontName(desktop.font) ? desktop.font : defaultFont(development);
}

/** The user's theme choice, when it is one the desktop offers. */
export function themeOf(desktop: Readonly<Record<string, unknown>>): ThemeId | undefined {
  return isThemeChoice(desktop.theme) ? desktop.theme : undefined;
}

/** The theme the signed-in account forces (the shell's rule), or null when the choice is the user's. */
export function accountTheme(profile: { active_account: { preferences: { theme: string } } } | null): ThemeId | null {
  return accountThemeOverride(profile?.active_account.preferences.theme);
}

/** The user's chords by keybinding id. */
export function keybindingsOf(desktop: Readonly<Record<string, unknown>>): Record<string, string> {
  if (!isRecord(desktop.keybindings)) return {};
  return Object.fromEntries(Object.entries(desktop.keybindings).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
