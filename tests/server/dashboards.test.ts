import { Value } from '@sinclair/typebox/value';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { assert, describe, expect, it } from 'vitest';
import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  DashboardAnswer,
  DashboardListAnswer,
  FileDataAnswer,
  HomeProfileAnswer,
  MESSAGES,
  WidgetAnswer,
  WidgetDataAnswer,
  type Dashboard,
  type DashboardSummary,
  type FileData,
  type FileEntry,
  type HomeProfile,
  type WidgetData,
  type WidgetSpec,
} from '../../server/contract';
import { bearer, describeOnPostgres, login, removeDir, serverForFile, startServer, tempDir, TEST_DEMO_ORDERS, tokenInAccount, type TestServer } from './helpers';
import { newUser, ok, vfsClient } from './vfsHelpers';

type Running = TestServer & { dataDir: string };
type Headers = Record<string, string>;

function refused(response: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: response.statusCode, body: response.json() as unknown }, response.body).toEqual({ status, body: { status: 'error', message } });
}

function dashboardSuite(server: () => Running) {
  const app = () => server().app;
  const db = () => server().db;

  const get = (url: string, headers: Headers) => app().inject({ url, headers });
  const dataOf = (widget: string, headers: Headers, payload: object = {}) => app().inject({ method: 'POST', url: `/api/v1/widgets/${widget}/data`, headers, payload });

  async function data(widget: string, headers: Headers, filter?: Record<string, string>): Promise<WidgetData> {
    const response = await dataOf(widget, headers, filter === undefined ? {} : { filter });
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(WidgetDataAnswer, response.json())).toBe(true);
    const answer = ok<WidgetData>(response);
    // Every row has exactly the declared columns, and no number is NaN or infinite.
    const keys = answer.columns.map((column) => column.key).sort();
    for (const row of answer.rows) {
      expect(Object.keys(row).sort()).toEqual(keys);
      for (const value of Object.values(row)) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
    return answer;
  }

  async function accountId(name: string): Promise<string> {
    const row = await db().selectFrom('accounts').select('id').where('name', '=', name).orderBy('created_at').executeTakeFirstOrThrow();
    return row.id;
  }

  async function demo() {
    const { jwt } = await login(app());
    const headers = bearer(jwt);
    const list = await get('/api/v1/dashboards', headers);
    expect(Value.Check(DashboardListAnswer, list.json())).toBe(true);
    const summaries = ok<DashboardSummary[]>(list);
    const byTitle = (title: string) => {
      const found = summaries.find((summary) => summary.title === title);
      assert(found, `no dashboard ${title}`);
      return found.uuid;
    };
    const overview = ok<Dashboard>(await get(`/api/v1/dashboards/${byTitle('Sales overview')}`, headers));
    const widget = (title: string) => {
      const found = overview.widgets.find((each) => each.title === title);
      assert(found, `no widget ${title}`);
      return found;
    };
    return { headers, summaries, overview, widget, productsId: byTitle('Products') };
  }

  /** Money sums in whole cents, straight from the orders table. */
  async function directCents(accountName: string, where: { year?: number; month?: string } = {}) {
    let query = db()
      .selectFrom('orders')
      .select((eb) => [eb.fn.sum<number>('amount_cents').as('cents'), eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('units')])
      .where('account_id', '=', await accountId(accountName));
    if (where.year !== undefined) query = query.where('year', '=', where.year);
    if (where.month !== undefined) query = query.where('month', '=', where.month);
    const row = await query.executeTakeFirstOrThrow();
    return { cents: Number(row.cents), count: Number(row.n), units: Number(row.units) };
  }

  const cents = (rows: WidgetData['rows'], key: string) => Math.round(rows.reduce((sum, row) => sum + Number(row[key]), 0) * 100);
  const values = (rows: WidgetData['rows'], key: string) => rows.map((row) => row[key]);

  it("lists the account's dashboards, the default first, and answers Acme's sales overview as the demo has it", async () => {
    const { summaries, overview, widget, productsId, headers } = await demo();
    expect(summaries.map((summary) => summary.title)).toEqual(['Sales overview', 'Products']);
    expect(Value.Check(DashboardAnswer, { status: 'success', data: overview })).toBe(true);
    expect(overview.columns).toBe(2);
    expect(overview.widgets.map((each) => [each.title, each.chart, each.query])).toEqual([
      ['Revenue by year', 'bar', 'revenueByYear'],
      ['Revenue by region', 'pie', 'revenueByRegion'],
      ['Revenue by category', 'bar', 'revenueByCategory'],
      ['Quarterly reports', 'bar', 'revenueByQuarter'],
      ['Orders per month', 'line', 'orderCountByMonth'],
      ['Top customers', 'bar', 'topCustomers'],
      ['Average order value', 'line', 'averageOrderByMonth'],
      ['Orders by weekday', 'bar', 'ordersByWeekday'],
    ]);

    // The drill-downs lead to widgets on no dashboard, and to the Products dashboard.
    const byYear = widget('Revenue by year').meta.drillDown;
    expect(byYear).toMatchObject({ maxDepth: 2, target: 'widget', filter: { year: '${categoryX}' }, widgetTitle: 'Revenue in ${year}', widgetFooter: 'Click a month for its orders' });
    const months = ok<WidgetSpec>(await get(`/api/v1/widgets/${byYear?.nextWidgetId}`, headers));
    expect(Value.Check(WidgetAnswer, { status: 'success', data: months })).toBe(true);
    expect([months.title, months.chart, months.query]).toEqual(['Revenue by month', 'bar', 'revenueByMonth']);
    expect(months.meta.drillDown).toMatchObject({ maxDepth: 2, filter: { month: '${categoryX}' }, widgetTitle: 'Orders in ${month}' });
    const orders = ok<WidgetSpec>(await get(`/api/v1/widgets/${months.meta.drillDown?.nextWidgetId}`, headers));
    expect([orders.title, orders.chart, orders.query, orders.meta]).toEqual(['Orders of the month', 'table', 'ordersOfMonth', {}]);
    const inRegion = ok<WidgetSpec>(await get(`/api/v1/widgets/${widget('Revenue by region').meta.drillDown?.nextWidgetId}`, headers));
    expect([inRegion.title, inRegion.chart, inRegion.query]).toEqual(['Revenue by category in the region', 'bar', 'revenueByCategory']);
    expect(widget('Revenue by category').meta.drillDown).toEqual({
      maxDepth: 1,
      target: 'dashboard',
      dashboardUuid: productsId,
      filter: { category: '${categoryX}' },
      dashboardTitle: 'Products: ${category}',
    });
    expect(widget('Quarterly reports').meta.drillDown).toEqual({ maxDepth: 1, target: 'file', filter: { file: '${file}' } });

    const products = ok<Dashboard>(await get(`/api/v1/dashboards/${productsId}`, headers));
    expect(products.widgets.map((each) => [each.title, each.chart, each.query])).toEqual([
      ['Top products', 'bar', 'topProducts'],
      ['Units per month', 'line', 'unitsByMonth'],
    ]);
  });

  it("answers every query's declared columns, with sums that agree with the orders themselves", async () => {
    const { widget, headers, productsId } = await demo();
    const all = await directCents('Acme');
    expect(all.count).toBe(TEST_DEMO_ORDERS);

    const years = await data(widget('Revenue by year').uuid, headers);
    expect(years.columns).toEqual([
      { key: 'year', label: 'Year', role: 'category' },
      { key: 'revenue', label: 'Revenue', role: 'value' },
    ]);
    expect(values(years.rows, 'year')).toEqual(['2024', '2025']);
    expect(cents(years.rows, 'revenue')).toBe(all.cents);

    const monthsWidget = widget('Revenue by year').meta.drillDown?.nextWidgetId ?? '';
    const months = await data(monthsWidget, headers, { year: '2025' });
    expect(months.filter).toEqual({ year: '2025' });
    expect(values(months.rows, 'month')).toEqual(Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`));
    expect(cents(months.rows, 'revenue')).toBe(Math.round(Number(years.rows[1]?.revenue) * 100));

    const ordersWidget = ok<WidgetSpec>(await get(`/api/v1/widgets/${monthsWidget}`, headers)).meta.drillDown?.nextWidgetId ?? '';
    const march = await data(ordersWidget, headers, { month: '2025-03' });
    expect(march.columns.map((column) => [column.key, column.role])).toEqual([['order', 'text'], ['date', 'date'], ['customer', 'category'], ['product', 'text'], ['amount', 'value']]);
    const direct = await directCents('Acme', { month: '2025-03' });
    expect(march.rows).toHaveLength(Math.min(direct.count, DASHBOARD_LIMITS.maxRows));
    const amounts = values(march.rows, 'amount') as number[];
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const row of march.rows) expect(String(row.date)).toMatch(/^2025-03-\d\d$/);
    expect(cents(march.rows, 'amount')).toBe(direct.count <= DASHBOARD_LIMITS.maxRows ? direct.cents : cents(march.rows, 'amount'));

    const regions = await data(widget('Revenue by region').uuid, headers);
    expect(values(regions.rows, 'region')).toEqual(['Central', 'East', 'North', 'South', 'West']);
    expect(cents(regions.rows, 'revenue')).toBe(all.cents);
    const north2024 = await data(widget('Revenue by region').uuid, headers, { year: '2024' });
    expect(cents(north2024.rows, 'revenue')).toBe((await directCents('Acme', { year: 2024 })).cents);

    const categories = await data(widget('Revenue by category').uuid, headers);
    expect(values(categories.rows, 'category')).toEqual(['Hardware', 'Services', 'Software', 'Training']);
    expect(cents(categories.rows, 'revenue')).toBe(all.cents);
    // The drill from a region: its categories add up to the region's slice.
    const inRegion = await data(widget('Revenue by region').meta.drillDown?.nextWidgetId ?? '', headers, { region: 'North' });
    expect(cents(inRegion.rows, 'revenue')).toBe(Math.round(Number(regions.rows.find((row) => row.region === 'North')?.revenue) * 100));

    const quarters = await data(widget('Quarterly reports').uuid, headers);
    expect(quarters.columns.at(-1)).toEqual({ key: 'file', label: 'Report', role: 'file' });
    expect(values(quarters.rows, 'quarter')).toEqual(['2024-Q1', '2024-Q2', '2024-Q3', '2024-Q4', '2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']);
    expect(cents(quarters.rows, 'revenue')).toBe(all.cents);
    for (const row of quarters.rows) expect(row.file).toMatch(/^[0-9a-f-]{36}$/);

    const perMonth = await data(widget('Orders per month').uuid, headers);
    expect(perMonth.rows).toHaveLength(24);
    expect(perMonth.rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(all.count);

    const weekdays = await data(widget('Orders by weekday').uuid, headers);
    expect(values(weekdays.rows, 'weekday')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdays.rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBe(all.count);

    const customers = await data(widget('Top customers').uuid, headers);
    expect(customers.rows).toHaveLength(10);
    const customerRevenue = values(customers.rows, 'revenue') as number[];
    expect(customerRevenue).toEqual([...customerRevenue].sort((a, b) => b - a));

    const averages = await data(widget('Average order value').uuid, headers, { year: '2024' });
    const january = await directCents('Acme', { month: '2024-01' });
    expect(averages.rows[0]).toEqual({ month: '2024-01', average: Math.round(january.cents / january.count) / 100 });

    const products = ok<Dashboard>(await get(`/api/v1/dashboards/${productsId}`, headers));
    const [topProducts, unitsPerMonth] = products.widgets;
    assert(topProducts && unitsPerMonth);
    const software = await data(topProducts.uuid, headers, { category: 'Software' });
    expect(software.rows.length).toBeGreaterThan(0);
    expect(software.rows.length).toBeLessThanOrEqual(10);
    const softwareNames = await db().selectFrom('products').select('name').where('category', '=', 'Software').execute();
    for (const row of software.rows) expect(softwareNames.map((each) => each.name)).toContain(row.product);
    const units = await data(unitsPerMonth.uuid, headers);
    expect(units.rows.reduce((sum, row) => sum + Number(row.units), 0)).toBe(all.units);
  });

  it("refuses an unknown parameter, a missing required one and a malformed year or month, word for word", async () => {
    const { widget, headers } = await demo();
    const byYear = widget('Revenue by year');
    const monthsWidget = byYear.meta.drillDown?.nextWidgetId ?? '';
    refused(await dataOf(byYear.uuid, headers, { filter: { month: '2024-01' } }), 400, DASHBOARD_MESSAGES.unknownParameter('revenueByYear', 'month', ['region']));
    expect(DASHBOARD_MESSAGES.unknownParameter('revenueByYear', 'month', ['region'])).toBe('The query revenueByYear has no parameter month (it takes region)');
    refused(
      await dataOf(widget('Quarterly reports').uuid, headers, { filter: { year: '2024' } }),
      400,
      'The query revenueByQuarter has no parameter year (it takes none)',
    );
    refused(await dataOf(monthsWidget, headers), 400, 'The query revenueByMonth needs the parameter year');
    refused(await dataOf(monthsWidget, headers, { filter: { year: '24' } }), 400, 'year must be a year (YYYY), not "24"');
    refused(await dataOf(monthsWidget, headers, { filter: { year: "2024' OR '1'='1" } }), 400, `year must be a year (YYYY), not "2024' OR '1'='1"`);
    const ordersWidget = ok<WidgetSpec>(await get(`/api/v1/widgets/${monthsWidget}`, headers)).meta.drillDown?.nextWidgetId ?? '';
    refused(await dataOf(ordersWidget, headers, { filter: { month: '2024-13' } }), 400, 'month must be a month (YYYY-MM), not "2024-13"');
    refused(await dataOf(ordersWidget, headers, { filter: { month: '2024-3' } }), 400, 'month must be a month (YYYY-MM), not "2024-3"');
    // The body's shape is the contract's: no query, no SQL, no numbers.
    expect((await dataOf(byYear.uuid, headers, { query: 'select 1' })).statusCode).toBe(400);
    expect((await dataOf(byYear.uuid, headers, { filter: { region: 1 } })).statusCode).toBe(400);
  });

  it('takes hostile filter values as values: no rows or a 400, never a 500, and the database unchanged', async () => {
    const { widget, headers, productsId } = await demo();
    const products = ok<Dashboard>(await get(`/api/v1/dashboards/${productsId}`, headers));
    const counts = async () =>
      Promise.all(
        (['orders', 'customers', 'products', 'regions', 'dashboards', 'dashboard_widgets', 'users'] as const).map(async (table) =>
          Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );
    const before = await counts();
    const hostile = [
      "' OR 1=1 --",
      "North' OR '1'='1",
      "'; DROP TABLE orders; --",
      '</script><script>alert(1)</script>',
      '\u0000',
      'North\u0000',
      '\uD800',
      'Nörth 北 🙂',
      '%',
      '_',
      ' North',
      'x'.repeat(DASHBOARD_LIMITS.maxFilterValueLength),
      'x'.repeat(10_000),
      '\u00e9'.repeat(DASHBOARD_LIMITS.maxFilterValueLength),
    ];
    for (const value of hostile) {
      for (const [target, name] of [
        [widget('Revenue by year').uuid, 'region'],
        [widget('Top customers').uuid, 'region'],
        [products.widgets[0]?.uuid ?? '', 'category'],
      ] as const) {
        const response = await dataOf(target, headers, { filter: { [name]: value } });
        expect([200, 400], `${name}=${JSON.stringify(value.slice(0, 40))}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        if (response.statusCode === 200) expect(ok<WidgetData>(response).rows).toEqual([]);
      }
    }
    expect(await counts()).toEqual(before);
    // Too many entries or an odd name are the schema's to refuse.
    const many = Object.fromEntries(Array.from({ length: DASHBOARD_LIMITS.maxFilterEntries + 1 }, (_, index) => [`p${index}`, 'x']));
    expect((await dataOf(widget('Revenue by year').uuid, headers, { filter: many })).statusCode).toBe(400);
    expect((await dataOf(widget('Revenue by year').uuid, headers, { filter: { 'region; --': 'x' } })).statusCode).toBe(400);
    const proto = await app().inject({
      method: 'POST',
      url: `/api/v1/widgets/${widget('Revenue by year').uuid}/data`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"filter":{"__proto__":{"region":"North"}}}',
    });
    expect(proto.statusCode, proto.body).toBe(400);
  });

  it("keeps a widget's own filter under the request's: it can be overridden, never dropped", async () => {
    const { headers } = await demo();
    const id = crypto.randomUUID();
    await db()
      .insertInto('dashboard_widgets')
      .values({ id, account_id: await accountId('Acme'), title: 'Revenue in 2024', footer: '', chart: 'bar', query: 'revenueByMonth', filter: JSON.stringify({ year: '2024' }), meta: '{}' })
      .execute();
    const fixed = await data(id, headers);
    expect(fixed.filter).toEqual({ year: '2024' });
    expect(fixed.rows[0]?.month).toBe('2024-01');
    expect((await data(id, headers, {})).filter).toEqual({ year: '2024' });
    const overridden = await data(id, headers, { year: '2025', region: 'North' });
    expect(overridden.filter).toEqual({ year: '2025', region: 'North' });
    expect(overridden.rows[0]?.month).toBe('2025-01');
  });

  it("answers 404 for an unknown or another account's dashboard, widget and data, and 401 without a sign-in", async () => {
    const { headers, overview } = await demo();
    const globex = bearer(await tokenInAccount(server(), 'demo', await accountId('Globex')));
    const globexList = ok<DashboardSummary[]>(await get('/api/v1/dashboards', globex));
    expect(globexList.map((each) => each.title)).toEqual(['Globex sales']);
    const globexBoard = ok<Dashboard>(await get(`/api/v1/dashboards/${globexList[0]?.uuid}`, globex));
    expect(globexBoard.widgets.map((each) => [each.title, each.chart])).toEqual([
      ['Revenue by year', 'bar'],
      ['Revenue by region', 'pie'],
      ['Orders per month', 'line'],
    ]);
    const globexWidget = globexBoard.widgets[0]?.uuid ?? '';
    expect(cents((await data(globexWidget, globex)).rows, 'revenue')).toBe((await directCents('Globex')).cents);

    refused(await get(`/api/v1/dashboards/${globexList[0]?.uuid}`, headers), 404, DASHBOARD_MESSAGES.dashboardNotFound);
    refused(await get(`/api/v1/dashboards/${overview.uuid}`, globex), 404, DASHBOARD_MESSAGES.dashboardNotFound);
    refused(await get(`/api/v1/dashboards/${crypto.randomUUID()}`, headers), 404, DASHBOARD_MESSAGES.dashboardNotFound);
    refused(await get('/api/v1/dashboards/not-a-uuid', headers), 404, DASHBOARD_MESSAGES.dashboardNotFound);
    refused(await get(`/api/v1/widgets/${globexWidget}`, headers), 404, DASHBOARD_MESSAGES.widgetNotFound);
    refused(await get(`/api/v1/widgets/${crypto.randomUUID()}`, headers), 404, DASHBOARD_MESSAGES.widgetNotFound);
    refused(await dataOf(globexWidget, headers), 404, DASHBOARD_MESSAGES.widgetNotFound);
    refused(await dataOf(overview.widgets[0]?.uuid ?? '', globex), 404, DASHBOARD_MESSAGES.widgetNotFound);

    for (const url of ['/api/v1/dashboards', `/api/v1/dashboards/${overview.uuid}`, `/api/v1/widgets/${globexWidget}`, '/api/v1/profile/user/x', '/api/v1/file/x/data']) {
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
    expect((await dataOf(globexWidget, {})).statusCode).toBe(401);
  });

  it("answers the user's own home only: the default dashboard, ada's page, a test user's either kind, and a welcome without a dashboard", async () => {
    const { headers, overview, productsId } = await demo();
    const me = async (jwt: string) => ok<{ id: string }>(await get('/api/user/me', bearer(jwt))).id;
    const home = async (jwt: string, id?: string) => {
      const response = await get(`/api/v1/profile/user/${id ?? (await me(jwt))}`, bearer(jwt));
      expect(Value.Check(HomeProfileAnswer, response.json()), response.body).toBe(true);
      return ok<HomeProfile>(response);
    };
    const demoJwt = headers.authorization?.slice('Bearer '.length) ?? '';
    expect(await home(demoJwt)).toEqual({ type: 'dashboard', dashboard_uuid: overview.uuid });
    expect(await home(demoJwt, (await me(demoJwt)).toUpperCase())).toEqual({ type: 'dashboard', dashboard_uuid: overview.uuid });

    const ada = (await login(app(), 'ada')).jwt;
    const adaHome = await home(ada);
    assert(adaHome.type === 'html');
    expect(adaHome.html).toContain('<h2>');
    expect(adaHome.html).toContain(
      `<a href="#" data-drilldown='{"target":"dashboard","dashboardUuid":"${productsId}","filter":{"category":"Software"},"dashboardTitle":"Products: Software"}'>Software products</a>`,
    );
    expect(adaHome.html).toMatch(/<script>|onerror=/);
    refused(await get(`/api/v1/profile/user/${await me(ada)}`, headers), 404, DASHBOARD_MESSAGES.profileNotFound);
    refused(await get(`/api/v1/profile/user/${crypto.randomUUID()}`, headers), 404, DASHBOARD_MESSAGES.profileNotFound);

    // Made like ada: her page; with a home of its own: that one.
    expect(await home((await newUser(app(), 'ada')).jwt)).toEqual(adaHome);
    const made = async (payload: object) => {
      const { username, password } = ok<{ username: string; password: string }>(await app().inject({ method: 'POST', url: '/api/test/users', payload }));
      return (await login(app(), username, password)).jwt;
    };
    expect(await home(await made({ like: 'ada', home: { type: 'dashboard' } }))).toEqual({ type: 'dashboard', dashboard_uuid: overview.uuid });
    expect(await home(await made({ like: 'demo', home: { type: 'html', html: '<p>Mine</p>' } }))).toEqual({ type: 'html', html: '<p>Mine</p>' });
    expect((await app().inject({ method: 'POST', url: '/api/test/users', payload: { home: { type: 'text', html: 'x' } } })).statusCode).toBe(400);
    // Private copies of the accounts have no dashboards: the welcome page.
    const alone = await home(await made({ like: 'demo', accountPreferences: { footer: 'Alone' } }));
    expect(alone).toEqual({ type: 'html', html: expect.stringContaining('Welcome') as unknown as string });
  });

  it('answers a readable file by id: a home file, a shared report; never another user’s, a folder, or an unknown id', async () => {
    const { headers, widget } = await demo();
    const demoJwt = headers.authorization?.slice('Bearer '.length) ?? '';
    const vfs = vfsClient(app(), demoJwt);
    const welcome = ok<FileEntry>(await vfs.get('stat', 'home:/Welcome.txt'));
    const fileData = async (id: string, as: Headers) => {
      const response = await get(`/api/v1/file/${id}/data`, as);
      expect(Value.Check(FileDataAnswer, response.json()), response.body).toBe(true);
      return ok<FileData>(response);
    };
    expect(await fileData(welcome.id, headers)).toEqual({
      uuid: welcome.id,
      name: 'Welcome.txt',
      path: 'home:/Welcome.txt',
      mime: welcome.mime,
      size: welcome.size,
      modified: new Date(welcome.stat.modifiedAt).toISOString(),
    });

    // The quarterly widget's file column leads to its report, whose figures are the widget's.
    const quarters = await data(widget('Quarterly reports').uuid, headers);
    const first = quarters.rows[0];
    assert(first);
    const report = await fileData(String(first.file), headers);
    expect([report.name, report.path, report.mime]).toEqual(['Sales 2024-Q1.txt', 'bos:/Reports/Sales 2024-Q1.txt', 'text/plain']);
    const text = (await vfs.read(report.path)).body;
    expect(text).toContain('Acme sales report — 2024-Q1');
    expect(text).toContain(`Revenue: $${Number(first.revenue).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toMatch(/Best region: (North|South|East|West|Central) /);

    const other = await newUser(app());
    refused(await get(`/api/v1/file/${welcome.id}/data`, bearer(other.jwt)), 404, DASHBOARD_MESSAGES.fileNotFound);
    // Another user of Acme reads Acme's shared drive.
    expect((await fileData(report.uuid, bearer(other.jwt))).path).toBe('bos:/Reports/Sales 2024-Q1.txt');
    // Globex's users do not.
    const globex = bearer(await tokenInAccount(server(), 'demo', await accountId('Globex')));
    refused(await get(`/api/v1/file/${report.uuid}/data`, globex), 404, DASHBOARD_MESSAGES.fileNotFound);
    const documents = ok<FileEntry>(await vfs.get('stat', 'home:/Documents'));
    refused(await get(`/api/v1/file/${documents.id}/data`, headers), 404, DASHBOARD_MESSAGES.fileNotFound);
    refused(await get(`/api/v1/file/${crypto.randomUUID()}/data`, headers), 404, DASHBOARD_MESSAGES.fileNotFound);
    refused(await get(`/api/v1/file/${encodeURIComponent("' OR 1=1 --")}/data`, headers), 404, DASHBOARD_MESSAGES.fileNotFound);
    // A trashed file is gone for this route too.
    ok(await vfs.post('trash', { path: 'home:/Welcome.txt' }));
    refused(await get(`/api/v1/file/${welcome.id}/data`, headers), 404, DASHBOARD_MESSAGES.fileNotFound);
  });

  it('answers a token of an account the user has left as an expired session', async () => {
    const user = await newUser(app());
    const id = ok<{ id: string }>(await get('/api/user/me', bearer(user.jwt))).id;
    await db().deleteFrom('account_members').where('user_id', '=', id).execute();
    refused(await get('/api/v1/dashboards', bearer(user.jwt)), 401, MESSAGES.sessionExpired);
  });
}

describe('dashboards', () => {
  dashboardSuite(serverForFile({ ATRIUM_TEST_MODE: '1' }));
});

describeOnPostgres('dashboards', 'atrium_dashboards', { ATRIUM_TEST_MODE: '1' }, dashboardSuite);

describe("the demo's full sales", () => {
  it('seeds 100,000 orders for Acme and 5,000 for Globex, the same figures on every machine, with date parts that agree with the date', async () => {
    const dataDir = await tempDir();
    const started = performance.now();
    const server = await startServer(dataDir, { ATRIUM_DEMO_ORDERS: '100000' });
    const seconds = (performance.now() - started) / 1000;
    try {
      const totals = await server.db
        .selectFrom('orders as o')
        .innerJoin('accounts as a', 'a.id', 'o.account_id')
        .select((eb) => ['a.name', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('o.amount_cents').as('cents')])
        .groupBy('a.name')
        .orderBy('a.name')
        .execute();
      expect(totals.map((row) => [row.name, Number(row.n)])).toEqual([
        ['Acme', 100_000],
        ['Globex', 5000],
      ]);
      const { jwt } = await login(server.app);
      const list = ok<DashboardSummary[]>(await server.app.inject({ url: '/api/v1/dashboards', headers: bearer(jwt) }));
      const overview = ok<Dashboard>(await server.app.inject({ url: `/api/v1/dashboards/${list[0]?.uuid}`, headers: bearer(jwt) }));
      const years = ok<WidgetData>(await server.app.inject({ method: 'POST', url: `/api/v1/widgets/${overview.widgets[0]?.uuid}/data`, headers: bearer(jwt), payload: {} }));
      // The seeded PRNG's figures: the browser tests and the visual baselines read them off the charts.
      expect(years.rows).toEqual([
        { year: '2024', revenue: 87782478 },
        { year: '2025', revenue: 97184445 },
      ]);
      const mismatched = await sql<{ n: number }>`select count(*) as n from orders where weekday <> ((cast(strftime('%w', order_date) as integer) + 6) % 7) + 1 or month <> substr(order_date, 1, 7) or year <> cast(substr(order_date, 1, 4) as integer)`.execute(server.db);
      expect(Number(mismatched.rows[0]?.n)).toBe(0);
      console.info(`the demo with 100,000 orders was started and seeded in ${seconds.toFixed(2)} s`);
    } finally {
      await server.close();
      await removeDir(dataDir);
    }
  }, 60_000);
});
