import { desktopIsShown, expect, loginPageIsShown, signIn, test } from './fixtures';

// The login page links only its own stylesheet (build.mjs: the CSS of what main.tsx imports
// statically); the desktop's code links the page's full one, and the desktop's first frame waits
// for it (engine/shell/desktopCode.ts). The full sheet's answer is held back, as a slow server
// would; only the order of events is asserted, never a time.

const LOGIN_SHEET = /\/assets\/login-styles-\w+\.css$/;
const FULL_SHEET = /\/assets\/page-styles-\w+\.css$/;
const DESKTOP_SCRIPT = /\/assets\/chunks\/Desktop-\w+\.js$/;
/** What the desktop's first frame waits for besides its code (first-frame.spec.ts). */
const FIRST_FRAME = [/\/api\/user\/me$/, /\/api\/user\/me\/a\+p\+acc\+ap\+t$/, /\/settings$/, /\/metadata\.json$/];

declare global {
  interface Window {
    /** The stylesheets in the page when the login form entered it; set by this file's init script. */
    sheetsAtForm?: string[];
    /** The panel's CSS position when it entered the page ('static' unstyled, 'absolute' in panel.css). */
    panelPositionAtFirst?: string;
  }
}

// A browser nobody used: no stylesheet is in its cache.
test.use({ reuseContext: false });

test("the login page has its own stylesheet only; the desktop's first frame is styled by the full one", async ({ page, user }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const form = document.querySelector('form.login__form');
      if (form && !window.sheetsAtForm) window.sheetsAtForm = [...document.styleSheets].map((sheet) => sheet.href ?? '');
      const panel = document.querySelector('nav.panel');
      if (!panel) return;
      window.panelPositionAtFirst = getComputedStyle(panel).position;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let fullSheetAsked = false;
  await page.route(FULL_SHEET, async (route) => {
    fullSheetAsked = true;
    await released;
    await route.continue();
  });

  await page.goto('/');
  await loginPageIsShown(page);
  const sheets = await page.evaluate(() => window.sheetsAtForm ?? []);
  expect(sheets.filter((href) => href !== '')).toEqual([expect.stringMatching(LOGIN_SHEET)]);
  // The form is styled by it: its fields are laid out by login.css, in Roboto.
  await expect(page.getByLabel('Username')).toHaveCSS('font-family', /^Roboto/);

  const answered = Promise.all(FIRST_FRAME.map((url) => page.waitForResponse(url)));
  await signIn(page, user);
  await answered;
  const desktopCodeLoaded = (source: string) =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0);
  await expect.poll(() => page.evaluate(desktopCodeLoaded, DESKTOP_SCRIPT.source)).toBe(true);
  expect(fullSheetAsked).toBe(true);
  // The desktop's code and data are there: the sheet comes last.
  release();
  await desktopIsShown(page, user);
  expect(await page.evaluate(() => window.panelPositionAtFirst)).toBe('absolute');
});
