import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../server/contract';
import { SETTINGS_VERSION as SERVER_VERSION } from '../../../server/contract';
import { backoffDelay } from '../../../engine/core';
import { RequestError } from '../../../engine/http';
import { createSettingsService, SETTINGS_SAVE_DEBOUNCE_MS, SETTINGS_VERSION } from '../../../engine/settings';

/** The retries' jitter is pinned at its lowest: each wait is half of its ceiling. */
const random = () => 0;
const retryAfter = (failures: number) => backoffDelay(failures, random);

const refused = (status: number, message: string) => new RequestError('ERR_REQUEST_NOT_OK', message, status);

interface Setup {
  stored?: Settings;
  locked?: string[];
  /** Answers GET /settings; by default with `stored`. */
  load?: () => Promise<Settings>;
  /** Answers POST /settings; by default it stores what it is sent. */
  save?: (document: Settings) => Promise<Settings>;
}

/** A settings service on fake timers, with a server that records every document it is sent. */
function setUp({ stored = { version: SETTINGS_VERSION }, locked = [], load, save }: Setup = {}) {
  const saved: Settings[] = [];
  const log = { warn: vi.fn(), error: vi.fn() };
  const onConflict = vi.fn();
  const loads = vi.fn(load ?? (() => Promise.resolve(structuredClone(stored))));
  const settings = createSettingsService({
    load: loads,
    save: (document) => {
      saved.push(structuredClone(document));
      return save ? save(document) : Promise.resolve(document);
    },
    locked,
    version: SETTINGS_VERSION,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    random,
    onConflict,
    log,
  });
  return { settings, saved, log, onConflict, loads };
}

/** GET /settings fails `times` times (a 503), then answers `stored`. */
const failingLoad = (times: number, stored: Settings) => {
  let failures = 0;
  return () => (failures++ < times ? Promise.reject(refused(503, 'Service Unavailable')) : Promise.resolve(structuredClone(stored)));
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading the settings', () => {
  it('writes the version the server reads', () => {
    expect(SETTINGS_VERSION).toBe(SERVER_VERSION);
  });

  it('reads the namespaces the server stored, the shell’s and the plugins’', async () => {
    const { settings } = setUp({ stored: { version: 1, desktop: { theme: 'vision' }, locale: { language: 'de_DE' }, plugins: { 'acme.x': { zoom: 2 } } } });
    expect(settings.get('desktop')).toEqual({});
    expect(settings.loadState.get()).toBe('loading');
    await settings.load();
    expect(settings.loadState.get()).toBe('loaded');
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
    expect(settings.get('locale')).toEqual({ language: 'de_DE' });
    expect(settings.get('acme.x')).toEqual({ zoom: 2 });
    expect(settings.get('acme.y')).toEqual({});
  });

  it('settles after a first attempt that fails, warns once, and tries again with backoff until it loads', async () => {
    const { settings, loads, log } = setUp({ load: failingLoad(3, { version: 1, desktop: { theme: 'vision' } }) });
    await expect(settings.load()).resolves.toBeUndefined();
    expect(settings.loadState.get()).toBe('retrying');
    expect(settings.get('desktop')).toEqual({});

    await vi.advanceTimersByTimeAsync(retryAfter(1) - 1);
    expect(loads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryAfter(2));
    expect(loads).toHaveBeenCalledTimes(3);
    expect(settings.loadState.get()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(retryAfter(3));
    expect(loads).toHaveBeenCalledTimes(4);
    expect(settings.loadState.get()).toBe('loaded');
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('the settings could not be loaded'), expect.any(RequestError));
  });

  it('tells watchers about what a late load brings, and only then says it has loaded', async () => {
    const { settings } = setUp({ load: failingLoad(1, { version: 1, locale: { language: 'fr_FR' } }) });
    const heard: string[] = [];
    settings.watch('locale').subscribe((values) => heard.push(`${String(values.language)} while ${settings.loadState.get()}`));
    settings.loadState.subscribe((state) => heard.push(state));
    await settings.load();
    await vi.advanceTimersByTimeAsync(retryAfter(1));
    expect(heard).toEqual(['retrying', 'fr_FR while retrying', 'loaded']);
  });
});

describe('before the settings have loaded', () => {
  it('saves nothing: changes show at once and wait, through flushes and however long it takes', async () => {
    const { settings, saved } = setUp({ load: () => Promise.reject(refused(503, 'Service Unavailable')) });
    await settings.load();
    settings.set('desktop', { panels: [{ position: 'bottom', items: [] }] });
    expect(settings.get('desktop')).toEqual({ panels: [{ position: 'bottom', items: [] }] });
    await settings.flush();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    await settings.flush();
    expect(saved).toEqual([]);
  });

  it('applies the loaded settings with the waiting changes on top, then saves only what changed', async () => {
    const stored: Settings = { version: 1, desktop: { theme: 'vision', font: 'Lato' }, locale: { language: 'de_DE' }, plugins: { 'acme.x': { zoom: 2 } } };
    const { settings, saved } = setUp({ load: failingLoad(1, stored) });
    await settings.load();
    settings.set('desktop', { font: 'serif', animations: true });
    settings.set('desktop', { animations: undefined });
    settings.set('acme.y', { open: true });
    expect(saved).toEqual([]);

    await vi.advanceTimersByTimeAsync(retryAfter(1));
    expect(settings.get('desktop')).toEqual({ theme: 'vision', font: 'serif' });
    expect(settings.get('locale')).toEqual({ language: 'de_DE' });
    expect(settings.get('acme.x')).toEqual({ zoom: 2 });
    expect(saved).toEqual([{ version: 1, desktop: { theme: 'vision', font: 'serif' }, plugins: { 'acme.y': { open: true } } }]);
  });

  it('keeps a reset until they load, then clears every namespace they hold but the locked ones, and the changes after it apply', async () => {
    const stored: Settings = { version: 1, desktop: { theme: 'vision' }, locale: { language: 'de_DE' }, plugins: { 'acme.x': { zoom: 2 } } };
    const { settings, saved } = setUp({ load: failingLoad(1, stored), locked: ['desktop'] });
    await settings.load();
    await settings.reset();
    settings.set('acme.y', { open: true });
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(retryAfter(1));
    expect(settings.get('locale')).toEqual({});
    expect(settings.get('acme.x')).toEqual({});
    expect(settings.get('acme.y')).toEqual({ open: true });
    expect(saved).toEqual([{ version: 1, locale: {}, plugins: { 'acme.x': {}, 'acme.y': { open: true } } }]);
  });
});

describe('saving the settings', () => {
  it(`saves once, ${SETTINGS_SAVE_DEBOUNCE_MS} ms after the last of several changes, only the namespaces that changed`, async () => {
    const { settings, saved } = setUp({ stored: { version: 1, locale: { language: 'de_DE' }, plugins: { 'acme.z': { on: true } } } });
    await settings.load();
    settings.set('desktop', { theme: 'vision' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    settings.set('desktop', { font: 'Lato' });
    settings.set('acme.x', { zoom: 3 });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([{ version: 1, desktop: { theme: 'vision', font: 'Lato' }, plugins: { 'acme.x': { zoom: 3 } } }]);

    settings.set('locale', { language: 'fr_FR' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved[1]).toEqual({ version: 1, locale: { language: 'fr_FR' } });
  });

  it('removes a key set to undefined', async () => {
    const { settings } = setUp({ stored: { version: 1, desktop: { theme: 'vision', font: 'Lato' } } });
    await settings.load();
    settings.set('desktop', { font: undefined });
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
  });

  it('tells watchers of a namespace about its changes only, with the same source every time', async () => {
    const { settings } = setUp();
    await settings.load();
    const desktop = vi.fn();
    expect(settings.watch('desktop')).toBe(settings.watch('desktop'));
    settings.watch('desktop').subscribe(desktop);
    settings.set('locale', { language: 'fr_FR' });
    settings.set('desktop', { theme: 'vision' });
    expect(desktop.mock.calls).toEqual([[{ theme: 'vision' }]]);
  });

  it('ignores what the user stored in a locked namespace and refuses changes to it', async () => {
    const { settings, saved } = setUp({ stored: { version: 1, desktop: { theme: 'vision' } }, locked: ['desktop'] });
    await settings.load();
    expect(settings.isLocked('desktop')).toBe(true);
    expect(settings.get('desktop')).toEqual({});
    expect(() => settings.set('desktop', { theme: 'standard' })).toThrow("Settings 'desktop' are locked by the administrator");
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toEqual([]);
  });

  it('saves a pending change at once on flush, and nothing when nothing is pending', async () => {
    const { settings, saved } = setUp();
    await settings.load();
    await settings.flush();
    expect(saved).toEqual([]);
    settings.set('locale', { language: 'nb_NO' });
    await settings.flush();
    expect(saved).toEqual([{ version: 1, locale: { language: 'nb_NO' } }]);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toHaveLength(1);
  });

  it('clears on reset every stored namespace the user may change, sent as {}, and keeps locked ones as stored', async () => {
    const { settings, saved } = setUp({
      stored: { version: 1, desktop: { theme: 'vision' }, locale: { language: 'de_DE' }, plugins: { 'acme.x': { zoom: 2 } } },
      locked: ['desktop'],
    });
    await settings.load();
    const locale = vi.fn();
    settings.watch('locale').subscribe(locale);
    await settings.reset();
    expect(settings.get('locale')).toEqual({});
    expect(settings.get('acme.x')).toEqual({});
    expect(locale).toHaveBeenCalledWith({});
    expect(saved).toEqual([{ version: 1, locale: {}, plugins: { 'acme.x': {} } }]);
  });

  it('saves nothing after it is disposed, and loads no more', async () => {
    const { settings, saved, loads } = setUp({ load: failingLoad(1, { version: 1 }) });
    await settings.load();
    settings.dispose();
    await vi.advanceTimersByTimeAsync(10 * retryAfter(1));
    expect(loads).toHaveBeenCalledTimes(1);

    const loaded = setUp();
    await loaded.settings.load();
    loaded.settings.set('desktop', { theme: 'vision' });
    loaded.settings.dispose();
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect([...saved, ...loaded.saved]).toEqual([]);
  });
});

describe('a save that fails', () => {
  it('is tried again with backoff, warning once, and takes the changes made meanwhile along', async () => {
    let failures = 2;
    const { settings, saved, log } = setUp({
      save: (document) => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(document)),
    });
    await settings.load();
    settings.set('desktop', { theme: 'vision' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toHaveLength(1);
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });

    // A change while the retry waits does not cut the wait short: it goes with the retry.
    settings.set('acme.x', { zoom: 3 });
    await vi.advanceTimersByTimeAsync(retryAfter(1) - 1);
    expect(saved).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(retryAfter(2));
    expect(saved).toHaveLength(3);
    expect(saved[2]).toEqual({ version: 1, desktop: { theme: 'vision' }, plugins: { 'acme.x': { zoom: 3 } } });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('Atrium: the settings could not be saved; trying again', expect.any(TypeError));

    await vi.advanceTimersByTimeAsync(10 * retryAfter(10));
    expect(saved).toHaveLength(3);
  });

  it('with 409 (a page of an older settings version) hands the server’s message on to reload, and is not tried again', async () => {
    const message = "Settings version 0 is not the server's 1; reload the page";
    const { settings, saved, onConflict } = setUp({ save: () => Promise.reject(refused(409, message)) });
    await settings.load();
    settings.set('desktop', { theme: 'vision' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(onConflict).toHaveBeenCalledWith(expect.stringContaining(message));
    await vi.advanceTimersByTimeAsync(10 * retryAfter(10));
    expect(saved).toHaveLength(1);
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it('with 400 (a value the server cannot store) is logged with the server’s message and not tried again', async () => {
    const message = "settings/locale/language 'xx_XX' is not one of en_EN, de_DE";
    const { settings, saved, log } = setUp({ save: () => Promise.reject(refused(400, message)) });
    await settings.load();
    settings.set('locale', { language: 'xx_XX' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(log.error).toHaveBeenCalledWith("Atrium: the server refused to store the settings 'locale'; they are not saved", expect.objectContaining({ message: expect.stringContaining(message) }));
    await vi.advanceTimersByTimeAsync(10 * retryAfter(10));
    expect(saved).toHaveLength(1);
    // Kept on the page, and sent again only with the user's next change to it.
    expect(settings.get('locale')).toEqual({ language: 'xx_XX' });
    settings.set('locale', { language: 'de_DE' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved[1]).toEqual({ version: 1, locale: { language: 'de_DE' } });
  });

  it('with 400 for several namespaces saves each alone, so the one refused does not take the others with it', async () => {
    const { settings, saved, log } = setUp({
      save: (document) => (document.locale ? Promise.reject(refused(400, 'settings/locale/language is unknown')) : Promise.resolve(document)),
    });
    await settings.load();
    settings.set('locale', { language: 'xx_XX' });
    settings.set('acme.x', { zoom: 3 });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    expect(saved).toEqual([
      { version: 1, locale: { language: 'xx_XX' }, plugins: { 'acme.x': { zoom: 3 } } },
      { version: 1, locale: { language: 'xx_XX' } },
      { version: 1, plugins: { 'acme.x': { zoom: 3 } } },
    ]);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * retryAfter(10));
    expect(saved).toHaveLength(3);
  });
});

describe('settings another page saved', () => {
  it('show the namespaces that save sent, as stored, and save nothing', async () => {
    const { settings, saved } = setUp({ stored: { version: 1, desktop: { theme: 'vision' }, plugins: { 'acme.x': { zoom: 1 } } } });
    await settings.load();
    const desktop = vi.fn();
    settings.watch('desktop').subscribe(desktop);
    settings.applyRemote({ version: 1, desktop: { theme: 'standard', font: 'Lato' }, locale: { language: 'fr_FR' } }, ['desktop', 'acme.x']);
    expect(settings.get('desktop')).toEqual({ theme: 'standard', font: 'Lato' });
    // Sent, and not in the stored document: it was cleared. Not sent: left as this page has it.
    expect(settings.get('acme.x')).toEqual({});
    expect(settings.get('locale')).toEqual({});
    expect(desktop).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS * 10);
    expect(saved).toEqual([]);
  });

  it('change nothing where they equal this page’s values, key order aside', async () => {
    const { settings } = setUp({ stored: { version: 1, desktop: { theme: 'vision', panels: [{ position: 'top', items: [] }] } } });
    await settings.load();
    const desktop = vi.fn();
    settings.watch('desktop').subscribe(desktop);
    const before = settings.get('desktop');
    settings.applyRemote({ version: 1, desktop: { panels: [{ items: [], position: 'top' }], theme: 'vision' } }, ['desktop']);
    expect(settings.get('desktop')).toBe(before);
    expect(desktop).not.toHaveBeenCalled();
  });

  it('leave alone a namespace changed here and not saved yet, or being saved, and a locked one', async () => {
    let answer: (document: Settings) => void = () => undefined;
    const { settings } = setUp({
      locked: ['locale'],
      save: (document) => new Promise((resolve) => (answer = () => resolve(document))),
    });
    await settings.load();
    settings.set('desktop', { theme: 'vision' });
    settings.applyRemote({ version: 1, desktop: { theme: 'standard' } }, ['desktop']);
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
    await vi.advanceTimersByTimeAsync(SETTINGS_SAVE_DEBOUNCE_MS);
    // Being saved: the news of another page's earlier save must not undo it.
    settings.applyRemote({ version: 1, desktop: { theme: 'standard' } }, ['desktop']);
    expect(settings.get('desktop')).toEqual({ theme: 'vision' });
    answer({ version: 1 });
    await vi.advanceTimersByTimeAsync(0);
    settings.applyRemote({ version: 1, desktop: { theme: 'standard' }, locale: { language: 'de_DE' } }, ['desktop', 'locale']);
    expect(settings.get('desktop')).toEqual({ theme: 'standard' });
    expect(settings.get('locale')).toEqual({});
  });

  it('do nothing before the settings have loaded: the load reads them', () => {
    const { settings } = setUp({ load: () => new Promise(() => undefined) });
    void settings.load();
    settings.applyRemote({ version: 1, desktop: { theme: 'standard' } }, ['desktop']);
    expect(settings.get('desktop')).toEqual({});
  });
});
