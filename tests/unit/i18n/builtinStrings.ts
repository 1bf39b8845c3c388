import type { i18n as I18n } from 'i18next';
import { FILES_STRINGS } from '../../../apps/files/strings';
import { NOTES_STRINGS } from '../../../apps/notes/strings';
import { PREFERENCES_STRINGS } from '../../../apps/preferences/strings';
import { SANDBOX_STRINGS } from '../../../apps/sandbox/strings';
import { VIEWER_STRINGS } from '../../../apps/viewer/strings';
import { addTranslations, createI18n, type LocaleTables } from '../../../engine/i18n';
import { DESKTOP_NAMESPACES } from '../../../engine/shell/desktop/namespaces';
import { APPMENU_STRINGS } from '../../../plugins/appmenu/strings';
import { LOGOUT_STRINGS } from '../../../plugins/common/strings';
import { DEVELOPER_STRINGS } from '../../../plugins/developer/strings';
import { GLOBALSEARCH_STRINGS } from '../../../apps/globalsearch/strings';
import { HOME_STRINGS } from '../../../plugins/home/strings';
import { NOTIFICATION_CENTER_STRINGS } from '../../../plugins/notifications/strings';
import { SEARCH_STRINGS } from '../../../plugins/search/strings';
import { TILE_STRINGS } from '../../../plugins/tile/strings';
import { TRAY_STRINGS } from '../../../plugins/tray/strings';
import { WINDOWLIST_STRINGS } from '../../../plugins/windowlist/strings';
import { WORKSPACES_STRINGS as WORKSPACES_SWITCHER_STRINGS } from '../../../plugins/workspaces/strings';

/**
 * Every built-in namespace whose keys the code reads without naming it (`t('files.places')`),
 * by a name of its own: the engine's, and those the built-in apps and panel items register.
 */
export const PREFIXED_NAMESPACES: Readonly<Record<string, LocaleTables>> = {
  ...DESKTOP_NAMESPACES,
  appmenu: APPMENU_STRINGS,
  windowlist: WINDOWLIST_STRINGS,
  tray: TRAY_STRINGS,
  developer: DEVELOPER_STRINGS,
  home: HOME_STRINGS,
  tile: TILE_STRINGS,
  workspacesSwitcher: WORKSPACES_SWITCHER_STRINGS,
  logout: LOGOUT_STRINGS,
  notificationCenter: NOTIFICATION_CENTER_STRINGS,
  search: SEARCH_STRINGS,
  globalsearch: GLOBALSEARCH_STRINGS,
  sandbox: SANDBOX_STRINGS,
  notes: NOTES_STRINGS,
  viewer: VIEWER_STRINGS,
  preferences: PREFERENCES_STRINGS,
  files: FILES_STRINGS,
};

/** An i18next instance in `locale` with every built-in namespace in English, as the desktop has them once its plugins are active. */
export function createTestI18n(locale?: string): I18n {
  const i18n = createI18n(locale);
  addTranslations(i18n, PREFIXED_NAMESPACES);
  return i18n;
}
