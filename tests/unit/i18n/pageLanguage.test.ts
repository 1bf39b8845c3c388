import { describe, expect, it } from 'vitest';
import { directionOf, isTranslateLanguage, LOCALES, ownLanguageName, pageLanguage } from '../../../engine/i18n';

describe('translation-service languages', () => {
  it.each(['ar', 'he', 'fa', 'az', 'uz', 'zh-TW', 'sr-Latn', 'ar-EG'])('%s is one', (language) => {
    expect(isTranslateLanguage(language)).toBe(true);
  });

  it.each([...LOCALES, 'AR', 'ar_EG', 'ar-eg', '', 'english', 42, null, undefined])('%j is none', (value) => {
    expect(isTranslateLanguage(value)).toBe(false);
  });

  it('are named in their own language', () => {
    expect(['ar', 'he', 'fa'].map(ownLanguageName)).toEqual(['العربية', 'עברית', 'فارسی']);
    expect(ownLanguageName('de_DE')).toBe('Deutsch');
  });
});

describe("the page's language and direction", () => {
  it('follow a stored translate choice over the locale', () => {
    expect(pageLanguage('ar', 'de_DE')).toBe('ar');
    expect(directionOf(pageLanguage('ar', 'de_DE'))).toBe('rtl');
    expect(directionOf(pageLanguage('he', 'en_EN'))).toBe('rtl');
    expect(directionOf(pageLanguage('zh-TW', 'en_EN'))).toBe('ltr');
  });

  it.each([[null], [undefined], ['fr_FR'], ['xx_XX'], [42]])('follow the locale when %j is stored', (stored) => {
    expect(pageLanguage(stored, 'de_DE')).toBe('de_DE');
    expect(directionOf(pageLanguage(stored, 'de_DE'))).toBe('ltr');
  });
});
