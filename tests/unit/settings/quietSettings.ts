import { vi } from 'vitest';
import { createSettingsService, SETTINGS_VERSION, type SettingsService } from '../../../engine/settings';
import type { Settings } from '../../../server/contract';

/**
 * The real settings service for a test that needs settings but does not test them: it loads what
 * `load` answers, saves by handing the document back, never retries at random and logs to mocks.
 */
export function quietSettings({ load, locked = [] }: { load: () => Promise<Settings>; locked?: readonly string[] }): SettingsService {
  return createSettingsService({
    load,
    save: (document) => Promise.resolve(document),
    locked,
    version: SETTINGS_VERSION,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random: () => 0,
    onConflict: vi.fn(),
    log: { warn: vi.fn(), error: vi.fn() },
  });
}
