import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../server/contract';
import { SETTINGS_VERSION as SERVER_VERSION } from '../../../server/contract';
import { createSettingsService, SETTINGS_SAVE_DEBOUNCE_MS, SETTINGS_VERSION } from '../../../engine/settings';

function setUp(stored: Settings = { version: SETTINGS_VERSION }, locked: string[] = []) {
  const saved: Settings[] = [];
  const warn = vi.fn();
  const settings = createSettingsService({
    load: () => Promise.resolve(stored),
    save: (document) => {
      saved.push(structuredClone(document));
      return Promise.resolve(document);
    },
    locked,
    version: SETTINGS_VERSION,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    log: { warn },
  });
  return { settings, saved, warn };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('settings', () => {
  it('writes the version the server reads', () => {
    expect(SETTINGS_VERSION).toBe(SERVER_VERSION);
  });

  it('reads the namespaces the server stored, the shell’s and the plugins’', async () => {
    const { settings } = setUp({ version: 1, desktop: { theme: 'vision' }, locale: { language: 'de_DE' }, plugins: { 'acme.x': { zoom: 2 } } });
    expect(settings.get('desktop')).toEqual({});
    await settings.load();
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
    expect(settings.get('locale')).toEqual({ language: 'de_DE' });
    expect(settings.get('acme.x')).toEqual({ zoom: 2 });
    expect(settings.get('acme.y')).toEqual({});
  });

  it(`saves once, ${SETTINGS_SAVE_DEBOUNCE_MS} ms after the last of several changes, the whole document`, async () => {
    const { settings, saved } = setUp({ version: 1, locale: { language: 'de_DE' } });
    await settings.load();
    settings.set('desktop', { theme: 'vision' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    settings.set('desktop', { font: 'Lato' });
    settings.set('acme.x', { zoom: 3 });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([
      { version: 1, locale: { language: 'de_DE' }, desktop: { theme: 'vision', font: 'Lato' }, plugins: { 'acme.x': { zoom: 3 } } },
    ]);
  });

  it('removes a key set to undefined', async () => {
    const { settings } = setUp({ version: 1, desktop: { theme: 'vision', font: 'Lato' } });
    await settings.load();
    settings.set('desktop', { font: undefined });
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
  });

  it('tells watchers of a namespace about its changes only, with the same source every time', async () => {
    const { settings } = setUp();
    const desktop = vi.fn();
    expect(settings.watch('desktop')).toBe(settings.watch('desktop'));
    settings.watch('desktop').subscribe(desktop);
    settings.set('locale', { language: 'fr_FR' });
    settings.set('desktop', { theme: 'vision' });
    expect(desktop.mock.calls).toEqual([[{ theme: 'vision' }]]);
  });

  it('ignores what the user stored in a locked namespace and refuses changes to it', async () => {
    const { settings, saved } = setUp({ version: 1, desktop: { theme: 'vision' } }, ['desktop']);
    await settings.load();
    expect(settings.isLocked('desktop')).toBe(true);
    expect(settings.get('desktop')).toEqual({});
    expect(() => settings.set('desktop', { theme: 'standard' })).toThrow("Settings 'desktop' are locked by the administrator");
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toEqual([]);
  });

  it('saves a pending change at once on flush, and nothing when nothing is pending', async () => {
    const { settings, saved } = setUp();
    await settings.flush();
    expect(saved).toEqual([]);
    settings.set('locale', { language: 'nb_NO' });
    await settings.flush();
    expect(saved).toEqual([{ version: 1, locale: { language: 'nb_NO' } }]);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toHaveLength(1);
  });

  it('warns when a save fails and keeps the change for the next one', async () => {
    const { settings, warn } = setUp();
    const failing = createSettingsService({
      load: () => Promise.resolve({ version: 1 }),
      save: () => Promise.reject(new Error('offline')),
      locked: [],
      version: 1,
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      log: { warn },
    });
    failing.set('desktop', { theme: 'vision' });
    await failing.flush();
    expect(warn).toHaveBeenCalledWith('Atrium: the settings could not be saved', expect.any(Error));
    expect(failing.get('desktop')).toEqual({ theme: 'vision' });
    expect(settings.get('desktop')).toEqual({});
  });

  it('forgets what the user may change on reset, keeps locked namespaces as stored, and saves at once', async () => {
    const { settings, saved } = setUp({ version: 1, desktop: { theme: 'vision' }, locale: { language: 'de_DE' } }, ['desktop']);
    await settings.load();
    const locale = vi.fn();
    settings.watch('locale').subscribe(locale);
    await settings.reset();
    expect(settings.get('locale')).toEqual({});
    expect(locale).toHaveBeenCalledWith({});
    expect(saved).toEqual([{ version: 1, desktop: { theme: 'vision' } }]);
  });

  it('saves nothing after it is disposed', async () => {
    const { settings, saved } = setUp();
    settings.set('desktop', { theme: 'vision' });
    settings.dispose();
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toEqual([]);
  });
});
