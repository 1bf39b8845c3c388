import type { i18n as I18n } from 'i18next';
import { DisposableStore, type Disposable, type DisplayText } from '../core';
import { followingText } from '../i18n';
import type { WindowsStore } from '../windows';
import { WORKSPACE_MAX } from './constants';
import type { PluginWorkspaces } from './types';

/** What these shortcuts need of the keybinding service (engine/extensions, which imports this room's types). */
interface KeyRegistry {
  register(binding: { id: string; key: string; group: 'workspaces'; description: DisplayText; run: () => void }): Disposable;
}

/**
 * The workspaces' shortcuts (docs/features/keyboard.md): Ctrl+Alt+PageUp/PageDown show the
 * previous/next workspace, Ctrl+Alt+Shift+N moves the focused window to workspace N. Each is
 * remapped by its id in `desktop.keybindings`.
 */
export function registerWorkspaceKeys(keybindings: KeyRegistry, workspaces: PluginWorkspaces, windows: WindowsStore, i18n: I18n): Disposable {
  const owned = new DisposableStore();
  const text = (key: string, values?: Record<string, unknown>) => followingText(i18n, () => i18n.t(key, { ns: 'workspaces', ...values }));
  owned.add(
    keybindings.register({
      id: 'atrium.workspaces.previous',
      key: 'Ctrl+Alt+PageUp',
      group: 'workspaces',
      description: text('workspaces.keys.previous'),
      run: () => void workspaces.step(-1),
    }),
  );
  owned.add(
    keybindings.register({
      id: 'atrium.workspaces.next',
      key: 'Ctrl+Alt+PageDown',
      group: 'workspaces',
      description: text('workspaces.keys.next'),
      run: () => void workspaces.step(1),
    }),
  );
  for (let n = 1; n <= WORKSPACE_MAX; n++) {
    owned.add(
      keybindings.register({
        id: `atrium.workspaces.moveTo${n}`,
        key: `Ctrl+Alt+Shift+${n}`,
        group: 'workspaces',
        description: text('workspaces.keys.moveTo', { n }),
        run: () => {
          const { focused } = windows.getState();
          const target = workspaces.list.get()[n - 1];
          if (focused !== null && target) workspaces.moveWindow(focused, target.id);
        },
      }),
    );
  }
  return owned;
}
