import type { DesktopSettings, PanelPosition } from '../../../server/contract';
import { fontOf, type FontName } from '../../fonts';
import type { WallpaperFill } from '../../scene';
import { DESKTOP_DEFAULTS } from '../../settings';
import { isWallpaperFit, sameOriginSrc, type WallpaperFit } from '../../wallpapers';

/** What the desktop's settings mean for how it looks. */
export interface DesktopLook {
  panels: NonNullable<DesktopSettings['panels']>;
  position: PanelPosition;
  wallpaper: WallpaperFill;
  /** One the desktop offers: an unknown name in the settings gives the default. */
  font: FontName;
  /** Menus and notifications animate: opt-in (docs/features/settings.md#themes-and-motion: no animations by default). */
  animations: boolean;
}

/** Where the desktop runs, as far as its look depends on it. */
export interface LookEnvironment {
  /** The server runs in development: the default font is Lato. */
  development: boolean;
  /** The page's origin (`location.origin`): only images from there are shown. */
  origin: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Reads the desktop settings (as stored: any shape may be there) into what the views draw, with
 * the spec's defaults for whatever is missing. The theme is the theme service's (engine/shell/theme),
 * which also follows the account and the system.
 */
export function desktopLook(settings: Readonly<Record<string, unknown>>, environment: LookEnvironment): DesktopLook {
  const desktop = settings as DesktopSettings;
  const panels: NonNullable<DesktopSettings['panels']> = desktop.panels ?? DESKTOP_DEFAULTS.panels;
  return {
    panels,
    position: panels[0]?.position ?? 'top',
    wallpaper: wallpaperOf(desktop.background, environment.origin),
    font: fontOf(desktop.font, environment.development),
    animations: desktop.animations === true,
  };
}

/**
 * The wallpaper a background setting asks for. An image needs a same-origin `src` (see
 * sameOriginSrc); without one it shows its colour. A colour style without a valid colour, and
 * anything unknown, shows the default gradient.
 */
function wallpaperOf(background: DesktopSettings['background'], origin: string): WallpaperFill {
  const color = typeof background?.color === 'string' && COLOR.test(background.color) ? background.color : undefined;
  const style = background?.style;
  const fit: WallpaperFit | null = style === 'image' ? 'cover' : isWallpaperFit(style) ? style : null;
  if (fit) {
    const src = sameOriginSrc(background?.src, origin);
    const behind = color ?? DESKTOP_DEFAULTS.background.color;
    return src ? { style: 'image', fit, src, color: behind } : { style: 'color', color: behind };
  }
  return style === 'color' && color ? { style: 'color', color } : { style: 'gradient' };
}
