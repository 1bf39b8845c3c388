import { describe, expect, it, vi } from 'vitest';
import { applyDocumentLocale, createI18n, LocaleLoadError, setLocale, type KnownLocale, type Translation } from '../../../engine/i18n';
import { de_DE } from '../../../engine/i18n/de_DE';
import { fr_FR } from '../../../engine/i18n/fr_FR';
import { zh_CN } from '../../../engine/i18n/zh_CN';

/** A loader that serves the given tables and counts what it was asked for. */
function loaderOf(tables: Partial<Record<KnownLocale, Translation>>) {
  return vi.fn((locale: KnownLocale) => {
    const table = tables[locale];
    return table ? Promise.resolve(table) : Promise.reject(new Error(`chunk for ${locale} is gone`));
  });
}

describe('createI18n', () => {
  it('starts in English by default', () => {
    expect(createI18n().t('window.close')).toBe('Close');
  });

  it('starts in a locale whose table it is given, with placeholders filled in', () => {
    const i18n = createI18n('de_DE', { de_DE });
    expect(i18n.t('window.close')).toBe(de_DE.window.close);
    expect(i18n.t('login.title', { product: 'Atrium' })).toBe('Willkommen bei Atrium');
  });

  it('carries only English unless given more: the other tables load on demand', () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en_EN', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de_DE', 'translation')).toBe(false);
  });

  it('shows English for an unknown locale rather than failing', () => {
    expect(createI18n('xx_XX').t('window.close')).toBe('Close');
  });
});

describe('setLocale', () => {
  it('changes the language', async () => {
    const i18n = createI18n();
    await setLocale(i18n, 'fr_FR');
    expect(i18n.language).toBe('fr_FR');
    expect(i18n.t('dialog.cancel')).toBe(fr_FR.dialog.cancel);
    await setLocale(i18n, 'zh_CN');
    expect(i18n.t('dialog.cancel')).toBe(zh_CN.dialog.cancel);
  });

  it('loads a table on first use only, and switches only once it is there', async () => {
    const i18n = createI18n();
    const load = loaderOf({ de_DE });
    const heard: string[] = [];
    i18n.on('languageChanged', (language: string) => heard.push(`${language}: ${i18n.t('window.close')}`));

    const switching = setLocale(i18n, 'de_DE', load);
    expect(i18n.language).toBe('en_EN');
    await switching;
    expect(heard).toEqual([`de_DE: ${de_DE.window.close}`]);
    expect(load).toHaveBeenCalledTimes(1);

    await setLocale(i18n, 'en_EN', load);
    await setLocale(i18n, 'de_DE', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('window.close')).toBe(de_DE.window.close);
  });

  it('keeps the language and rejects with ERR_LOCALE_LOAD when the table cannot be loaded', async () => {
    const i18n = createI18n();
    await setLocale(i18n, 'de_DE', loaderOf({ de_DE }));
    const changed = vi.fn();
    i18n.on('languageChanged', changed);

    const failing = setLocale(i18n, 'fr_FR', loaderOf({}));
    await expect(failing).rejects.toBeInstanceOf(LocaleLoadError);
    await expect(failing).rejects.toMatchObject({ code: 'ERR_LOCALE_LOAD', locale: 'fr_FR', message: "The translation for 'fr_FR' could not be loaded" });
    expect(i18n.language).toBe('de_DE');
    expect(i18n.t('window.close')).toBe(de_DE.window.close);
    expect(changed).not.toHaveBeenCalled();
  });

  it('lets the latest request win when an earlier table arrives later', async () => {
    const i18n = createI18n();
    let arrive: (table: Translation) => void = () => {};
    const slow = new Promise<Translation>((resolve) => (arrive = resolve));
    const first = setLocale(i18n, 'de_DE', () => slow);
    await setLocale(i18n, 'fr_FR', loaderOf({ fr_FR }));
    arrive(de_DE);
    await first;
    expect(i18n.language).toBe('fr_FR');
  });

  it('refuses an unknown locale with ERR_INVALID_LOCALE and keeps the language', () => {
    const i18n = createI18n('de_DE', { de_DE });
    expect(() => setLocale(i18n, 'de-DE')).toThrow(expect.objectContaining({ code: 'ERR_INVALID_LOCALE', message: "Invalid locale 'de-DE'" }) as Error);
    expect(i18n.language).toBe('de_DE');
  });
});

describe('applyDocumentLocale', () => {
  it('sets lang as a BCP 47 tag and dir left to right for the shipped locales', () => {
    applyDocumentLocale(document, 'de_DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('sets dir right to left for a right-to-left language', () => {
    applyDocumentLocale(document, 'he_IL');
    expect(document.documentElement.lang).toBe('he-IL');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLocale(document, 'en_EN');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
