import { expect, it } from 'vitest';
import { LOCALES } from '../../../../engine/i18n';
import { PRIORITIES_STRINGS } from '../../../../plugins/priorities/strings';

function keysOf(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

it('has a table for each of the seven locales, each with exactly the English keys, none empty', () => {
  expect(Object.keys(PRIORITIES_STRINGS).sort()).toEqual([...LOCALES].sort());
  const english = keysOf(PRIORITIES_STRINGS.en_EN ?? {}).sort();
  for (const locale of LOCALES) {
    const table = PRIORITIES_STRINGS[locale] ?? {};
    expect(keysOf(table).sort(), locale).toEqual(english);
    for (const key of keysOf(table)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
      expect(typeof value === 'string' && value.trim() !== '', `${locale} ${key}`).toBe(true);
    }
  }
});

it("keeps the spec's English word for word", () => {
  expect(PRIORITIES_STRINGS.en_EN).toMatchObject({
    types: { assignments: 'My Priorities', followups: 'My Follow Up', snoozed: 'My Snoozed Items' },
    empty: 'Nothing here. You are all done for the day!',
    viewAll: 'View All',
    snoozedUntil: 'Snoozed Until',
  });
});
