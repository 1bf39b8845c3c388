import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider, setLocale, useTranslation } from '../../../engine/i18n';
import fr_FR from '../../../engine/overlay/locales/fr_FR';
import { createTestI18n } from './builtinStrings';

function Label({ id, label, count }: { id: string; label: string; count?: number }) {
  const { t } = useTranslation();
  return <span data-testid={id}>{count === undefined ? t(label) : t(label, { count })}</span>;
}

function PluginLabel() {
  const { t } = useTranslation('com.example.plugin');
  return <span data-testid="plugin">{t('greeting')}</span>;
}

/** Twenty components that show the same plain key. */
function renderCloseLabels(i18n: ReturnType<typeof createTestI18n>) {
  render(
    <TranslationProvider i18n={i18n}>
      {Array.from({ length: 20 }, (_, i) => (
        <Label key={i} id={`close-${i}`} label="window.close" />
      ))}
    </TranslationProvider>,
  );
}

describe('useTranslation', () => {
  afterEach(cleanup);

  it('asks i18next once for a plain key however many components show it', () => {
    const i18n = createTestI18n();
    const lookups = vi.spyOn(i18n, 't');
    renderCloseLabels(i18n);
    expect(screen.getByTestId('close-19').textContent).toBe('Close');
    expect(lookups.mock.calls.filter(([key]) => key === 'window.close')).toHaveLength(1);
  });

  it('asks i18next every time for a key with options', () => {
    const i18n = createTestI18n();
    const lookups = vi.spyOn(i18n, 't');
    render(
      <TranslationProvider i18n={i18n}>
        <Label id="a" label="window.close" count={1} />
        <Label id="b" label="window.close" count={2} />
      </TranslationProvider>,
    );
    expect(lookups.mock.calls.filter(([key]) => key === 'window.close')).toHaveLength(2);
  });

  it('reads the new language after a switch, and a table added later', async () => {
    const i18n = createTestI18n();
    const tree = () => (
      <TranslationProvider i18n={i18n}>
        <Label id="close" label="window.close" />
        <PluginLabel />
      </TranslationProvider>
    );
    const { rerender } = render(tree());
    expect(screen.getByTestId('close').textContent).toBe('Close');
    await act(() => setLocale(i18n, 'fr_FR'));
    expect(screen.getByTestId('close').textContent).toBe(fr_FR.window.close);

    expect(screen.getByTestId('plugin').textContent).toBe('greeting');
    act(() => void i18n.addResourceBundle('fr_FR', 'com.example.plugin', { greeting: 'Bonjour' }));
    expect(screen.getByTestId('plugin').textContent).toBe('Bonjour');
    rerender(tree());
    expect(screen.getByTestId('plugin').textContent).toBe('Bonjour');
  });

  it('subscribes the tree to i18next once, not each component that reads a text', () => {
    const i18n = createTestI18n();
    const on = vi.spyOn(i18n, 'on');
    const storeOn = vi.spyOn(i18n.store, 'on');
    renderCloseLabels(i18n);
    expect(screen.getByTestId('close-19').textContent).toBe('Close');
    expect(on.mock.calls.length + storeOn.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('gives the same t until the language changes, then a new one', async () => {
    const i18n = createTestI18n();
    const seen: unknown[] = [];
    function Reader() {
      const { t } = useTranslation();
      seen.push(t);
      return <span data-testid="reader">{t('window.close')}</span>;
    }
    const tree = () => (
      <TranslationProvider i18n={i18n}>
        <Reader />
      </TranslationProvider>
    );
    const { rerender } = render(tree());
    rerender(tree());
    expect(seen[1]).toBe(seen[0]);
    await act(() => setLocale(i18n, 'fr_FR'));
    expect(screen.getByTestId('reader').textContent).toBe(fr_FR.window.close);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it('reads the new language through a t kept from before the switch (a closure that outlived its render)', async () => {
    const i18n = createTestI18n();
    const kept: { t?: (key: string) => string } = {};
    function Keeper() {
      const { t } = useTranslation();
      kept.t ??= t;
      return <span data-testid="keeper">{t('window.close')}</span>;
    }
    render(
      <TranslationProvider i18n={i18n}>
        <Keeper />
      </TranslationProvider>,
    );
    expect(kept.t?.('window.close')).toBe('Close');
    await act(() => setLocale(i18n, 'fr_FR'));
    expect(screen.getByTestId('keeper').textContent).toBe(fr_FR.window.close);
    expect(kept.t?.('window.close')).toBe(fr_FR.window.close);
  });
});
