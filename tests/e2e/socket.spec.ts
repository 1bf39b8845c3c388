import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { desktopIsShown, expect, openWindow, signInAt, test, useOwnServer, windowDialog, type TestUser } from './fixtures';

/** While a server is down, Chromium logs each refused socket and request as an error. */
const SERVER_DOWN = /WebSocket connection to '.*' failed|ERR_CONNECTION_REFUSED|Failed to load resource/;

/** Waits until the page's live connection is up (the server accepted its socket). */
async function connected(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.atrium?.connection())).toBe('connected');
}

/** A second tab of the same browser: signed in already, its desktop comes up from the stored session. */
async function secondTab(page: Page, baseURL: string, user: TestUser): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(baseURL);
  await desktopIsShown(tab, user);
  await connected(tab);
  return tab;
}

// Each test restarts a server or opens two desktops: three times the usual time on a busy machine.
test.describe('the live connection', () => {
  test.slow();
  const server = useOwnServer();

  test('when the server drops, a flagged app is masked until it is back; what is typed before, during and after is kept, and the focus stays', async ({ page, consoleErrors }) => {
    consoleErrors.allow(SERVER_DOWN);
    await signInAt(page, server());
    await connected(page);
    await openWindow(page, { app: 'Notes', left: 560, top: 100, width: 420, height: 300 });
    await openWindow(page, { title: 'Typing', left: 80, top: 100, width: 420, height: 300 });
    const sandbox = windowDialog(page, 'Typing');
    const notes = sandbox.getByLabel('Notes');
    const counter = sandbox.getByRole('button', { name: /^Clicked/ });
    await notes.click();
    await page.keyboard.type('before ');

    await server().kill();
    const mask = sandbox.getByRole('status');
    await expect(mask).toHaveText('Please Wait for network connection');
    await expect(page.getByText('Connection lost')).toBeVisible();
    // Notes is not flagged: it takes input as ever.
    await expect(windowDialog(page, 'Notes').getByRole('status')).toHaveCount(0);
    await page.keyboard.type('during ');
    // A press on the mask reaches nothing under it, and leaves the focus in the text.
    const box = await counter.boundingBox();
    if (!box) throw new Error('the counter has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(counter).toHaveText('Clicked 0 times');
    await expect(notes).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('masked.png') });

    await server().restart();
    await expect(mask).toBeHidden();
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(page.getByText('Connection lost')).toBeHidden();
    await page.keyboard.type('after');
    await expect(notes).toHaveValue('before during after');
    await expect(notes).toBeFocused();
    await counter.click();
    await expect(counter).toHaveText('Clicked 1 time');
  });

  test('a settings change saved in one tab applies live in the other', async ({ page }) => {
    const user = await signInAt(page, server());
    const other = await secondTab(page, server().baseURL, user);
    await connected(page);
    const panelFont = (tab: Page) => tab.getByRole('navigation', { name: 'Panel' });
    await expect(panelFont(other)).not.toHaveCSS('font-family', /^"?Lato"?,/);

    await page.evaluate(() => window.atrium?.apps?.launch('Preferences'));
    await page.getByRole('form', { name: 'Preferences' }).getByLabel('Desktop font').selectOption('Lato');
    await expect(panelFont(page)).toHaveCSS('font-family', /^"?Lato"?,/);
    await expect(panelFont(other)).toHaveCSS('font-family', /^"?Lato"?,/);
    await other.close();
  });
});

test.describe('packages and applications on the live connection', () => {
  test.slow();
  const server = useOwnServer();

  test('a package installed while desktops are open reaches their panel and menu, and its app talks to itself on the other desktop', async ({ page }) => {
    const user = await signInAt(page, server());
    const other = await secondTab(page, server().baseURL, user);
    await connected(page);
    const panelHello = (tab: Page) => tab.getByRole('navigation', { name: 'Panel' }).getByRole('button', { name: 'Hello', exact: true });
    await expect(panelHello(page)).toHaveCount(0);

    // Built aside and moved in whole, as an operator installs a package.
    const built = mkdtempSync(path.join(tmpdir(), 'atrium-hello-'));
    try {
      execFileSync(process.execPath, ['sdk/example/build.mjs', '--out', built], { stdio: 'pipe' });
      renameSync(path.join(built, 'Hello'), path.join(server().packagesDir, 'Hello'));
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
    await expect(panelHello(page)).toBeVisible();
    await expect(panelHello(other)).toBeVisible();

    await panelHello(page).click();
    await panelHello(other).click();
    const here = windowDialog(page, 'Hello');
    const there = windowDialog(other, 'Hello');
    await expect(there).toContainText('Waves from your other desktops: 0');
    await here.getByRole('button', { name: 'Wave' }).click();
    await expect(there).toContainText('Waves from your other desktops: 1');
    await expect(here).toContainText('Waves from your other desktops: 0');
    await other.close();
  });
});
