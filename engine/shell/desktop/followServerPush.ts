import { DisposableStore, type Disposable } from '../../core';
import type { SettingsService } from '../../settings';
import type { SocketClient } from '../../socket';

export interface ServerPushDeps {
  socket: Pick<SocketClient, 'onDidReceive'>;
  settings: Pick<SettingsService, 'applyRemote' | 'loadState'>;
  /** Reads the package manifest and the user's profile again: a package was installed or changed. */
  reloadPackages: () => Promise<void>;
  log: Pick<Console, 'warn'>;
}

/**
 * What the server pushes that the desktop itself acts on: settings another tab or device saved
 * apply live, newest first by the stored document's revision (news from two instances may cross);
 * a package change reads the manifest and the profile again ('A profile update is requested on
 * package or metadata change'), which rebuilds the panel and the menu. Settings told before this
 * page's have loaded are applied once they have: the load may have read them from before that save.
 */
export function followServerPush({ socket, settings, reloadPackages, log }: ServerPushDeps): Disposable {
  const owned = new DisposableStore();
  let revision = 0;
  let early: Parameters<SettingsService['applyRemote']>[] = [];
  owned.add(
    settings.loadState.subscribe((state) => {
      if (state !== 'loaded') return;
      for (const args of early) settings.applyRemote(...args);
      early = [];
    }),
  );
  owned.add(
    socket.onDidReceive((message) => {
      if (message.name === 'settings') {
        const { revision: told, settings: stored, namespaces } = message.params;
        if (told <= revision) return;
        revision = told;
        if (settings.loadState.get() === 'loaded') settings.applyRemote(stored, namespaces);
        else early.push([stored, namespaces]);
      } else if (message.name === 'packages') {
        reloadPackages().catch((error: unknown) => log.warn('Atrium: the packages changed, but the manifest or the profile could not be read again', error));
      }
    }),
  );
  return owned;
}
