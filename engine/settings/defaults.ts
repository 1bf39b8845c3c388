import type { DesktopSettings } from '../../server/contract';
import { DEFAULT_WORKSPACE } from '../windows';

/**
 * The desktop as it is before a user changes anything, and as a locked desktop always is
 * (docs/features/settings.md#settings): font Roboto, the theme following the system's light or dark, no animations, the panel on top. In
 * development the font is Lato instead (engine/fonts: defaultFont).
 */
export const DESKTOP_DEFAULTS = {
  font: 'Roboto',
  theme: 'system',
  icons: 'default',
  sounds: 'default',
  animations: false,
  doNotDisturb: false,
  // eslint-disable-next-line no-restricted-syntax -- the saved setting's default value (data), not a theme colour
  background: { style: 'gradient', color: '#1f4e79', src: '' },
  panels: [{ position: 'top', items: [] }],
  widgets: [],
  keybindings: {},
  workspaces: [{ id: DEFAULT_WORKSPACE, name: '' }],
  defaultApplications: {},
  vfs: { defaultPath: 'home:/', mountpoints: [] },
} as const satisfies Required<DesktopSettings>;
