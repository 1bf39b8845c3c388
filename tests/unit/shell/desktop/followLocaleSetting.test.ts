import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writableValue } from '../../../../engine/core';
import { applyDocumentLocale, type KnownLocale, type TranslationLoader } from '../../../../engine/i18n';
import de_DE from '../../../../engine/shell/locales/de_DE';
import { textOf } from '../../../../engine/shell';
import { followLocaleSetting } from '../../../../engine/shell/desktop/followLocaleSetting';
import { createTestI18n, PREFIXED_NAMESPACES } from '../../i18n/builtinStrings';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Every built-in namespace's German table, fetched beforehand so that the loader answers at once. */
const GERMAN: Readonly<Record<string, object>> = Object.fromEntries(
  await Promise.all(Object.entries(PREFIXED_NAMESPACES).map(async ([name, tables]) => [name, (await tables.load.de_DE()).default] as const)),
);

/** The desktop's language as the user's settings set it, with a loader that has German only. */
function setUp(stored: unknown = null) {
  const i18n = createTestI18n();
  const setting = writableValue<Readonly<Record<string, unknown>>>({});
  const notify = vi.fn();
  const log = { warn: vi.fn(), error: vi.fn() };
  const load = vi.fn<TranslationLoader>((locale, namespace) => (locale === 'de_DE' ? Promise.resolve(GERMAN[namespace] ?? {}) : Promise.reject(new Error('offline'))));
  const choice = { value: stored };
  const translateChoice = { get: () => choice.value, set: (locale: KnownLocale) => (choice.value = locale) };
  const loaded = { value: true };
  const directions: string[] = [];
  const following = followLocaleSetting({
    i18n,
    setting,
    document,
    notify,
    log,
    load,
    translateChoice,
    settingsLoaded: () => loaded.value,
    onDirection: (direction) => directions.push(direction),
  });
  return { i18n, setting, notify, log, load, following, choice, loaded, directions };
}

beforeEach(() => applyDocumentLocale(document, 'en_EN'));

describe('followLocaleSetting', () => {
  it('switches the page, <html lang> included, once the table has loaded', async () => {
    const { i18n, setting, load } = setUp();
    setting.set({ language: 'de_DE' });
    expect(document.documentElement.lang).toBe('en-EN');
    await settle();
    expect(load).toHaveBeenCalledWith('de_DE', 'shell', PREFIXED_NAMESPACES.shell);
    expect(i18n.language).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('keeps the language and tells the user, in that language, when the table cannot be loaded', async () => {
    const { i18n, setting, notify, log } = setUp();
    setting.set({ language: 'de_DE' });
    await settle();
    setting.set({ language: 'fr_FR' });
    await settle();
    expect(i18n.language).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(log.error).toHaveBeenCalledWith('Atrium: the language could not be changed', expect.objectContaining({ code: 'ERR_LOCALE_LOAD' }));
    const [[notification]] = notify.mock.calls as [[{ title: Parameters<typeof textOf>[0]; message: Parameters<typeof textOf>[0] }]];
    expect(textOf(notification.title, i18n.t)).toBe(de_DE.language.failedTitle);
    expect(textOf(notification.message, i18n.t)).toBe('Français konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.');
  });

  it('falls back to English for a language it does not know, with a warning', async () => {
    const { i18n, setting, log } = setUp();
    setting.set({ language: 'de_DE' });
    await settle();
    setting.set({ language: 'de-DE' });
    await settle();
    expect(i18n.language).toBe('en_EN');
    expect(log.warn).toHaveBeenCalledWith('Atrium: the saved language is ignored', expect.objectContaining({ code: 'ERR_INVALID_LOCALE' }));
  });

  it('stops following when disposed', async () => {
    const { i18n, setting, following } = setUp();
    following.dispose();
    setting.set({ language: 'de_DE' });
    await settle();
    expect(i18n.language).toBe('en_EN');
  });

  it('keeps the login page’s translate choice as the page’s language while the settings load, right to left', async () => {
    const { i18n, setting, loaded, choice, directions } = setUp('ar');
    loaded.value = false;
    setting.set({ language: 'de_DE' });
    await settle();
    expect(i18n.language).toBe('de_DE');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(directions.at(-1)).toBe('rtl');
    expect(choice.value).toBe('ar');
  });

  it('lets a language the user picks once the settings have loaded replace the translate choice', async () => {
    const { setting, loaded, choice, directions } = setUp('ar');
    loaded.value = false;
    setting.set({ language: 'en_EN' });
    await settle();
    loaded.value = true;
    setting.set({ language: 'de_DE' });
    await settle();
    expect(choice.value).toBe('de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
    expect(directions.at(-1)).toBe('ltr');
  });
});
