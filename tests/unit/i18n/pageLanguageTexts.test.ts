import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLocale, PAGE_LANGUAGE_TEXTS, setLocale, translationNamespaces } from '../../../engine/i18n';
import { createTestI18n } from './builtinStrings';

const WIDGET_LABELS = ['widgets.add', 'widgets.remove', 'widgets.digitalClock', 'widgets.home', 'widgets.setColor', 'widgets.setFont'];

afterEach(() => applyDocumentLocale(document, 'en_EN'));

describe('the texts of a translation-service language (Persian widget labels)', () => {
  it('show whenever the page is in Persian, over the tables of whichever locale is loaded', async () => {
    const i18n = createTestI18n();
    await setLocale(i18n, 'nb_NO');
    expect(i18n.t('widgets.add')).toBe('Legg til widget');
    applyDocumentLocale(document, 'fa');
    expect(WIDGET_LABELS.map((key) => i18n.t(key))).toEqual(['افزودن ابزارک', 'حذف ابزارک', 'ساعت دیجیتال', 'خانه', 'تنظیم رنگ', 'تنظیم قلم']);
    // What has no Persian text stays in the locale's table, for the translation service.
    expect(i18n.t('widgets.desktop')).toBe('Skrivebord');
    applyDocumentLocale(document, 'fa-IR');
    expect(i18n.t('widgets.digitalClock')).toBe('ساعت دیجیتال');
    applyDocumentLocale(document, 'ar');
    expect(i18n.t('widgets.digitalClock')).toBe('Digital klokke');
  });

  it('reach a plugin reading the shell’s key through its own namespace first', () => {
    const i18n = createTestI18n();
    applyDocumentLocale(document, 'fa');
    expect(i18n.t('widgets.digitalClock', { ns: ['atrium.digitalclock', ...translationNamespaces(i18n)] })).toBe('ساعت دیجیتال');
  });

  it('name only keys the shell’s tables have', () => {
    const i18n = createTestI18n();
    for (const texts of Object.values(PAGE_LANGUAGE_TEXTS)) for (const key of Object.keys(texts)) expect(i18n.exists(key), key).toBe(true);
  });
});
