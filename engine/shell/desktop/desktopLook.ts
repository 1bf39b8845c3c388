import type { DesktopSettings, PanelPosition } from '../../../server/contract';
import { effectiveTheme, type ThemeName } from '../../chrome';
import type { WallpaperFill } from '../../scene';
import { DESKTOP_DEFAULTS } from '../../settings';

/** What the desktop's settings mean for how it looks. */
export interface DesktopLook {
  panels: NonNullable<DesktopSettings['panels']>;
  position: PanelPosition;
  /** Image wallpapers arrive with the VFS; until then an image setting shows the default gradient. */
  wallpaper: WallpaperFill;
  theme: ThemeName;
}

/**
 * Reads the desktop settings (as stored: any shape may be there) into what the views draw, with
 * the spec's defaults for whatever is missing; the account's theme, when it forces one, wins.
 */
export function desktopLook(settings: Readonly<Record<string, unknown>>, accountTheme: string | undefined): DesktopLook {
  const desktop = settings as DesktopSettings;
  const panels: NonNullable<DesktopSettings['panels']> = desktop.panels ?? DESKTOP_DEFAULTS.panels;
  const background = desktop.background;
  const color = background?.style === 'color' ? background.color : undefined;
  return {
    panels,
    position: panels[0]?.position ?? 'top',
    wallpaper: color ? { style: 'color', color } : { style: 'gradient' },
    theme: effectiveTheme(accountTheme, desktop.theme),
  };
}
