import type { Manifest, ProfileApp, Session } from '../../server/contract';
import { DisposableStore, retryWithBackoff, toDisposable, type Disposable, type EventBus, type LifecycleEvents } from '../core';
import type { HttpClient } from '../http';
import type { AppServiceInternals } from './appService';
import { autostartPlan } from './autostart';
import { SESSION_SAVE_DEBOUNCE_MS } from './constants';
import { entriesToRestore, urlLaunch } from './session';

export interface StartupDeps {
  apps: AppServiceInternals;
  http: Pick<HttpClient, 'request'>;
  bus: EventBus<LifecycleEvents>;
  /** The page's URL: `?app=` launches an app and keeps it out of the restored session. */
  url: URL;
  manifest: Manifest;
  profileApps: readonly ProfileApp[];
  /** The user's blackListedApps: left out of the restored session. */
  blackListed: Readonly<Record<string, boolean>>;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** A number in [0, 1) for the jitter of the retries (Math.random). */
  random: () => number;
  log: Pick<Console, 'warn'>;
}

const SESSION_PATHS = { get: 'v1/user/me/getsession', update: 'v1/user/me/updatesession' } as const;

/**
 * What runs once the desktop is up (docs/features/apps-and-plugins.md#launching): the previous session is
 * restored, the `?app=` app launched with the other query values, autostart apps launched on
 * their schedule, and from then on the session is saved when it changes and on logout.
 *
 * Nothing is saved before the stored session has loaded: a desktop that could not read it must
 * not write over it. A failed load is tried again with backoff; when it loads late, the apps it
 * holds that are not running by then are restored, and only then does saving start. `restored`
 * settles after the first attempt, whether it loaded the session or not.
 */
export function startApplications(deps: StartupDeps): Disposable & { restored: Promise<void> } {
  const { apps, http } = deps;
  const subscriptions = new DisposableStore();
  const timers = new Set<unknown>();
  const later = (run: () => void, ms: number) => {
    const handle = deps.setTimeout(() => {
      timers.delete(handle);
      run();
    }, ms);
    timers.add(handle);
    return handle;
  };
  subscriptions.add(toDisposable(() => timers.forEach((handle) => deps.clearTimeout(handle))));

  /** Running, or on its way: one instance from the session or autostart is enough. */
  const started = (name: string) => apps.isLaunching(name) || apps.running.get().some((app) => app.name === name);

  // Autostart counts from the desktop's start, however long the restore takes.
  for (const step of autostartPlan(deps.manifest, deps.profileApps)) {
    later(() => {
      if (!started(step.name)) void apps.launch(step.name);
    }, step.at);
  }

  let saved = '';
  let saving: unknown = null;
  const save = async () => {
    saving = null;
    const session = apps.session();
    const text = JSON.stringify(session);
    if (text === saved) return;
    saved = text;
    try {
      await http.request<Session>('POST', SESSION_PATHS.update, { data: session });
    } catch (error) {
      saved = '';
      deps.log.warn('Atrium: the session could not be saved', error);
    }
  };
  const scheduleSave = () => {
    if (saving !== null) {
      deps.clearTimeout(saving);
      timers.delete(saving);
    }
    saving = later(() => void save(), SESSION_SAVE_DEBOUNCE_MS);
  };

  const launch = urlLaunch(deps.url);
  let loaded = false;
  const restore = async (session: Session) => {
    saved = JSON.stringify(session);
    const entries = entriesToRestore(session, deps.blackListed, launch?.name ?? null);
    // Loaded late, the session leaves the apps the user opened meanwhile as they are. Decided
    // before restoring: a session may hold two instances of one app.
    const openedMeanwhile = new Set(entries.map((entry) => entry.name).filter(started));
    for (const entry of entries) {
      if (subscriptions.isDisposed) return;
      if (openedMeanwhile.has(entry.name)) continue;
      // An app uninstalled since is left out quietly rather than alerting at every sign-in.
      await apps.attempt(entry.name, {}, { restore: entry.windows }).catch((error: unknown) => {
        deps.log.warn(`Atrium: '${entry.name}' was not restored`, error);
      });
    }
    if (subscriptions.isDisposed) return;
    // Only now: saving while restoring would overwrite the session being restored.
    loaded = true;
    subscriptions.add(apps.sessionChanged.subscribe(scheduleSave));
    scheduleSave();
  };
  const loading = subscriptions.add(
    retryWithBackoff(
      () => http.request<Session>('GET', SESSION_PATHS.get),
      {
        onSuccess: restore,
        onFailure: (error, failures) => {
          // Once: the retries that fail too add nothing.
          if (failures === 1) deps.log.warn('Atrium: the previous session could not be loaded; it is not saved over until a retry loads it', error);
        },
      },
      deps,
    ),
  );

  // A sign-out while the first load is under way waits for it: the apps opened meanwhile are
  // saved beside the ones it restores, and the load is not cut off by the end of the session.
  subscriptions.add(deps.bus.on('auth/logout-started', (event) => event.join(loading.firstAttempt.then(() => (loaded ? save() : undefined)))));

  const restored = loading.firstAttempt.then(async () => {
    if (launch && !subscriptions.isDisposed) await apps.launch(launch.name, launch.args);
  });

  return { restored, dispose: () => subscriptions.dispose() };
}
