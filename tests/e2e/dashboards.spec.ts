import type { Locator, Page } from '@playwright/test';
import { dismissWelcome, dragBy, expect, signInToDesktop, test, windowDialog } from './fixtures';

// Dashboards on the demo's sales (server/seed/demoDashboards.ts): 100,000 orders over 2024 and
// 2025, the same rows on every machine. Each test's user is like demo (Acme's Sales overview is
// their home) unless it says otherwise.

const dashboardWindow = (page: Page) => windowDialog(page, 'Dashboard');
const widget = (scope: Locator, title: string) => scope.locator('section.dashboard-widget').filter({ has: scope.page().getByRole('heading', { name: title, exact: true }) });
/** A chart once its last option is on screen. */
const drawnChart = (card: Locator) => card.locator('[role="figure"][data-chart="drawn"]');
/** The bars ECharts drew for the chart's one series, in category order. */
const bars = (card: Locator) => card.locator('svg path[fill="#1565c0"]');

async function openDashboardApp(page: Page) {
  await page.keyboard.press('Alt+a');
  await page.keyboard.type('dashboard');
  await page.keyboard.press('Enter');
  const app = dashboardWindow(page);
  await expect(drawnChart(widget(app, 'Revenue by year'))).toBeVisible();
  return app;
}

test.describe('the Dashboard app', () => {
  test.beforeEach(async ({ page, user }) => {
    await signInToDesktop(page, user);
    await dismissWelcome(page);
  });

  test('opens the Sales overview: eight charts, each described in words and shown as a table on request', async ({ page }) => {
    const app = await openDashboardApp(page);
    await expect(app.getByRole('heading', { name: 'Sales overview', level: 2 })).toBeVisible();
    await expect(app.locator('section.dashboard-widget')).toHaveCount(8);
    await expect(app.locator('[role="figure"][data-chart="drawn"]')).toHaveCount(8);
    const years = widget(app, 'Revenue by year');
    const figure = years.getByRole('figure', { name: 'Revenue by year' });
    await expect(figure).toHaveAccessibleDescription(/^Bar chart: Revenue by year\. Year, Revenue: 2024 87,782,478; 2025 97,184,445\./);
    await years.getByRole('button', { name: 'Show as table' }).click();
    const table = years.getByRole('table', { name: 'Revenue by year' });
    await expect(table.getByRole('row')).toHaveText([/Year\s*Revenue/, /2024\s*87,782,478/, /2025\s*97,184,445/]);
    await years.getByRole('button', { name: 'Show as chart' }).click();
    await expect(drawnChart(years)).toBeVisible();
  });

  test('by mouse: drills from a year to its months to a month’s orders (maxDepth 2), then rolls back up', async ({ page }) => {
    const app = await openDashboardApp(page);
    const card = app.locator('section.dashboard-widget').first();
    await expect(bars(card)).toHaveCount(2);
    await bars(card).nth(1).click();
    await expect(card.getByRole('heading', { name: 'Revenue in 2025' })).toBeVisible();
    await expect(card.locator('footer')).toHaveText('Click a month for its orders');
    await expect(drawnChart(card)).toBeVisible();
    await expect(bars(card)).toHaveCount(12);
    await bars(card).nth(2).click();
    await expect(card.getByRole('heading', { name: 'Orders in 2025-03' })).toBeVisible();
    // The deepest level: a table of the month's orders, largest first, with nothing to drill into.
    const orders = card.getByRole('table', { name: 'Orders in 2025-03' });
    await expect(orders.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Customer', 'Product', 'Amount']);
    await expect(orders.getByRole('row').nth(1)).toContainText('2025-03');
    await expect(orders.getByRole('button')).toHaveCount(0);
    await expect(card).toHaveAttribute('data-depth', '2');

    await card.getByRole('button', { name: 'Back to Revenue in 2025' }).click();
    await expect(card.getByRole('heading', { name: 'Revenue in 2025' })).toBeVisible();
    await expect(bars(card)).toHaveCount(12);
    await card.getByRole('button', { name: 'Back to Revenue by year' }).click();
    await expect(card.getByRole('heading', { name: 'Revenue by year' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Back/ })).toHaveCount(0);
    await expect(card).toHaveAttribute('data-depth', '0');
  });

  test('by keyboard: arrows choose an element, Enter drills down, the table’s buttons drill too', async ({ page }) => {
    const app = await openDashboardApp(page);
    const card = app.locator('section.dashboard-widget').first();
    const figure = card.getByRole('figure');
    await figure.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card.locator('[aria-live="polite"]')).toHaveText('2025: 97,184,445');
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading', { name: 'Revenue in 2025' })).toBeVisible();
    await card.getByRole('button', { name: 'Show as table' }).click();
    await card.getByRole('button', { name: 'Drill down into 2025-12' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading', { name: 'Orders in 2025-12' })).toBeVisible();
    await card.getByRole('button', { name: 'Back to Revenue in 2025' }).press('Enter');
    await expect(card.getByRole('heading', { name: 'Revenue in 2025' })).toBeVisible();
  });

  test('drills into another dashboard in the same window, with the category as its filter, and back', async ({ page }) => {
    const app = await openDashboardApp(page);
    const categories = widget(app, 'Revenue by category');
    await categories.getByRole('button', { name: 'Show as table' }).click();
    await categories.getByRole('button', { name: 'Drill down into Software' }).click();
    await expect(app.getByRole('heading', { name: 'Products: Software', level: 2 })).toBeVisible();
    const top = widget(app, 'Top products');
    await top.getByRole('button', { name: 'Show as table' }).click();
    // Every best seller shown is a Software product (the demo names them so); the table's rows
    // come with the widget's data, after the click.
    const rows = top.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const names = await rows.allInnerTexts();
    expect(names.length).toBeGreaterThan(2);
    await app.getByRole('button', { name: 'Back to Sales overview' }).click();
    await expect(app.getByRole('heading', { name: 'Sales overview', level: 2 })).toBeVisible();
    await expect(app.locator('section.dashboard-widget')).toHaveCount(8);
  });

  test('drills into a quarter’s report file, which opens in its application', async ({ page }) => {
    const app = await openDashboardApp(page);
    const reports = widget(app, 'Quarterly reports');
    await reports.getByRole('button', { name: 'Show as table' }).click();
    await reports.getByRole('button', { name: 'Drill down into 2025-Q1' }).click();
    // A text file, which Notes and the Viewer both take: the user is asked which, as anywhere.
    const chooser = windowDialog(page, 'Open Sales 2025-Q1.txt with');
    await chooser.getByRole('listbox', { name: 'Open text/plain files with:' }).selectOption('Notes');
    await chooser.getByRole('button', { name: 'OK' }).click();
    const notes = windowDialog(page, 'Notes');
    await expect(notes.getByRole('tab', { name: 'Sales 2025-Q1.txt', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(notes.getByRole('textbox')).toHaveValue(/2025-Q1/);
  });

  test('tells a drill-down’s refusal in the widget; the chart stays', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const app = await openDashboardApp(page);
    // The next widget is gone from the server (an administrator removed it meanwhile).
    await page.route('**/api/v1/widgets/*', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'There is no such widget in this account' }) }));
    const card = app.locator('section.dashboard-widget').first();
    await bars(card).nth(0).click();
    await expect(card.getByRole('alert')).toHaveText('There is no such widget in this account');
    await expect(card.getByRole('heading', { name: 'Revenue by year' })).toBeVisible();
    await expect(bars(card)).toHaveCount(2);
  });
});

test.describe('the home widget with the dashboard home', () => {
  test('shows the user’s dashboard on the desktop, and drills down in place', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await dismissWelcome(page);
    await page.mouse.click(1100, 700, { button: 'right' });
    await page.getByRole('menu', { name: 'Desktop' }).getByRole('menuitem', { name: 'Add Widget' }).click();
    await page.getByRole('menu', { name: 'Add Widget' }).getByRole('menuitem', { name: 'Home' }).click();
    const home = page.getByRole('group', { name: 'Home' });
    const card = home.locator('section.dashboard-widget').first();
    await expect(drawnChart(card)).toBeVisible();
    // It moves by its title bar; a drag in its body is the body's own.
    const before = await home.boundingBox();
    await dragBy(page, home.getByRole('heading', { name: 'Sales overview' }), -200, -100);
    expect(await home.boundingBox()).toEqual(before);
    await dragBy(page, home.locator('.widget__bar'), -300, -200);
    await expect.poll(() => home.boundingBox()).toEqual({ ...before, x: (before?.x ?? 0) - 300, y: (before?.y ?? 0) - 200 });
    await bars(card).nth(0).click();
    await expect(card.getByRole('heading', { name: 'Revenue in 2024' })).toBeVisible();
    await card.getByRole('button', { name: 'Back to Revenue by year' }).click();
    await expect(card.getByRole('heading', { name: 'Revenue by year' })).toBeVisible();
  });
});

test.describe('the home widget with an html home', () => {
  test.use({ userLike: 'ada' });

  test('shows the organisation’s page without its script, and its drill-down link opens the dashboard it names', async ({ page, user, consoleErrors }) => {
    // The seeded page carries an onerror attribute on purpose: the page's CSP refuses it (and says
    // so) even in the sanitizer's inert document, before the sanitizer takes it out.
    consoleErrors.allow(/Executing inline event handler violates/);
    await signInToDesktop(page, user);
    await dismissWelcome(page);
    await page.evaluate(() => window.atrium?.widgets?.add('home', { left: 40, top: 80 }));
    const home = page.getByRole('group', { name: 'Home' });
    await expect(home.getByRole('heading', { name: 'Good to see you, Ada' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __atriumHomeScriptRan?: boolean }).__atriumHomeScriptRan ?? false)).toBe(false);
    await home.getByRole('link', { name: 'Software products' }).click();
    const app = dashboardWindow(page);
    await expect(app.getByRole('heading', { name: 'Products: Software', level: 2 })).toBeVisible();
    await expect(drawnChart(widget(app, 'Top products'))).toBeVisible();
  });
});

test.describe('a drill-down link with an unknown target', () => {
  test.use({ home: { type: 'html', html: '<p><a href="#" data-drilldown=\'{"target":"report"}\'>Open the report</a></p>' } });

  test('is refused with the spec’s words', async ({ page, user }) => {
    await signInToDesktop(page, user);
    await dismissWelcome(page);
    await page.evaluate(() => window.atrium?.widgets?.add('home', { left: 40, top: 80 }));
    await page.getByRole('group', { name: 'Home' }).getByRole('link', { name: 'Open the report' }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /alert/i }))).toContainText('Unknown drill down target');
  });
});
