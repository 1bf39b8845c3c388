import { APPS_STRINGS } from '../apps';
import { DIALOGS_STRINGS } from '../dialogs';
import type { LocaleTables } from '../i18n';
import { OVERLAY_STRINGS } from '../overlay';
import { VFS_STRINGS } from '../vfs';
import { WIDGETS_STRINGS } from '../widgets';
import { LOGIN_STRINGS } from './login/strings';
import { SHELL_STRINGS } from './strings';

type Namespaces = Readonly<Record<string, LocaleTables>>;

/** The signed-out pages' namespace, by name: all the login page registers, so all it fetches. */
export const SIGNED_OUT_NAMESPACES: Namespaces = { login: LOGIN_STRINGS };

/**
 * The engine's namespaces the desktop reads, by name, registered when the desktop starts (with
 * the signed-out pages', whose footer it shows). Apps and plugins register theirs through the SDK.
 */
export const DESKTOP_NAMESPACES: Namespaces = {
  ...SIGNED_OUT_NAMESPACES,
  shell: SHELL_STRINGS,
  overlay: OVERLAY_STRINGS,
  widgets: WIDGETS_STRINGS,
  dialogs: DIALOGS_STRINGS,
  apps: APPS_STRINGS,
  vfs: VFS_STRINGS,
};
