import { describe, expect, it } from 'vitest';
import { assertLocale, DEFAULT_LOCALE, isKnownLocale, LocaleError, LOCALES, toLanguageTag } from '../../../engine/i18n';
import { KNOWN_LOCALES } from '../../../server/contract';

describe('known locales', () => {
  it('are the contract’s KNOWN_LOCALES, in the same order', () => {
    expect(LOCALES).toEqual(KNOWN_LOCALES);
  });

  it('default to en_EN', () => {
    expect(DEFAULT_LOCALE).toBe('en_EN');
  });

  it.each(LOCALES)('accepts %s', (locale) => {
    expect(isKnownLocale(locale)).toBe(true);
    expect(assertLocale(locale)).toBe(locale);
  });

  it.each([['de-DE'], ['de_de'], ['de'], ['en_US'], [' en_EN'], [''], [null], [undefined], [42], [{}]])('refuses %j with ERR_INVALID_LOCALE', (value) => {
    expect(isKnownLocale(value)).toBe(false);
    expect(() => assertLocale(value)).toThrow(LocaleError);
    expect(() => assertLocale(value)).toThrow(expect.objectContaining({ code: 'ERR_INVALID_LOCALE' }) as Error);
  });

  it('names the locale in the message', () => {
    expect(() => assertLocale('xx_XX')).toThrow("Invalid locale 'xx_XX'");
  });

  it.each([
    ['de_DE', 'de-DE'],
    ['zh_CN', 'zh-CN'],
    ['en_EN', 'en-EN'],
    ['fr-FR', 'fr-FR'],
  ])('writes %s as the BCP 47 tag %s', (locale, tag) => {
    expect(toLanguageTag(locale)).toBe(tag);
  });
});
