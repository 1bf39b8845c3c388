import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, setLocale, TranslationProvider, translateValues, useTranslation } from '../../../engine/i18n';

const NS = 'acme.words';

/** English and French strings of every kind a call with values can meet. */
function withWords(): I18n {
  const i18n = createI18n();
  i18n.addResourceBundle('en_EN', NS, {
    title: 'Sandbox {{index}}',
    nested: 'Open $t(window.close) {{index}}',
    formatted: '{{amount, number}} items',
    item_one: 'one item',
    item_other: '{{count}} items',
    tone_male: 'He said {{word}}',
    tone: 'They said {{word}}',
    empty: '',
  });
  i18n.addResourceBundle('fr_FR', NS, { title: 'Bac à sable {{index}}' });
  return i18n;
}

/** The lookups i18next makes (its translator's resolve), counted. */
function countLookups(i18n: I18n) {
  const translator = (i18n as unknown as { translator: { resolve: (...args: unknown[]) => unknown } }).translator;
  return vi.spyOn(translator, 'resolve');
}

const CALLS: [string, Record<string, unknown>][] = [
  ['title', { index: 7 }],
  ['nested', { index: 2 }],
  ['formatted', { amount: 12345.5 }],
  ['item', { count: 1 }],
  ['item', { count: 3 }],
  ['tone', { context: 'male', word: 'hi' }],
  ['tone', { word: 'hi' }],
  ['missing', { index: 1 }],
  ['empty', { index: 1 }],
  ['title', { index: 1, defaultValue: 'x' }],
];

function SandboxIntro({ index }: { index: number }) {
  const { t } = useTranslation(NS);
  return <p data-testid={`intro-${index}`}>{t('title', { index })}</p>;
}

describe('translateValues', () => {
  afterEach(cleanup);

  it('gives what i18next gives, for values, nesting, formats, plurals, contexts and missing keys, in each language', async () => {
    const i18n = withWords();
    const both = () =>
      CALLS.map(([key, values]) => [translateValues(i18n, 'test', key, NS, values, () => i18n.t(key, { ...values, ns: NS })), i18n.t(key, { ...values, ns: NS })]);
    for (const [mine, theirs] of both()) expect(mine).toBe(theirs);
    await setLocale(i18n, 'fr_FR');
    expect(translateValues(i18n, 'test', 'title', NS, { index: 3 }, () => 'unused')).toBe('Bac à sable 3');
    for (const [mine, theirs] of both()) expect(mine).toBe(theirs);
    i18n.addResourceBundle('fr_FR', NS, { title: 'Bac {{index}}' }, true, true);
    expect(translateValues(i18n, 'test', 'title', NS, { index: 4 }, () => 'unused')).toBe('Bac 4');
  });

  it('looks a key with values up a bounded number of times for a thousand windows, not once each', () => {
    const i18n = withWords();
    const lookups = countLookups(i18n);
    render(
      <TranslationProvider i18n={i18n}>
        {Array.from({ length: 1000 }, (_, index) => (
          <SandboxIntro key={index} index={index} />
        ))}
      </TranslationProvider>,
    );
    expect(screen.getByTestId('intro-999').textContent).toBe('Sandbox 999');
    expect(lookups.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
