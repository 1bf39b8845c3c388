import type { i18n as I18n } from 'i18next';
import { APPS_STRINGS } from '../../apps';
import { DIALOGS_STRINGS } from '../../dialogs';
import { addTranslations, type LocaleTables } from '../../i18n';
import { OVERLAY_STRINGS } from '../../overlay';
import { VFS_STRINGS } from '../../vfs';
import { WIDGETS_STRINGS } from '../../widgets';
import { WORKSPACES_STRINGS } from '../../workspaces';
import { SIGNED_OUT_NAMESPACES } from '../namespaces';
import { SHORTCUTS_STRINGS } from '../shortcuts';
import { SHELL_STRINGS } from '../strings';

/**
 * The engine's namespaces the desktop reads, by name (with the signed-out pages', whose footer it
 * shows). They ship with the desktop's code, so the login page never fetches them; apps and
 * plugins register theirs through the SDK.
 */
export const DESKTOP_NAMESPACES: Readonly<Record<string, LocaleTables>> = {
  ...SIGNED_OUT_NAMESPACES,
  shell: SHELL_STRINGS,
  overlay: OVERLAY_STRINGS,
  widgets: WIDGETS_STRINGS,
  dialogs: DIALOGS_STRINGS,
  apps: APPS_STRINGS,
  vfs: VFS_STRINGS,
  shortcuts: SHORTCUTS_STRINGS,
  workspaces: WORKSPACES_STRINGS,
};

const registered = new WeakMap<I18n, Promise<void>>();

/**
 * Registers the desktop's namespaces once per page and resolves when the page's language has
 * them, so the desktop's first frame is in that language. A table that fails to load leaves those
 * strings in English, as at start.
 */
export function desktopStringsReady(i18n: I18n): Promise<void> {
  let ready = registered.get(i18n);
  if (!ready) {
    ready = addTranslations(i18n, DESKTOP_NAMESPACES).ready.catch((error: unknown) =>
      console.error("Atrium: the desktop's strings could not be loaded in this language; English applies", error),
    );
    registered.set(i18n, ready);
  }
  return ready;
}
