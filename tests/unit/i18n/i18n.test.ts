import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, createI18n, de_DE, fr_FR, setLocale, zh_CN } from '../../../engine/i18n';

describe('createI18n', () => {
  it('starts in English by default', () => {
    expect(createI18n().t('window.close')).toBe('Close');
  });

  it('starts in the given locale, with placeholders filled in', () => {
    const i18n = createI18n('de_DE');
    expect(i18n.t('window.close')).toBe(de_DE.window.close);
    expect(i18n.t('login.title', { product: 'Atrium' })).toBe('Willkommen bei Atrium');
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

  it('refuses an unknown locale with ERR_INVALID_LOCALE and keeps the language', () => {
    const i18n = createI18n('de_DE');
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
