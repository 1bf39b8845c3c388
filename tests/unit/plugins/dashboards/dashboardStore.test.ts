import { describe, expect, it, vi } from 'vitest';
import { createDashboardStore, createDrillRouter, currentEntry, type DashboardApi } from '../../../../plugins/dashboards';
import type { Dashboard, Filter, WidgetData, WidgetSpec } from '../../../../server/contract';

const widget = (uuid: string, drillDown?: WidgetSpec['meta']['drillDown'], chart: WidgetSpec['chart'] = 'bar'): WidgetSpec => ({
  uuid,
  title: `Title ${uuid}`,
  footer: '',
  chart,
  query: uuid,
  filter: {},
  meta: drillDown ? { drillDown } : {},
});

const YEARS = widget('years', { maxDepth: 2, nextWidgetId: 'months', filter: { year: '${categoryX}' }, widgetTitle: 'Revenue in ${year}' });
const MONTHS = widget('months', { maxDepth: 2, nextWidgetId: 'orders', filter: { month: '${categoryX}' } });
const ORDERS = widget('orders', undefined, 'table');
const BROKEN = widget('broken', { maxDepth: 1, target: 'elsewhere' as 'widget' });
const TO_PRODUCTS = widget('categories', { maxDepth: 1, target: 'dashboard', dashboardUuid: 'products', filter: { category: '${categoryX}' }, dashboardTitle: 'Products: ${category}' });
const DASHBOARD: Dashboard = { uuid: 'sales', title: 'Sales', description: '', columns: 2, widgets: [YEARS, BROKEN, TO_PRODUCTS] };

const rows = (filter: Filter): WidgetData => ({
  columns: [
    { key: 'label', label: 'Label', role: 'category' },
    { key: 'revenue', label: 'Revenue', role: 'value' },
  ],
  rows: [{ label: filter.year ? `${filter.year}-01` : '2025', revenue: 10 }],
  filter,
});

function setUp() {
  const specs = new Map([MONTHS, ORDERS].map((spec) => [spec.uuid, spec]));
  const api = {
    list: vi.fn(),
    dashboard: vi.fn(() => Promise.resolve(DASHBOARD)),
    widget: vi.fn((uuid: string) => {
      const spec = specs.get(uuid);
      return spec ? Promise.resolve(spec) : Promise.reject(new Error('There is no such widget in this account'));
    }),
    data: vi.fn((_uuid: string, filter: Filter) => Promise.resolve(rows(filter))),
    home: vi.fn(),
    file: vi.fn(),
    seeding: vi.fn(() => Promise.resolve(false)),
  } satisfies DashboardApi;
  const host = { api, openDashboard: vi.fn(), openFile: vi.fn(), report: vi.fn() };
  const store = createDashboardStore(host, { uuid: 'sales', idPrefix: 'd1' });
  return { api, host, store, slot: (index: number) => store.getState().slots[index] };
}

describe('a dashboard’s store', () => {
  it('loads the dashboard and each widget’s rows, each widget with an element id of its own', async () => {
    const { store, api, slot } = setUp();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ title: 'Sales', loading: false, problem: null });
    expect(store.getState().slots.map((entry) => entry.elementId)).toEqual(['d1-w0', 'd1-w1', 'd1-w2']);
    expect(slot(0)?.data?.rows).toEqual([{ label: '2025', revenue: 10 }]);
    expect(api.data).toHaveBeenCalledTimes(3);
  });

  it('drills down to maxDepth, tells the bus each time, and rolls back up with the rows it had, without asking again', async () => {
    const { store, api, host, slot } = setUp();
    await store.getState().load();
    await store.getState().drill('d1-w0', { categoryX: '2025' });
    expect(currentEntry(slot(0)?.stack ?? [])).toMatchObject({ widgetId: 'months', filter: { year: '2025' }, widgetTitle: 'Revenue in 2025', isBound: true });
    expect(slot(0)?.data?.rows[0]?.label).toBe('2025-01');
    expect(host.report).toHaveBeenLastCalledWith({
      action: 'oxzion-widget-drillDown',
      elementId: 'd1-w0',
      widgetId: 'years',
      target: 'widget',
      nextWidgetId: 'months',
      filter: { year: '2025' },
      widgetTitle: 'Revenue in 2025',
    });
    await store.getState().drill('d1-w0', { categoryX: '2025-01' });
    expect(slot(0)?.spec.uuid).toBe('orders');
    await store.getState().drill('d1-w0', { categoryX: 'anything' });
    expect(slot(0)?.stack).toHaveLength(3);

    const asked = api.data.mock.calls.length;
    await store.getState().rollUp('d1-w0');
    await store.getState().rollUp('d1-w0');
    expect(currentEntry(slot(0)?.stack ?? [])).toMatchObject({ widgetId: 'years', isBound: false, widgetTitle: 'Title years' });
    expect(slot(0)?.data?.rows[0]?.label).toBe('2025');
    expect(api.data.mock.calls.length).toBe(asked);
    expect(host.report).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'oxzion-widget-rollUp', elementId: 'd1-w0', widgetId: 'months' }));
  });

  it('shows a drill-down error in the widget and keeps its chart', async () => {
    const { store, slot } = setUp();
    await store.getState().load();
    await store.getState().drill('d1-w1', { categoryX: '2025' });
    expect(slot(1)).toMatchObject({ problem: { kind: 'drill', code: 'unknownTarget' }, loading: false });
    expect(slot(1)?.data?.rows).toHaveLength(1);
  });

  it('opens the dashboard a drill-down leads to, with its filter and title', async () => {
    const { store, host } = setUp();
    await store.getState().load();
    await store.getState().drill('d1-w2', { categoryX: 'Software' });
    expect(host.openDashboard).toHaveBeenCalledWith({ uuid: 'products', filter: { category: 'Software' }, title: 'Products: Software' });
  });

  it('takes one of two drill-downs asked for at once from the bus, and is not left loading', async () => {
    const { store, host, slot } = setUp();
    await store.getState().load();
    const ask = (year: string) => store.getState().apply({ action: 'oxzion-widget-drillDown', elementId: 'd1-w0', nextWidgetId: 'months', filter: { year } });
    await Promise.all([ask('2024'), ask('2025')]);
    expect(slot(0)?.stack.map((entry) => entry.filter)).toEqual([{}, { year: '2024' }]);
    expect(slot(0)).toMatchObject({ loading: false, problem: null });
    expect(slot(0)?.data?.rows[0]?.label).toBe('2024-01');
    expect(host.report).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s words when a widget cannot be read', async () => {
    const { store, api, slot } = setUp();
    await store.getState().load();
    api.widget.mockImplementationOnce(() => Promise.reject(new Error('There is no such widget in this account')));
    await store.getState().drill('d1-w0', { categoryX: '2025' });
    expect(slot(0)?.problem).toEqual({ kind: 'request', text: 'There is no such widget in this account' });
    expect(slot(0)?.stack).toHaveLength(1);
  });

  it('says so while the server seeds the demo, and reads every widget’s rows again once it is done', async () => {
    const { store, api, slot } = setUp();
    api.seeding.mockResolvedValue(true);
    await store.getState().load();
    expect(store.getState().preparing).toBe(true);
    expect(api.data).toHaveBeenCalledTimes(3);

    await store.getState().checkPrepared();
    expect(store.getState().preparing).toBe(true);
    expect(api.data).toHaveBeenCalledTimes(3);

    api.seeding.mockResolvedValue(false);
    api.data.mockImplementation((_uuid: string, filter: Filter) => Promise.resolve({ ...rows(filter), rows: [{ label: '2025', revenue: 99 }] }));
    await store.getState().checkPrepared();
    expect(store.getState().preparing).toBe(false);
    expect(api.data).toHaveBeenCalledTimes(6);
    expect(slot(0)?.data?.rows).toEqual([{ label: '2025', revenue: 99 }]);
  });

  it('is not preparing when the server cannot say', async () => {
    const { store, api } = setUp();
    api.seeding.mockRejectedValue(new Error('unreachable'));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ preparing: false, problem: null, loading: false });
  });
});

describe('the drill router', () => {
  it('hands a request naming an open widget to its dashboard, opens dashboards and files, and refuses the rest', async () => {
    const { store, slot } = setUp();
    await store.getState().load();
    const host = { openDashboard: vi.fn(), openFile: vi.fn(() => Promise.resolve()), report: vi.fn(), fail: vi.fn() };
    const router = createDrillRouter(host);
    const added = router.add(store);

    await router.handle({ action: 'oxzion-widget-drillDown', elementId: 'd1-w0', nextWidgetId: 'months', filter: { year: '2024' }, widgetTitle: 'From a link' });
    expect(currentEntry(slot(0)?.stack ?? [])).toMatchObject({ widgetId: 'months', filter: { year: '2024' }, widgetTitle: 'From a link' });
    await router.handle({ action: 'oxzion-widget-rollUp', elementId: 'd1-w0' });
    expect(slot(0)?.stack).toHaveLength(1);

    await router.handle({ action: 'oxzion-widget-drillDown', target: 'dashboard', dashboardUuid: 'products', filter: { category: 'Software' } });
    expect(host.openDashboard).toHaveBeenCalledWith({ uuid: 'products', filter: { category: 'Software' }, title: null });
    await router.handle({ action: 'oxzion-widget-drillDown', target: 'file', fileId: 'f-1' });
    expect(host.openFile).toHaveBeenCalledWith('f-1');

    await router.handle({ action: 'oxzion-widget-drillDown', target: 'report' });
    await router.handle({ action: 'oxzion-widget-drillDown', elementId: 'nowhere' });
    await router.handle({ action: 'oxzion-widget-drillDown' });
    expect(host.fail.mock.calls.map(([problem]) => problem)).toEqual([
      { kind: 'drill', code: 'unknownTarget', key: '' },
      { kind: 'drill', code: 'noWidget', key: '' },
      { kind: 'drill', code: 'noContext', key: '' },
    ]);

    added.dispose();
    await router.handle({ action: 'oxzion-widget-drillDown', elementId: 'd1-w0', nextWidgetId: 'months', filter: { year: '2024' } });
    expect(slot(0)?.stack).toHaveLength(1);
  });
});
