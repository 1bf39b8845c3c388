import { describe, expect, it, vi } from 'vitest';
import { reloadOnConflict, SETTINGS_RELOAD_GUARD_MS, SETTINGS_RELOADED_AT_KEY } from '../../../engine/settings';

const REASON = "Settings version 0 is not the server's 1; reload the page";

/** The reload of a 409 in a tab whose sessionStorage and clock the test holds. */
function setUp(stored: string | null = null) {
  const storage = new Map<string, string>(stored === null ? [] : [[SETTINGS_RELOADED_AT_KEY, stored]]);
  const clock = { now: 1_000_000 };
  const reload = vi.fn();
  const log = { warn: vi.fn() };
  const conflict = reloadOnConflict({
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    now: () => clock.now,
    reload,
    log,
  });
  return { conflict, storage, clock, reload, log };
}

describe('reloadOnConflict', () => {
  it('reloads the page, remembering when in the tab', () => {
    const { conflict, storage, reload, log } = setUp();
    conflict(REASON);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(SETTINGS_RELOADED_AT_KEY)).toBe('1000000');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('does not reload again within SETTINGS_RELOAD_GUARD_MS, and says why in a console warning', () => {
    const { conflict, clock, reload, log } = setUp(String(1_000_000 - SETTINGS_RELOAD_GUARD_MS + 1));
    conflict(REASON);
    expect(reload).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(REASON));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('does not reload again'));
    clock.now += 1;
    conflict(REASON);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when what the tab remembers is no time, or later than now (the clock was set back)', () => {
    for (const stored of ['soon', '', String(2_000_000)]) {
      const { conflict, reload } = setUp(stored);
      conflict(REASON);
      expect(reload, stored).toHaveBeenCalledTimes(1);
    }
  });
});
