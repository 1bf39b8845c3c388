import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, initialLocale, LANGUAGE_NAMES, LOCALES } from '../../../engine/i18n';

describe('language names', () => {
  it('name every known locale and nothing else', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(LANGUAGE_NAMES[locale].trim()).not.toBe('');
  });

  it('are each language’s own name', () => {
    expect(LOCALES.map((locale) => LANGUAGE_NAMES[locale])).toEqual(['English', 'Deutsch', 'Français', 'Norsk bokmål', 'Slovenščina', 'Tiếng Việt', '简体中文']);
  });
});

describe('the locale at boot', () => {
  it.each(LOCALES)('is the stored %s', (locale) => {
    expect(initialLocale(locale)).toBe(locale);
  });

  it.each([[null], [undefined], [''], ['de-DE'], ['xx_XX'], [42], [{}]])('is the default for a stored %j', (stored) => {
    expect(initialLocale(stored)).toBe(DEFAULT_LOCALE);
  });

  it('is en_EN when nothing is stored', () => {
    expect(initialLocale(null)).toBe('en_EN');
  });
});
