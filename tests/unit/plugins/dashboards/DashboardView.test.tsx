import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writableValue } from '../../../../engine/core';
import { createI18n, TranslationProvider } from '../../../../engine/i18n';
import { createDashboardStore, DASHBOARD_STRINGS, DashboardView, type DashboardApi } from '../../../../plugins/dashboards';

const NS = 'dashboards';

function renderDashboard(seeding: () => Promise<boolean>) {
  const api = {
    list: vi.fn(),
    dashboard: vi.fn(() => Promise.resolve({ uuid: 'sales', title: 'Sales', description: '', columns: 1, widgets: [] })),
    widget: vi.fn(),
    data: vi.fn(),
    home: vi.fn(),
    file: vi.fn(),
    seeding: vi.fn(seeding),
  } satisfies DashboardApi;
  const store = createDashboardStore({ api, openDashboard: vi.fn(), openFile: vi.fn(), report: vi.fn() }, { uuid: 'sales', idPrefix: 'd1' });
  const i18n = createI18n();
  i18n.addResourceBundle('en_EN', NS, DASHBOARD_STRINGS.en_EN);
  render(
    <TranslationProvider i18n={i18n}>
      <DashboardView store={store} ns={NS} locale={writableValue('en_EN')} animation={false} />
    </TranslationProvider>,
  );
  return { api };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a dashboard opened while the server seeds the demo', () => {
  it('says it is preparing the demo data until the server is done, asking again while it is shown', async () => {
    vi.useFakeTimers();
    let seeding = true;
    const { api } = renderDashboard(() => Promise.resolve(seeding));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status').textContent).toMatch(/^Preparing demo data/);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status').textContent).toMatch(/^Preparing demo data/);
    const asked = api.seeding.mock.calls.length;
    expect(asked).toBeGreaterThan(1);

    seeding = false;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('status')).toBeNull();
    // Done: no more questions.
    const after = api.seeding.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.seeding.mock.calls.length).toBe(after);
  });

  it('says nothing of it when the server is not seeding', async () => {
    renderDashboard(() => Promise.resolve(false));
    await screen.findByRole('heading', { name: 'Sales' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
