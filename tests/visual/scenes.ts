import type { Locator, Page } from '@playwright/test';
import { moveHandle, openDialog, openPreferences, openProgress, openWindow, pixelAt, widgetPixels, windowDialog, windowMenu, expect } from '../e2e/fixtures';
import type { TestUserHome } from '../../server/contract';

/** Before the page boots, stores `language` as the login page's choice (a translate language such as ar). */
async function chooseLanguageAtBoot(page: Page, language: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('atrium:locale', JSON.stringify({ value, timestamp: 0 }));
  }, language);
}

/** Adds a digital clock at a page point and waits until it has drawn. */
async function addClock(page: Page, at: { left: number; top: number }, size?: { width: number; height: number }): Promise<void> {
  const id = await page.evaluate((point) => window.atrium?.widgets?.add('digitalclock', point) ?? null, at);
  if (id === null) throw new Error('the clock was not added');
  if (size) await page.evaluate(([widget, width, height]) => window.atrium?.widgets?.resize(widget, width, height), [id, size.width, size.height] as const);
  const clock = page.locator(`[data-widget-id="${id}"]`);
  await expect(clock).toHaveCSS('width', `${size?.width ?? 300}px`);
  await expect.poll(() => widgetPixels(clock)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
}

/**
 * A visual scene: what `setup` builds on a signed-in desktop (welcome notification dismissed,
 * pointer parked on the panel) is compared to the baseline `tests/visual/__screenshots__/<name>.png`.
 */
export interface Scene {
  name: string;
  /** The home the scene's user gets instead of the demo's dashboard. */
  home?: TestUserHome;
  /** Runs before sign-in, for what the page must find at boot (browser storage, say). */
  prepare?(page: Page): Promise<void>;
  setup(page: Page): Promise<void>;
  /**
   * What is compared: the whole 1280×800 viewport unless `clip` narrows it, or only the element
   * `element` finds (for what opens where another test's data moves it).
   */
  screenshot: { clip?: { x: number; y: number; width: number; height: number }; element?: (page: Page) => Locator };
  /** What changes from run to run and is painted over (the times the server gave the sample files). */
  mask?(page: Page): Locator[];
}

/** Before the page boots, the system asks for a dark look: the default theme choice (follow the system) shows dark. */
const darkSystem = (page: Page) => page.emulateMedia({ colorScheme: 'dark' });

/** The modified dates in file lists: the server gives a test user's sample files the time they were written. */
const fileDates = (page: Page) => [page.locator('.file-list__date')];

export const scenes: readonly Scene[] = [
  {
    // Three overlapping windows, the middle one focused and on top: focused and unfocused chrome,
    // and the front window's shadow over both windows behind it.
    name: 'desktop-overlapping-windows',
    async setup(page) {
      await openWindow(page, { title: 'Left', left: 80, top: 90, width: 420, height: 300 });
      const middle = await openWindow(page, { title: 'Middle', left: 360, top: 200, width: 420, height: 300 });
      await openWindow(page, { title: 'Right', left: 660, top: 310, width: 420, height: 300 });
      await page.evaluate((wid) => window.atrium?.windows?.focus(wid), middle);
      await expect.poll(async () => page.evaluate(() => window.atrium?.windows?.list().at(-1)?.title)).toBe('Middle');
    },
    screenshot: {},
  },
  {
    // The application menu open by keyboard over two windows in the window list, the second
    // minimized: categories, items, the search box focused.
    name: 'panel-app-menu-and-window-list',
    async setup(page) {
      await openWindow(page, { title: 'Reports', left: 120, top: 120, width: 420, height: 300 });
      const minimized = await openWindow(page, { title: 'Minimized', left: 420, top: 220, width: 420, height: 300 });
      await page.evaluate((wid) => window.atrium?.windows?.minimize(wid), minimized);
      await page.keyboard.press('Alt+a');
      await expect(page.getByRole('searchbox', { name: 'Search Applications' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // A window dragged to the desktop's top edge, the button still held: the snap preview
    // (docs/features/windows.md#snap-and-tile) over the whole desktop, below the dragged window and
    // above the one behind. The pointer rests where the scenes park it, on the panel, which is the
    // top edge's zone too.
    name: 'window-snap-preview',
    async setup(page) {
      await openWindow(page, { title: 'Behind', left: 120, top: 300, width: 420, height: 300 });
      await openWindow(page, { title: 'Dragged', left: 560, top: 220, width: 420, height: 300 });
      const header = await moveHandle(page, 'Dragged').boundingBox();
      if (!header) throw new Error('no header');
      await page.mouse.move(header.x + 40, header.y + header.height / 2);
      await page.mouse.down();
      await page.mouse.move(640, 20, { steps: 6 });
      await expect(page.getByTestId('snap-preview')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    },
    screenshot: {},
  },
  {
    name: 'window-maximized',
    async setup(page) {
      await openWindow(page, { title: 'Maximized', left: 200, top: 150, width: 420, height: 300 });
      await windowDialog(page, 'Maximized').getByRole('button', { name: 'Maximize' }).click();
      await expect(windowDialog(page, 'Maximized').getByRole('button', { name: 'Restore' })).toBeVisible();
    },
    screenshot: {},
  },
  {
    // The Mosaic wallpaper tiled from the top left and the Lato font, both chosen in Preferences:
    // the window's title on the canvas and the panel's text are in Lato.
    name: 'desktop-wallpaper-tiled-lato',
    async setup(page) {
      await page.evaluate(() => window.atrium?.apps?.launch('Preferences'));
      const preferences = page.getByRole('form', { name: 'Preferences' });
      await preferences.getByRole('radio', { name: 'Mosaic' }).check();
      await preferences.getByLabel('Desktop font').selectOption('Lato');
      await expect(page.getByRole('navigation', { name: 'Panel' })).toHaveCSS('font-family', /^"?Lato"?,/);
      await page.evaluate(() => window.atrium?.windows?.closeAll());
      await openWindow(page, { title: 'Quarterly figures', left: 200, top: 150, width: 420, height: 300 });
      // The second tile down, at its centre: the innermost diamond, once the image is drawn.
      await expect.poll(async () => (await pixelAt(page, 48, 144)).slice(0, 3)).toEqual([0x3c, 0x5c, 0x7a]);
    },
    screenshot: {},
  },
  {
    name: 'window-menu-open',
    async setup(page) {
      await openWindow(page, { title: 'With menu', left: 200, top: 150, width: 420, height: 300 });
      await moveHandle(page, 'With menu').click({ button: 'right', position: { x: 120, y: 16 } });
      await expect(windowMenu(page).getByRole('menuitem', { name: 'Maximize' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // An error alert over its (loading) parent: message, the stack in a monospace box, one OK.
    name: 'dialog-alert-error',
    async setup(page) {
      const parent = await openWindow(page, { title: 'Orders', left: 200, top: 120, width: 700, height: 480 });
      openDialog(page, 'alert', {
        parent,
        message: 'The order could not be saved.',
        type: 'error',
        error: { message: 'Disk full', stack: 'Error: Disk full\n    at saveOrder (orders.js:120:11)\n    at submit (form.js:42:5)' },
      });
      await expect(windowDialog(page, 'Error').getByRole('button', { name: 'OK' })).toBeFocused();
      await expect(windowDialog(page, 'Orders')).toHaveAttribute('aria-busy', 'true');
    },
    screenshot: {},
  },
  {
    name: 'dialog-confirm',
    async setup(page) {
      openDialog(page, 'confirm', { title: 'Delete order', message: 'Delete order 1042? This cannot be undone.' });
      await expect(windowDialog(page, 'Delete order').getByRole('button', { name: 'OK' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // A refused address: the input marked invalid and the spec's message under it.
    name: 'dialog-prompt',
    async setup(page) {
      openDialog(page, 'prompt', { title: 'Invite', message: 'Email address of the new member', inputType: 'email', value: 'ada@', placeholder: 'name@example.com' });
      const dialog = windowDialog(page, 'Invite');
      await expect(dialog.getByRole('textbox')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('alert')).toHaveText('Invalid email address');
    },
    screenshot: {},
  },
  {
    name: 'dialog-progress',
    async setup(page) {
      await openProgress(page, { title: 'Copying', message: 'Copying file 3 of 5', value: 60 });
      await expect(windowDialog(page, 'Copying').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    },
    screenshot: {},
  },
  {
    // The picker's swatch, the hex field (focused, its text selected) and the preview, all one colour.
    name: 'dialog-colour',
    async setup(page) {
      openDialog(page, 'colour', { title: 'Clock colour', value: '#E76F51' });
      const dialog = windowDialog(page, 'Clock colour');
      await expect(dialog.getByRole('textbox', { name: 'Hex' })).toBeFocused();
      await expect(dialog.getByRole('img', { name: 'Preview: #e76f51' })).toBeVisible();
    },
    screenshot: {},
  },
  {
    // Name, size and style in a column of labelled fields, and the preview line in that font.
    name: 'dialog-font',
    async setup(page) {
      openDialog(page, 'font', { title: 'Clock font', name: 'Monospace', size: 24, style: 'bold' });
      await expect(windowDialog(page, 'Clock font').getByRole('combobox', { name: 'Font' })).toBeFocused();
      await page.evaluate(() => document.fonts.ready);
    },
    screenshot: {},
  },
  {
    // A message labelling a list with one entry chosen.
    name: 'dialog-choice',
    async setup(page) {
      openDialog(page, 'choice', {
        title: 'Export',
        message: 'Export the orders as',
        choices: { pdf: 'PDF document', csv: 'CSV table', xlsx: 'Excel workbook', json: 'JSON data' },
        value: 'csv',
      });
      await expect(windowDialog(page, 'Export').getByRole('listbox', { name: 'Export the orders as' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // A list of apps with one chosen, and the 'Remember my choice' box ticked under it.
    name: 'dialog-default-application',
    async setup(page) {
      openDialog(page, 'defaultApplication', {
        mime: 'text/plain',
        apps: [
          { name: 'editor', title: 'Text Editor' },
          { name: 'notes', title: 'Notes' },
          { name: 'viewer', title: 'Viewer' },
        ],
        value: 'notes',
        remember: true,
      });
      const dialog = windowDialog(page, 'Open with');
      await expect(dialog.getByRole('listbox')).toBeFocused();
      await expect(dialog.getByRole('checkbox', { name: 'Remember my choice' })).toBeChecked();
    },
    screenshot: {},
  },
  {
    // The location (Home), Up and the folder's path; each entry's icon, name, size and date (the
    // dates masked), one file chosen by keyboard in the focused list.
    name: 'dialog-file-open',
    async setup(page) {
      openDialog(page, 'file', { mode: 'open', path: 'home:/Documents' });
      const dialog = windowDialog(page, 'Open');
      // Chosen by keyboard, so that the pointer stays parked on the panel.
      await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(3);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('option', { name: 'Meeting notes.md' })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('button', { name: 'Open' })).toBeEnabled();
      await expect.poll(() => dialog.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    },
    mask: fileDates,
    screenshot: {},
  },
  {
    // The root of home:/ (Up disabled) and the name field, focused with 'New File' selected.
    name: 'dialog-file-save',
    async setup(page) {
      openDialog(page, 'file', { mode: 'save' });
      const dialog = windowDialog(page, 'Save as');
      await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(3);
      await expect(dialog.getByRole('textbox', { name: 'File name' })).toBeFocused();
    },
    mask: fileDates,
    screenshot: {},
  },
  {
    // Right to left: the save dialog mirrored, the location list and Up at the right, each row's
    // icon at the right and its date at the left.
    name: 'dialog-file-save-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      openDialog(page, 'file', { mode: 'save', path: 'home:/Pictures' });
      const dialog = windowDialog(page, 'Save as');
      await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(2);
      await expect(dialog.getByRole('textbox', { name: 'File name' })).toBeFocused();
    },
    mask: fileDates,
    screenshot: {},
  },
  {
    // The F3 search overlay under the panel: the query, the status line, and the results with
    // their icons and 'path (mime type)', the second one selected.
    name: 'search-overlay',
    async setup(page) {
      await page.keyboard.press('F3');
      const search = page.getByRole('dialog', { name: 'Search' });
      await page.keyboard.type('.');
      await page.keyboard.press('Enter');
      await expect(search.getByRole('status')).toHaveText(/^Files found: /);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(search.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    },
    screenshot: {},
  },
  {
    // The panel's global search open under its magnifier: the question with the input focused,
    // the filters (Apps checked), and the Recent list of two earlier searches, newest first.
    name: 'globalsearch-panel',
    async setup(page) {
      const magnifier = page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Global search', exact: true });
      const popup = page.getByRole('dialog', { name: 'What are you searching for?' });
      for (const term of ['budget', 'Ada Lovelace']) {
        await magnifier.click();
        await popup.getByRole('searchbox').fill(term);
        const kept = page.waitForResponse((response) => response.url().endsWith('/api/user/updateusersearchitems') && response.ok());
        await page.keyboard.press('Enter');
        await kept;
      }
      await page.evaluate(() => window.atrium?.windows?.closeAll());
      await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().length)).toBe(0);
      await magnifier.click();
      await expect(popup.getByRole('list', { name: 'Recent' }).getByRole('button')).toHaveText(['Ada Lovelace', 'budget']);
      await expect(popup.getByRole('searchbox')).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Arabic chosen on the login page, so the page runs right to left (the text stays English):
    // desktop-overlapping-windows mirrored. The panel's application menu button at the right and
    // Logout at the left; each header with its controls at the left (close outermost), its icon
    // and title at the right; the focused window's breadcrumb runs leftwards after its title.
    name: 'desktop-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await openWindow(page, { title: 'Right', left: 780, top: 90, width: 420, height: 300 });
      const middle = await openWindow(page, { title: 'Middle', breadcrumb: ['Orders', '1042'], left: 500, top: 200, width: 420, height: 300 });
      await openWindow(page, { title: 'Left', left: 200, top: 310, width: 420, height: 300 });
      await page.evaluate((wid) => window.atrium?.windows?.focus(wid), middle);
      await expect.poll(async () => page.evaluate(() => window.atrium?.windows?.list().at(-1)?.title)).toBe('Middle');
    },
    screenshot: {},
  },
  {
    // Right to left: the application menu opens under its button at the right edge, over a window.
    name: 'panel-app-menu-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      await openWindow(page, { title: 'Reports', left: 740, top: 120, width: 420, height: 300 });
      await page.keyboard.press('Alt+a');
      await expect(page.getByRole('searchbox', { name: 'Search Applications' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Right to left: the window menu opens leftwards from where the header was right-clicked.
    name: 'window-menu-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      await openWindow(page, { title: 'With menu', left: 660, top: 150, width: 420, height: 300 });
      await moveHandle(page, 'With menu').click({ button: 'right', position: { x: 300, y: 16 } });
      await expect(windowMenu(page).getByRole('menuitem', { name: 'Maximize' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Two digital clocks showing the test time, the default 300×50 and a larger one whose font
    // grows to fit, with a window over part of the larger one: widgets are below the windows.
    name: 'widget-clock',
    async setup(page) {
      await addClock(page, { left: 60, top: 80 });
      await addClock(page, { left: 200, top: 300 }, { width: 640, height: 160 });
      await openWindow(page, { title: 'Over the clock', left: 620, top: 380, width: 420, height: 300 });
    },
    screenshot: {},
  },
  {
    // The Vision theme: a clock beside a window.
    name: 'widget-clock-vision',
    async setup(page) {
      const preferences = await openPreferences(page);
      await preferences.getByRole('radio', { name: 'Vision' }).check();
      await page.evaluate(() => window.atrium?.windows?.closeAll());
      await addClock(page, { left: 80, top: 120 });
      await openWindow(page, { title: 'Vision', left: 520, top: 200, width: 420, height: 300 });
    },
    screenshot: {},
  },
  {
    // Right to left: a clock, and the desktop menu's Add Widget list opened leftwards from the click.
    name: 'widget-menu-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      await addClock(page, { left: 900, top: 100 });
      await page.mouse.click(700, 400, { button: 'right' });
      await page.getByRole('menuitem', { name: 'Add Widget' }).click();
      await expect(page.getByRole('menuitem', { name: 'Home' })).toBeFocused();
      await expect(page.getByRole('menuitem', { name: 'Digital Clock' })).toBeVisible();
    },
    screenshot: {},
  },
  {
    // Persian chosen on the login page: the page runs right to left and the widget labels are
    // Persian (docs/features/settings.md#right-to-left). The desktop menu's Add Widget list opened leftwards, its
    // Home and Digital Clock entries in Persian.
    name: 'widget-menu-fa',
    prepare: (page) => chooseLanguageAtBoot(page, 'fa'),
    async setup(page) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await addClock(page, { left: 900, top: 100 });
      await page.mouse.click(700, 400, { button: 'right' });
      await page.getByRole('menuitem', { name: 'افزودن ابزارک' }).click();
      await expect(page.getByRole('menuitem', { name: 'خانه' })).toBeFocused();
      await expect(page.getByRole('menuitem', { name: 'ساعت دیجیتال' })).toBeVisible();
    },
    screenshot: {},
  },
  {
    // Persian, right to left: the clock's own menu, Set Color, Set Font and Remove Widget in Persian.
    name: 'widget-clock-menu-fa',
    prepare: (page) => chooseLanguageAtBoot(page, 'fa'),
    async setup(page) {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await addClock(page, { left: 700, top: 200 });
      await page.getByRole('group', { name: 'ساعت دیجیتال' }).click({ button: 'right', position: { x: 150, y: 25 } });
      const menu = page.getByRole('menu', { name: 'ساعت دیجیتال' });
      await expect(menu.getByRole('menuitem')).toHaveText(['تنظیم رنگ', 'تنظیم قلم', 'حذف ابزارک']);
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Right to left: a confirm dialog's message and buttons.
    name: 'dialog-confirm-rtl',
    prepare: (page) => chooseLanguageAtBoot(page, 'ar'),
    async setup(page) {
      openDialog(page, 'confirm', { title: 'Delete order', message: 'Delete order 1042? This cannot be undone.' });
      await expect(windowDialog(page, 'Delete order').getByRole('button', { name: 'OK' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // The priorities panel open on My Priorities: the badge, the four colour counts, five rows
    // with their colour bars, names and app titles, a greyed snooze on all but the GREEN task to come.
    name: 'priorities-panel',
    async setup(page) {
      await page.locator('.priorities__button').click();
      const popup = page.getByRole('navigation', { name: 'Panel' }).getByRole('dialog', { name: 'Priorities' });
      await expect(popup.getByRole('button', { name: 'Red: 2' })).toBeVisible();
      await expect(popup.locator('.priorities__name')).toHaveCount(5);
      await expect(popup.getByRole('list', { name: 'My Priorities' })).toHaveAttribute('aria-busy', 'false');
    },
    screenshot: { clip: { x: 640, y: 0, width: 640, height: 400 } },
    // The dates a snoozed row shows depend on the day the test user was made.
    mask: (page) => [page.locator('.priorities__until')],
  },
  {
    // The profile card of the demo's Ada, opened from a user result of the global search. Only the
    // card is compared: other tests' users made like Ada are among the results, and move her row.
    name: 'profile-card',
    async setup(page) {
      await page.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Global search', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'What are you searching for?' });
      await popup.getByRole('radio', { name: 'Users' }).check();
      await popup.getByRole('searchbox').fill('lovelace');
      await page.keyboard.press('Enter');
      const ada = page.getByRole('dialog', { name: 'Global Search', exact: true }).getByRole('list', { name: 'Results' }).getByRole('button').filter({ hasText: /^Ada LovelaceAnalyst · ada$/ });
      await ada.click({ position: { x: 40, y: 10 } });
      const card = page.getByRole('dialog', { name: 'Ada Lovelace' });
      await expect(card).toContainText('Analyst');
      await expect(card.getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(card.locator('img')).toHaveJSProperty('complete', true);
      // The card's rounded corners let what is behind it through, and that depends on where her
      // row is among the results (other tests' users share her name): an opaque overlay for the shot.
      await page.locator('.profile-card__overlay').evaluate((overlay: HTMLElement) => (overlay.style.background = '#101826'));
    },
    screenshot: { element: (page) => page.getByRole('dialog', { name: 'Ada Lovelace' }) },
  },
  {
    // The Dashboard app on the Sales overview, its first widget drilled down to 2025's months,
    // the second shown as a table: bar, line and pie charts drawn without animation (test mode).
    name: 'dashboard-sales-overview',
    async setup(page) {
      await page.evaluate(() => window.atrium?.apps?.launch('Dashboard', {}, { firstWindow: { position: { left: 20, top: 50 }, dimension: { width: 1000, height: 700 } } }));
      const app = windowDialog(page, 'Dashboard');
      await expect(app.locator('[role="figure"][data-chart="drawn"]')).toHaveCount(8);
      const years = app.locator('section.dashboard-widget').first();
      await years.getByRole('button', { name: 'Show as table' }).click();
      await years.getByRole('button', { name: 'Drill down into 2025' }).click();
      await expect(years.getByRole('heading', { name: 'Revenue in 2025' })).toBeVisible();
      await years.getByRole('button', { name: 'Show as chart' }).click();
      await app.locator('section.dashboard-widget').nth(1).getByRole('button', { name: 'Show as table' }).click();
      await expect(app.locator('[role="figure"][data-chart="drawn"]')).toHaveCount(7);
      await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    },
    screenshot: {},
  },
  {
    // The home widget with an html home: the page as sanitized, under its title bar.
    name: 'home-widget-page',
    home: {
      type: 'html',
      html:
        '<h2>Good morning, Acme</h2><p>Orders are up <strong>11%</strong> on last year. This week:</p>' +
        '<ul><li>Quarterly review on Thursday</li><li>New price list from Monday</li></ul>' +
        '<p><a href="#" data-drilldown=\'{"target":"dashboard","dashboardUuid":"none"}\'>Software products</a> · <a href="https://example.org/handbook">Handbook</a></p>',
    },
    async setup(page) {
      await page.evaluate(() => window.atrium?.widgets?.add('home', { left: 200, top: 120 }));
      const home = page.getByRole('group', { name: 'Home' });
      await expect(home.getByRole('link', { name: 'Software products' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    },
    screenshot: {},
  },
  {
    // The dark theme, followed from a dark system: focused and unfocused chrome, the front window's
    // shadow over the ones behind, a clock on the wallpaper, and the panel.
    name: 'dark-desktop-windows',
    prepare: darkSystem,
    async setup(page) {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await addClock(page, { left: 60, top: 80 });
      await openWindow(page, { title: 'Left', left: 80, top: 190, width: 420, height: 300 });
      const middle = await openWindow(page, { title: 'Middle', left: 360, top: 260, width: 420, height: 300 });
      await openWindow(page, { title: 'Right', left: 660, top: 330, width: 420, height: 300 });
      await page.evaluate((wid) => window.atrium?.windows?.focus(wid), middle);
      await expect.poll(async () => page.evaluate(() => window.atrium?.windows?.list().at(-1)?.title)).toBe('Middle');
    },
    screenshot: {},
  },
  {
    // Dark: the application menu open over the window list (panel, menu, search box).
    name: 'dark-panel-app-menu',
    prepare: darkSystem,
    async setup(page) {
      await openWindow(page, { title: 'Reports', left: 120, top: 120, width: 420, height: 300 });
      await page.keyboard.press('Alt+a');
      await expect(page.getByRole('searchbox', { name: 'Search Applications' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Dark: a confirm dialog, its default button focused, over the desktop.
    name: 'dark-dialog-confirm',
    prepare: darkSystem,
    async setup(page) {
      openDialog(page, 'confirm', { title: 'Delete order', message: 'Delete order 1042? This cannot be undone.' });
      await expect(windowDialog(page, 'Delete order').getByRole('button', { name: 'OK' })).toBeFocused();
    },
    screenshot: {},
  },
  {
    // Dark: the save dialog (location, folder list, the name field focused).
    name: 'dark-dialog-file-save',
    prepare: darkSystem,
    async setup(page) {
      openDialog(page, 'file', { mode: 'save' });
      const dialog = windowDialog(page, 'Save as');
      await expect(dialog.getByRole('listbox').getByRole('option')).toHaveCount(3);
      await expect(dialog.getByRole('textbox', { name: 'File name' })).toBeFocused();
    },
    mask: fileDates,
    screenshot: {},
  },
  {
    // Dark: the Files app on the user's home, one row chosen by keyboard.
    name: 'dark-files',
    prepare: darkSystem,
    async setup(page) {
      await page.evaluate(() => window.atrium?.apps?.launch('Files', {}, { firstWindow: { position: { left: 120, top: 80 }, dimension: { width: 760, height: 480 } } }));
      const files = windowDialog(page, 'Home');
      const grid = files.getByRole('grid', { name: 'Files in Home' });
      await expect(grid.getByRole('row', { name: 'Welcome.txt' })).toBeVisible();
      await grid.getByRole('row', { name: 'Documents' }).click();
      await expect(grid.getByRole('row', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => files.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
      await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    },
    // The modified dates: the server gives the sample files the time they were written.
    mask: (page) => [page.locator('.files__row .files__cell--time')],
    screenshot: {},
  },
  {
    // Dark: the Dashboard app on the Sales overview, its charts in ECharts' dark theme.
    name: 'dark-dashboard-sales-overview',
    prepare: darkSystem,
    async setup(page) {
      await page.evaluate(() => window.atrium?.apps?.launch('Dashboard', {}, { firstWindow: { position: { left: 20, top: 50 }, dimension: { width: 1000, height: 700 } } }));
      const app = windowDialog(page, 'Dashboard');
      await expect(app.locator('[role="figure"][data-chart="drawn"]')).toHaveCount(8);
      await app.locator('section.dashboard-widget').nth(1).getByRole('button', { name: 'Show as table' }).click();
      await expect(app.locator('[role="figure"][data-chart="drawn"]')).toHaveCount(7);
      await expect.poll(() => page.evaluate(() => window.atrium?.idle() ?? false)).toBe(true);
    },
    screenshot: {},
  },
];
