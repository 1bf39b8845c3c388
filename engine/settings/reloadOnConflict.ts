import { SETTINGS_RELOAD_GUARD_MS, SETTINGS_RELOADED_AT_KEY } from './constants';

export interface ConflictReloadDeps {
  /** The tab's sessionStorage. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  log: Pick<Console, 'warn'>;
}

/** Whether a tab that last reloaded for a settings conflict at `last` (null: never) may do so again at `now`. */
export function mayReloadAgain(last: number | null, now: number): boolean {
  return last === null || now - last >= SETTINGS_RELOAD_GUARD_MS || now < last;
}

function lastReload(storage: ConflictReloadDeps['storage']): number | null {
  const text = storage.getItem(SETTINGS_RELOADED_AT_KEY);
  const at = text === null ? Number.NaN : Number(text);
  return Number.isFinite(at) ? at : null;
}

/**
 * What a 409 from POST /settings does (the server's `reason` says "reload the page"): reloads the
 * page, so that it runs the code of the server's settings format, at most once per
 * SETTINGS_RELOAD_GUARD_MS in a tab; within it the page stays and says why in a console warning.
 */
export function reloadOnConflict(deps: ConflictReloadDeps): (reason: string) => void {
  return (reason) => {
    const now = deps.now();
    if (!mayReloadAgain(lastReload(deps.storage), now)) {
      deps.log.warn(`Atrium: the server refused the settings (${reason}); this page reloaded for that within the last ${SETTINGS_RELOAD_GUARD_MS / 1000} s and does not reload again`);
      return;
    }
    deps.storage.setItem(SETTINGS_RELOADED_AT_KEY, String(now));
    deps.reload();
  };
}
