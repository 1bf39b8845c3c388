import { describe, expect, it } from 'vitest';
import { en_EN, loadTranslation, LOCALES, TRANSLATION_LOADERS, type KnownLocale, type Translation } from '../../../engine/i18n';

type Table = Readonly<Record<string, unknown>>;

/** Every leaf of a table as [dotted key, value]. */
function leaves(table: Table, prefix = ''): [string, unknown][] {
  return Object.entries(table).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? leaves(value as Table, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** The {{placeholders}} of a text, sorted, each once. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]))].sort();

// Every table as the page gets it: English bundled, the others through their chunk's loader.
const TRANSLATIONS = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await loadTranslation(locale)] as const))) as Record<
  KnownLocale,
  Translation
>;

const english = new Map(leaves(en_EN));
const translated = LOCALES.filter((locale) => locale !== 'en_EN');

describe('translation tables', () => {
  it('has a table for every known locale, English the default', () => {
    expect(Object.keys(TRANSLATION_LOADERS).sort()).toEqual([...LOCALES].sort());
    expect(TRANSLATIONS.en_EN).toBe(en_EN);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const table = leaves(TRANSLATIONS[locale]);

    it('has exactly the keys of en_EN', () => {
      expect(table.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    });

    it('has a non-blank text for every key', () => {
      const blank = table.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
      expect(blank).toEqual([]);
    });

    it('keeps the placeholders of every English text', () => {
      const differing = table
        .filter(([key, value]) => JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(String(english.get(key)))))
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });

  it.each(translated)('%s is translated, not a copy of English', (locale) => {
    const same = leaves(TRANSLATIONS[locale]).filter(([key, value]) => value === english.get(key));
    // Brand names, 'OK', 'Hex', '{{title}} ({{pid}})' and the like may stay; most texts may not.
    expect(same.length).toBeLessThan(english.size / 10);
  });

  it('lets TypeScript refuse a table with a key missing or extra', () => {
    const { login, ...withoutLogin } = en_EN;
    // @ts-expect-error: login is missing.
    const missing: Translation = withoutLogin;
    // @ts-expect-error: extra is not a key of en_EN.
    const extra: Translation = { ...en_EN, boot: { loading: 'Loading…', extra: 'Extra' } };
    expect([login, missing, extra]).toHaveLength(3);
  });
});
