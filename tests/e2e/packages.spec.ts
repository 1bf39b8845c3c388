import { execFileSync } from 'node:child_process';
import { readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import { desktopIsShown, expect, serverState, signInAt, test, useOwnServer, widgetPixels, windowDialog } from './fixtures';

// Installed packages change what every user sees, so these tests run servers of their own.

test.describe('a third-party plugin', () => {
  // One after the other: the second uninstalls the plugin for a while, and every open desktop
  // unloads a package that leaves the manifest, the first test's too.
  test.describe.configure({ mode: 'default' });
  // The SDK guide's own build command, run as its reader would, into the server's packages.
  const server = useOwnServer([], {}, (ready) => {
    execFileSync(process.execPath, ['sdk/example/build.mjs', '--out', ready.packagesDir], { stdio: 'pipe' });
  });

  test('contributes an app, a panel item and a widget drawn on the desktop, sharing Atrium’s React', async ({ page }) => {
    await signInAt(page, server());
    // The panel item is there from the start; the app is in the menu before its code is used.
    const hello = page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Hello', exact: true });
    await expect(hello).toBeVisible();
    await page.keyboard.press('Alt+a');
    await expect(page.getByRole('dialog', { name: 'Applications' }).getByRole('button', { name: 'Hello' })).toBeVisible();
    await page.keyboard.press('Escape');

    await hello.click();
    const helloWindow = windowDialog(page, 'Hello');
    await expect(helloWindow).toBeVisible();
    // Hooks work in the plugin's React tree: the same React instance as the desktop's.
    await helloWindow.getByRole('button', { name: 'Count' }).click();
    await helloWindow.getByRole('button', { name: 'Count' }).click();
    await expect(helloWindow).toContainText('Clicked 2 times');
    await expect(helloWindow).toContainText('main');

    await helloWindow.getByRole('button', { name: 'Greet' }).click();
    const alert = page.getByRole('dialog').filter({ hasText: 'Hello from a plugin' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();

    expect(await page.evaluate(() => window.atrium?.widgets?.types())).toContain('hello.clock');
    expect(await page.evaluate(() => window.atrium?.widgets?.draw('hello.clock'))).toBeGreaterThan(0);
    // The widget is offered on the desktop beside the built-in clock, and drawn there.
    await page.mouse.click(640, 400, { button: 'right' });
    await page.getByRole('menuitem', { name: 'Add Widget' }).click();
    await expect(page.getByRole('menu', { name: 'Add Widget' }).getByRole('menuitem')).toHaveText(['Home', 'Digital Clock', 'Hello Clock']);
    await page.getByRole('menuitem', { name: 'Hello Clock' }).click();
    const widget = page.getByRole('group', { name: 'Hello Clock' });
    await expect(widget).toHaveCount(1);
    await expect.poll(() => widgetPixels(widget), { message: 'the Hello Clock has drawn' }).toBeGreaterThan(0);
  });

  test('its widget leaves the desktop with the plugin and comes back with it, where it was', async ({ page, request }) => {
    const user = await signInAt(page, server());
    const hello = page.getByRole('group', { name: 'Hello Clock' });
    const digital = page.getByRole('group', { name: 'Digital Clock' });
    await page.evaluate(() => window.atrium?.widgets?.add('hello.clock', { left: 300, top: 300 }));
    await page.evaluate(() => window.atrium?.widgets?.add('digitalclock', { left: 20, top: 100 }));
    await expect.poll(() => widgetPixels(hello), { message: 'the Hello Clock has drawn' }).toBeGreaterThan(0);
    const helloBox = await hello.boundingBox();
    const stored = await serverState(request, user);
    await expect.poll(async () => (await stored.settings()).desktop?.widgets?.length).toBe(2);

    // Uninstalled (a dot-folder is no package): its entry stays, as saved, while the user changes the others.
    // Positions are saved relative to the desktop, which starts below the 40 px panel.
    const { packagesDir } = server();
    const [folder = ''] = readdirSync(packagesDir).filter((name) => !name.startsWith('.'));
    renameSync(path.join(packagesDir, folder), path.join(packagesDir, `.${folder}`));
    try {
      await page.reload();
      await desktopIsShown(page, user);
      await expect(digital).toBeVisible();
      await expect(hello).toHaveCount(0);
      await digital.focus();
      await page.keyboard.press('Alt+ArrowDown');
      await expect
        .poll(async () => (await stored.settings()).desktop?.widgets)
        .toEqual([
          { name: 'hello.clock', options: { position: { top: 260, left: 300 }, dimension: { width: 300, height: 50 } } },
          { name: 'digitalclock', options: { position: { top: 70, left: 20 }, dimension: { width: 300, height: 50 } } },
        ]);
    } finally {
      renameSync(path.join(packagesDir, `.${folder}`), path.join(packagesDir, folder));
    }

    await page.reload();
    await desktopIsShown(page, user);
    await expect.poll(() => widgetPixels(hello), { message: 'the Hello Clock has drawn again' }).toBeGreaterThan(0);
    expect(await hello.boundingBox()).toEqual(helloBox);
  });
});

test.describe('autostart and desktop-only packages', () => {
  const server = useOwnServer(['AutoLate', 'AutoEarly', 'AutoPlain', 'DeskOnly']);

  test('autostart apps launch once the desktop is up, those with a precedence in ascending order', async ({ page }) => {
    await signInAt(page, server());
    const launchedCount = () => page.evaluate(() => window.atrium?.apps?.events().filter((event) => event.type === 'launched').length);
    await expect.poll(launchedCount).toBe(3);
    // The schedule itself (1000 ms after start, then 750 ms apart) is asserted with a clock the test
    // moves (tests/unit/apps); here, on a busy machine, a timer may fire late and two may fire
    // together, so only their order is certain. AutoPlain has no precedence and starts with AutoEarly.
    const requested = ((await page.evaluate(() => window.atrium?.apps?.events())) ?? [])
      .filter((event) => event.type === 'requested')
      .map((event) => event.name);
    expect([...requested].sort()).toEqual(['AutoEarly', 'AutoLate', 'AutoPlain']);
    expect(requested.at(-1)).toBe('AutoLate');
    await expect(windowDialog(page, 'AutoLate')).toBeVisible();
  });

  test('a desktop-only app does not start on a mobile user agent', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: devices['Pixel 7'].userAgent, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAt(page, server(), '/?app=DeskOnly');
    await expect(
      page.getByRole('dialog').filter({ hasText: 'Desktop Only – This application can only be accessed from a desktop or laptop device.' }),
    ).toBeVisible();
    await expect(windowDialog(page, 'Desk Only')).toHaveCount(0);
    await context.close();
  });
});

test.describe('in development, with the application menu on Alt+M', () => {
  const server = useOwnServer([], { NODE_ENV: 'development', KEYBINDINGS: '{"atrium.appmenu.toggle":"Alt+M"}' });

  test('the configured shortcut opens the application menu instead of Alt+A', async ({ page }) => {
    await signInAt(page, server());
    const menu = page.getByRole('dialog', { name: 'Applications', exact: true });
    await page.keyboard.press('Alt+a');
    await expect(menu).toBeHidden();
    await page.keyboard.press('Alt+m');
    await expect(menu.getByRole('searchbox', { name: 'Search Applications' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Applications' })).toHaveAttribute('title', 'Applications (Alt+M)');
  });

  test('the desktop refuses a package made for another Atrium, and the developer tray says why', async ({ page, consoleErrors }) => {
    // The server lists no such package (tests/server/packages.test.ts); a manifest from one that
    // does not check (an older server) is simulated: the desktop must refuse it on its own.
    const future = { name: 'Future', type: 'application', title: { en_EN: 'Future' }, engines: { atrium: '^9' }, files: ['main.js'], contributes: { panelItems: ['future.item'] } };
    await page.route('**/metadata.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: [...((await response.json()) as unknown[]), future] });
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/packages/Future/')) fetched.push(request.url());
    });
    consoleErrors.allow(/^Atrium: package 'Future' failed to load/);
    await signInAt(page, server());
    // The panel's packages load before the desktop counts as started.
    await expect.poll(() => page.evaluate(() => window.atrium?.apps?.started())).toBe(true);

    await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Developer' }).click();
    const failed = page.getByRole('menu', { name: 'Developer' }).getByRole('group', { name: 'Packages that failed to load' });
    await expect(failed.getByRole('group', { name: 'Future' }).getByRole('menuitem')).toHaveText('Package "Future" needs Atrium ^9; this is Atrium 0.2.0');
    expect(fetched).toEqual([]);
  });

  test('the developer tray menu kills and reloads applications', async ({ page }) => {
    await signInAt(page, server());
    await page.evaluate(() => {
      window.atrium?.windows?.open({ left: 100, top: 100 });
      window.atrium?.windows?.open({ left: 400, top: 200 });
    });
    const developer = page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Developer' });
    const menu = page.getByRole('menu', { name: 'Developer' });

    await developer.click();
    await expect(menu.getByRole('group')).toHaveCount(2);
    await menu.getByRole('group', { name: 'Sandbox (1)' }).getByRole('menuitem', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate(() => window.atrium?.apps?.running().map((app) => app.pid))).toEqual([2, 3]);

    await developer.click();
    await menu.getByRole('menuitem', { name: 'Kill all applications' }).click();
    await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().length)).toBe(0);
    await developer.click();
    await expect(menu.getByRole('menuitem', { name: 'Kill all applications' })).toBeDisabled();
  });
});
