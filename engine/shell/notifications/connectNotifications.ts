import type { NotificationHistory } from '../../../server/contract';
import { selectValue, toDisposable, type Disposable } from '../../core';
import type { PluginNotifications } from '../../extensions';
import type { HttpClient } from '../../http';
import type { SettingsService } from '../../settings';
import { browserNotifications, showNative } from './nativeNotifications';
import { textOf, type NotificationStore, type Translate } from './notificationStore';
import { createSoundPlayer } from './soundPlayer';

export interface NotificationDeps {
  store: NotificationStore;
  http: Pick<HttpClient, 'request'>;
  settings: Pick<SettingsService, 'get' | 'set' | 'watch'>;
  t: Translate;
  window: Window & typeof globalThis;
  log: Pick<Console, 'warn'>;
}

/**
 * While the desktop runs: notifications play their sound, `native` ones go through the browser,
 * each is recorded in the user's history on the server, and do-not-disturb follows the user's
 * desktop settings. Answers the plugins' `ctx.notifications`; disposing disconnects it all.
 */
export function connectNotifications({ store, http, settings, t, window, log }: NotificationDeps): PluginNotifications & Disposable {
  const player = createSoundPlayer(() => new window.Audio(), log);
  const api = browserNotifications(window);
  const disconnect = store.getState().connect({
    play: (sound) => player.play(sound),
    showNative: (item) => showNative(api, textOf(item.title, t), textOf(item.message, t), item.icon),
    record(item) {
      const entry = { title: textOf(item.title, t), message: textOf(item.message, t), ...(item.icon ? { icon: item.icon } : {}) };
      // The toast is shown either way; a history that missed one is only worth a line in the log.
      http.request('POST', 'v1/notifications', entry).catch((error: unknown) => log.warn('Atrium: a notification was not kept in the history', error));
    },
  });
  const followSetting = (desktop: Readonly<Record<string, unknown>>) => store.getState().setDoNotDisturb(desktop.doNotDisturb === true);
  followSetting(settings.get('desktop'));
  const following = settings.watch('desktop').subscribe(followSetting);
  const stop = toDisposable(() => {
    following.dispose();
    disconnect();
    store.getState().setDoNotDisturb(false);
  });
  return {
    notify: (options) => void store.getState().notify(options),
    doNotDisturb: selectValue(store, (state) => state.doNotDisturb),
    setDoNotDisturb: (on) => settings.set('desktop', { doNotDisturb: on }),
    history: ({ take, skip } = {}) => {
      const query = new URLSearchParams();
      if (take !== undefined) query.set('take', String(take));
      if (skip !== undefined) query.set('skip', String(skip));
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return http.request<NotificationHistory>('GET', `v1/notifications${search}`);
    },
    clearHistory: async () => {
      await http.request<null>('DELETE', 'v1/notifications');
    },
    dispose: () => stop.dispose(),
  };
}
