import type { i18n as I18n } from 'i18next';
import type { Disposable } from '../../core';
import type { KeybindingService } from '../../extensions';
import { followingText } from '../../i18n';
import { SHORTCUTS_TOGGLE_ID, SHORTCUTS_TOGGLE_KEY } from './constants';
import type { ShortcutSheetStore } from './sheetStore';

/** The desktop's shortcut that shows and hides the sheet (Ctrl+/ unless settings remap it), listed in the sheet itself. */
export function registerShortcutSheet(keybindings: KeybindingService, sheet: ShortcutSheetStore, i18n: I18n): Disposable {
  return keybindings.register({
    id: SHORTCUTS_TOGGLE_ID,
    key: SHORTCUTS_TOGGLE_KEY,
    group: 'desktop',
    description: followingText(i18n, () => i18n.t('shortcuts.toggle', { ns: 'shortcuts' })),
    run: () => sheet.getState().toggle(),
  });
}
