import type { Page } from '@playwright/test';
import { STANDARD_CHROME, VISION_CHROME } from '../../engine/chrome';
import { VISION_TOKENS } from '../../engine/theme';
import { canvasesAreIdle, desktopIsShown, expect, openPreferences, panel, pixelAt, serverState, signInAt, signInToDesktop, test, useOwnServer } from './fixtures';

// These tests save the real settings of a user of their own; only a configuration of the server's
// own (a lock, development mode) needs a server of its own.

test.describe('the panel position', () => {
  test('moves to the bottom from the panel’s context menu, windows above it, and stays there after a reload', async ({ page, request, user }) => {
    await signInToDesktop(page, user);
    await panel(page).click({ button: 'right', position: { x: 640, y: 20 } });
    const menu = page.getByRole('menu', { name: 'Panel position' });
    await expect(menu.getByRole('menuitemradio', { name: 'Top' })).toHaveAttribute('aria-checked', 'true');
    await menu.getByRole('menuitemradio', { name: 'Bottom' }).click();

    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(760);
    const wid = await page.evaluate(() => window.atrium?.windows?.open({ left: 100, top: 100 }) ?? 0);
    await page.evaluate((id) => window.atrium?.windows?.maximize(id), wid);
    await expect
      .poll(() => page.evaluate((id) => window.atrium?.windows?.list().find((w) => w.wid === id), wid))
      .toMatchObject({ left: 0, top: 0, width: 1280, height: 760 });

    // Saved 100 ms after the change; the reload reads it back from the server.
    const stored = await serverState(request, user);
    await expect.poll(async () => (await stored.settings()).desktop?.panels?.[0]?.position).toBe('bottom');
    await page.reload();
    await desktopIsShown(page, user);
    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(760);

    await panel(page).getByRole('button', { name: 'Applications' }).press('Shift+F10');
    await page.getByRole('menu', { name: 'Panel position' }).getByRole('menuitemradio', { name: 'Top' }).press('Enter');
    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(0);
  });
});

test.describe('a locked desktop', () => {
  const server = useOwnServer([], { SETTINGS_LOCK: 'desktop' });

  test('offers no panel context menu', async ({ page }) => {
    await signInAt(page, server());
    await panel(page).click({ button: 'right', position: { x: 640, y: 20 } });
    await panel(page).getByRole('button', { name: 'Applications' }).press('Shift+F10');
    await expect(page.getByRole('menu', { name: 'Panel position' })).toHaveCount(0);
  });
});

test.describe('Preferences', () => {
  test('changes the wallpaper, the panel position, the shortcut, animations and the language live, and all are kept after a reload', async ({
    page,
    request,
    user,
  }) => {
    await signInToDesktop(page, user);
    const preferences = await openPreferences(page);

    await preferences.getByRole('radio', { name: 'Colour' }).check();
    await preferences.getByLabel('Wallpaper colour').fill('#804020');
    await preferences.getByRole('radio', { name: 'Bottom' }).check();
    await expect.poll(async () => (await panel(page).boundingBox())?.y).toBe(760);
    await preferences.getByRole('button', { name: 'Change the shortcut of “Open or close the application menu”' }).click();
    await page.keyboard.press('Alt+m');
    // Animations are opt-in: the shell's motion styles apply under this switch.
    await expect(page.locator('html')).not.toHaveAttribute('data-animations');
    await preferences.getByRole('checkbox', { name: 'Animate menus and notifications' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-animations', 'on');
    await preferences.getByLabel('Display language').selectOption('de_DE');
    // Live: the shell speaks German at once, without a reload.
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

    const stored = await serverState(request, user);
    await expect
      .poll(() => stored.settings())
      .toMatchObject({
        desktop: {
          background: { style: 'color', color: '#804020' },
          panels: [{ position: 'bottom' }],
          keybindings: { 'atrium.appmenu.toggle': 'Alt+M' },
          animations: true,
        },
        locale: { language: 'de_DE' },
      });
    await page.reload();
    await expect(panel(page, 'Leiste')).toContainText(user.name);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect.poll(async () => (await panel(page, 'Leiste').boundingBox())?.y).toBe(760);
    await expect(page.locator('html')).toHaveAttribute('data-animations', 'on');
    // The wallpaper is drawn in the saved colour (read from a real screenshot: WebGL cannot be read back).
    await canvasesAreIdle(page);
    const pixel = (await pixelAt(page, 900, 500)).slice(0, 3);
    expect(pixel).toEqual([0x80, 0x40, 0x20]);
    await page.keyboard.press('Alt+m');
    await expect(page.getByRole('searchbox', { name: 'Anwendungen suchen' })).toBeFocused();
  });
});

test.describe('wallpaper images and the font', () => {
  /** Where the screen shows the Dunes wallpaper's flat bottom band (#6f3a2c) when it covers 1280×800, clear of the panel and the Preferences window. */
  const DUNES_BAND = { x: 1200, y: 790, rgb: [0x6f, 0x3a, 0x2c] };
  const near = (actual: number[], expected: number[]) => actual.slice(0, 3).every((value, at) => Math.abs(value - (expected[at] ?? 0)) <= 3);

  test('an image and a font chosen in Preferences apply at once to the canvas and the DOM, and are kept after a reload', async ({
    page,
    request,
    user,
  }, testInfo) => {
    await signInToDesktop(page, user);
    const preferences = await openPreferences(page);
    const wallpapers = preferences.getByRole('radiogroup', { name: 'Wallpaper' });
    await expect(wallpapers.getByRole('radio', { name: 'Gradient' })).toBeChecked();

    // From the keyboard: the arrow keys move through the group, choosing as they go.
    await wallpapers.getByRole('radio', { name: 'Gradient' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(wallpapers.getByRole('radio', { name: 'Dusk' })).toBeChecked();
    await wallpapers.getByRole('radio', { name: 'Dunes' }).check();
    await expect(preferences.getByLabel('Image fit')).toHaveValue('cover');
    const windows = await page.evaluate(() => window.atrium?.windows?.list() ?? []);
    expect(windows.every((w) => w.left + w.width < DUNES_BAND.x || w.top + w.height < DUNES_BAND.y)).toBe(true);
    await expect.poll(async () => near(await pixelAt(page, DUNES_BAND.x, DUNES_BAND.y), DUNES_BAND.rgb)).toBe(true);

    await preferences.getByLabel('Desktop font').selectOption('Lato');
    await expect(panel(page)).toHaveCSS('font-family', /^"?Lato"?, system-ui, sans-serif$/);
    expect(await page.evaluate(() => document.fonts.check('400 16px Lato'))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('dunes-lato.png') });

    const stored = await serverState(request, user);
    await expect
      .poll(() => stored.settings())
      .toMatchObject({ desktop: { background: { style: 'cover', src: expect.stringContaining('dunes') }, font: 'Lato' } });
    await page.reload();
    await desktopIsShown(page, user);
    await expect(panel(page)).toHaveCSS('font-family', /^"?Lato"?, system-ui, sans-serif$/);
    await expect.poll(async () => near(await pixelAt(page, DUNES_BAND.x, DUNES_BAND.y), DUNES_BAND.rgb)).toBe(true);
  });
});

test.describe('a wallpaper that cannot be loaded', () => {
  test('leaves the colour on the desktop and one warning in the console', async ({ page, consoleErrors, user }) => {
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('wallpaper')) warnings.push(message.text());
    });
    // The failure simulated on purpose.
    await page.route('**/wallpapers/dunes.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await signInToDesktop(page, user);
    const preferences = await openPreferences(page);
    await preferences.getByRole('radio', { name: 'Colour' }).check();
    await preferences.getByLabel('Wallpaper colour').fill('#804020');
    await preferences.getByRole('radio', { name: 'Dunes' }).check();

    await expect.poll(() => warnings).toEqual([expect.stringContaining('/wallpapers/dunes.svg could not be loaded')]);
    await canvasesAreIdle(page);
    expect((await pixelAt(page, 1200, 790)).slice(0, 3)).toEqual([0x80, 0x40, 0x20]);
  });
});

test.describe('in development', () => {
  const server = useOwnServer([], { NODE_ENV: 'development' });

  test('the desktop is in Lato until the user chooses another font', async ({ page }) => {
    await signInAt(page, server());
    await expect(panel(page)).toHaveCSS('font-family', /^"?Lato"?, system-ui, sans-serif$/);
  });
});

test.describe('the theme', () => {

  /** The colour on screen in the focused window's header, near its top edge and half-way across (clear of the title and the buttons). */
  async function focusedHeaderPixel(page: Page): Promise<number[]> {
    const focused = await page.evaluate(() => window.atrium?.windows?.list().find((w) => w.focused));
    if (!focused) throw new Error('no focused window');
    return (await pixelAt(page, focused.left + Math.round(focused.width / 2), focused.top + 4)).slice(0, 3);
  }
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

  test('Vision chosen in Preferences recolours the window chrome and the panel at once, and is kept after a reload', async ({
    page,
    request,
    user,
  }) => {
    await signInToDesktop(page, user);
    const preferences = await openPreferences(page);
    await expect(preferences.getByRole('radio', { name: 'Follow the system' })).toBeChecked();
    await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(STANDARD_CHROME.focused.header));

    await preferences.getByRole('radio', { name: 'Vision' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vision');
    await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(VISION_CHROME.focused.header));
    // The DOM reads the same token set.
    await expect(panel(page)).toHaveCSS('background-color', VISION_TOKENS.color.panelBg);

    const stored = await serverState(request, user);
    await expect.poll(async () => (await stored.settings()).desktop?.theme).toBe('vision');
    await page.reload();
    await desktopIsShown(page, user);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'vision');
    const wid = await page.evaluate(() => window.atrium?.windows?.open({ left: 200, top: 200 }) ?? 0);
    await expect.poll(() => page.evaluate((id) => window.atrium?.windows?.list().find((w) => w.wid === id)?.focused, wid)).toBe(true);
    await expect.poll(() => focusedHeaderPixel(page)).toEqual(rgb(VISION_CHROME.focused.header));
  });
});
