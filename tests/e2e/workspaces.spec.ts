import type { Page } from '@playwright/test';
import type { WindowRenders } from '../../engine/automation';
import { spreadLayout } from '../bench/spreadLayout.mjs';
import { canvasesAreIdle, dismissWelcome, expect, frames, listWindows, openPreferences, openWindow, panel, serverState, signInToDesktop, test, windowDialog, windowIsFocused } from './fixtures';

// Workspaces (docs/features/windows.md#workspaces): the switcher on the panel, its keys, the window
// list of the current workspace, and the session that keeps each workspace's windows.

const switcher = (page: Page) => panel(page).getByRole('toolbar', { name: 'Workspaces' });
const workspaceButton = (page: Page, name: string) => switcher(page).getByRole('button', { name, exact: true });
/** Windows per workspace in the counters' test: enough that "every window re-renders" is far from the bounds. */
const COUNT = 150;
/** A point on the panel, over no window: the pointer rests there. */
const REST = { x: 640, y: 20 } as const;

async function renders(page: Page): Promise<WindowRenders> {
  return page.evaluate(() => {
    const counts = window.atrium?.renders();
    if (!counts) throw new Error('no automation handle');
    return counts;
  });
}
const windowList = (page: Page) => panel(page).getByRole('toolbar', { name: 'Windows' });

/** The current workspace, as the switcher marks it and the store says. */
async function currentIs(page: Page, name: string) {
  await expect(switcher(page).getByRole('button', { pressed: true })).toHaveText(name);
}

/** The windows the list shows, by title, in order. */
async function listShows(page: Page, titles: string[]) {
  await expect.poll(() => windowList(page).getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')))).toEqual(titles);
}

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
  await dismissWelcome(page);
});

test('add, rename, switch by the panel and by keys, move a window, a filtered window list, new windows on the current workspace, remove', async ({ page }) => {
  await currentIs(page, 'Workspace 1');
  const first = await openWindow(page, { title: 'Ledger', left: 60, top: 80, width: 400, height: 300 });
  await expect(windowDialog(page, 'Ledger')).toBeVisible();

  // Add: the new workspace is shown, empty; the first one's window is hidden and out of the list.
  await switcher(page).getByRole('button', { name: 'Add a workspace' }).click();
  await currentIs(page, 'Workspace 2');
  await expect(windowDialog(page, 'Ledger')).toBeHidden();
  await listShows(page, []);

  // A window opened now opens here.
  const second = await openWindow(page, { title: 'Report', left: 300, top: 120, width: 400, height: 300 });
  await expect(windowDialog(page, 'Report')).toBeVisible();
  await listShows(page, ['Report']);
  const byWid = async () => Object.fromEntries((await listWindows(page)).map((window) => [window.wid, window.workspace]));
  expect(await byWid()).toEqual({ [first]: 'main', [second]: 'ws-2' });

  // Rename through the workspace's menu, from the keyboard.
  await workspaceButton(page, 'Workspace 2').focus();
  await page.keyboard.press('Shift+F10');
  await page.getByRole('menu', { name: 'Workspace 2 menu' }).getByRole('menuitem', { name: 'Rename…' }).click();
  const prompt = windowDialog(page, 'Rename workspace');
  await prompt.getByRole('textbox').fill('Reports');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await currentIs(page, 'Reports');

  // Keys: previous and next.
  await page.keyboard.press('Control+Alt+PageUp');
  await currentIs(page, 'Workspace 1');
  await expect(windowDialog(page, 'Ledger')).toBeVisible();
  await expect(windowDialog(page, 'Report')).toBeHidden();
  await listShows(page, ['Ledger']);
  await page.keyboard.press('Control+Alt+PageDown');
  await currentIs(page, 'Reports');
  await listShows(page, ['Report']);

  // The panel's button switches too.
  await workspaceButton(page, 'Workspace 1').click();
  await currentIs(page, 'Workspace 1');
  await workspaceButton(page, 'Reports').click();
  await currentIs(page, 'Reports');

  // Move the focused window to workspace 1: it leaves this one.
  await windowDialog(page, 'Report').getByRole('button', { name: 'Move' }).click();
  await page.keyboard.press('Control+Alt+Shift+1');
  await expect(windowDialog(page, 'Report')).toBeHidden();
  await listShows(page, []);
  await page.keyboard.press('Control+Alt+PageUp');
  await listShows(page, ['Ledger', 'Report']);

  // Remove: its windows go to the workspace before it, which shows them.
  await page.keyboard.press('Control+Alt+PageDown');
  await openWindow(page, { title: 'Draft', left: 500, top: 200, width: 300, height: 200 });
  await workspaceButton(page, 'Reports').click({ button: 'right' });
  await page.getByRole('menu', { name: 'Reports menu' }).getByRole('menuitem', { name: /Remove/ }).click();
  await expect(switcher(page).getByRole('button', { name: /Workspace|Reports/ })).toHaveText(['Workspace 1']);
  await currentIs(page, 'Workspace 1');
  await listShows(page, ['Ledger', 'Report', 'Draft']);
  await expect(windowDialog(page, 'Draft')).toBeVisible();
});

test('launching a singleton whose window is on another workspace goes there; the switcher from the keyboard; the rename field keeps to the name rule', async ({ page }) => {
  // Preferences opens on workspace 2; from workspace 1 the app menu launches it again: workspace 2 is shown, its window focused.
  await switcher(page).getByRole('button', { name: 'Add a workspace' }).click();
  await currentIs(page, 'Workspace 2');
  await expect(await openPreferences(page)).toBeVisible();
  await page.keyboard.press('Control+Alt+PageUp');
  await currentIs(page, 'Workspace 1');
  await expect(windowDialog(page, 'Preferences')).toBeHidden();
  await expect(await openPreferences(page)).toBeVisible();
  await currentIs(page, 'Workspace 2');
  const preferences = (await listWindows(page)).find((window) => window.title === 'Preferences');
  expect(preferences?.workspace).toBe('ws-2');
  await windowIsFocused(page, preferences?.wid ?? -1);
  await listShows(page, ['Preferences']);

  // One Tab stop, the current workspace's button; arrows, Home and End move along the buttons, + included.
  const two = workspaceButton(page, 'Workspace 2');
  const one = workspaceButton(page, 'Workspace 1');
  const add = switcher(page).getByRole('button', { name: 'Add a workspace' });
  await two.focus();
  await page.keyboard.press('Tab');
  await expect(switcher(page).locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(two).toBeFocused();
  for (const [key, focused] of [
    ['Home', one],
    ['ArrowLeft', one],
    ['ArrowRight', two],
    ['ArrowRight', add],
    ['ArrowRight', add],
    ['Home', one],
    ['End', add],
    ['ArrowLeft', two],
    ['ArrowLeft', one],
  ] as const) {
    await page.keyboard.press(key);
    await expect(focused, `focused after ${key}`).toBeFocused();
  }
  // Space presses the button: workspace 1 (empty) is current, and the Tab stop with it.
  await page.keyboard.press('Space');
  await currentIs(page, 'Workspace 1');
  await expect(switcher(page).locator('[tabindex="0"]')).toHaveText(['Workspace 1']);

  // Rename from the keyboard: the field stops at 40 characters and says so; a blank name is refused, naming the rule.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Workspace 2 menu' }).getByRole('menuitem', { name: 'Rename…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const prompt = windowDialog(page, 'Rename workspace');
  const field = prompt.getByRole('textbox');
  await field.fill('x'.repeat(40));
  await field.press('y');
  await expect(field).toHaveValue('x'.repeat(40));
  await expect(prompt.getByText('At most 40 characters')).toBeVisible();
  await field.fill('   ');
  await field.press('Enter');
  await expect(prompt.getByRole('alert')).toHaveText('Enter 1 to 40 characters, not only spaces');
  await field.fill('Plans');
  await field.press('Enter');
  await expect(prompt).toBeHidden();

  // Enter presses a button too: its workspace is shown, its front window focused.
  await workspaceButton(page, 'Plans').focus();
  await page.keyboard.press('Enter');
  await currentIs(page, 'Plans');
  await windowIsFocused(page, preferences?.wid ?? -1);
});

test('a reload restores each workspace with its windows, and the workspace the user was on', async ({ page, request, user }) => {
  // Started: the session is restored, so what the test opens from now on is saved.
  await page.waitForFunction(() => window.atrium?.apps?.started());
  await switcher(page).getByRole('button', { name: 'Add a workspace' }).click();
  await openWindow(page, { title: 'On two', left: 100, top: 100, width: 400, height: 300 });
  await page.keyboard.press('Control+Alt+PageUp');
  await openWindow(page, { title: 'On one', left: 200, top: 150, width: 400, height: 300 });
  await page.keyboard.press('Control+Alt+PageDown');
  await currentIs(page, 'Workspace 2');
  // Saved a moment after each change: the workspaces in the settings, the windows in the session.
  const server = await serverState(request, user);
  await expect.poll(async () => (await server.settings()).desktop?.workspaces?.map((workspace) => workspace.id)).toEqual(['main', 'ws-2']);
  await expect.poll(async () => (await server.settings()).session?.workspace).toBe('ws-2');
  await expect.poll(async () => (await server.session()).flatMap((app) => app.windows.map((window) => window.workspace)).sort()).toEqual(['main', 'ws-2']);

  await page.reload();
  await currentIs(page, 'Workspace 2');
  await expect.poll(async () => (await listWindows(page)).map((window) => window.workspace).sort()).toEqual(['main', 'ws-2']);
  await expect(windowList(page).getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Control+Alt+PageUp');
  await currentIs(page, 'Workspace 1');
  await expect(windowList(page).getByRole('button')).toHaveCount(1);
  await canvasesAreIdle(page);
});

test('switching between two workspaces of 150 spread windows each renders only the two front windows and draws each chrome canvas once', async ({ page }) => {
  test.setTimeout(90_000);
  const desktop = await page.evaluate(() => window.atrium?.windows?.desktop());
  if (!desktop) throw new Error('no window automation');
  const rects = spreadLayout(COUNT, desktop);
  await page.evaluate((list) => window.atrium?.windows?.openMany(list), rects);
  await switcher(page).getByRole('button', { name: 'Add a workspace' }).click();
  await currentIs(page, 'Workspace 2');
  await page.evaluate((list) => window.atrium?.windows?.openMany(list), rects);
  await expect(page.locator('section[data-wid]')).toHaveCount(2 * COUNT);
  await page.mouse.move(REST.x, REST.y);

  const frontOf = async (workspace: string) => (await listWindows(page)).filter((window) => window.workspace === workspace).at(-1)?.wid;
  const [frontOne, frontTwo] = [await frontOf('main'), await frontOf('ws-2')];
  for (const [key, name, shown] of [
    ['Control+Alt+PageUp', 'Workspace 1', frontOne],
    ['Control+Alt+PageDown', 'Workspace 2', frontTwo],
    ['Control+Alt+PageUp', 'Workspace 1', frontOne],
  ] as const) {
    await canvasesAreIdle(page);
    const [framesBefore, rendersBefore] = await Promise.all([frames(page), renders(page)]);
    await page.keyboard.press(key);
    await currentIs(page, name);
    await expect(page.locator(`section[data-wid="${shown}"]`)).toBeVisible();
    await canvasesAreIdle(page);
    const [framesAfter, rendersAfter] = await Promise.all([frames(page), renders(page)]);
    const rendered = Object.keys(rendersAfter.byWid).filter((wid) => (rendersAfter.byWid[Number(wid)] ?? 0) > (rendersBefore.byWid[Number(wid)] ?? 0));
    // The two front windows change (focus, their own layer); no other window renders.
    expect(rendered.map(Number).sort(), `windows rendered by switching to ${name}`).toEqual([frontOne, frontTwo].sort());
    expect(rendersAfter.total - rendersBefore.total, `window renders by switching to ${name}`).toBeLessThanOrEqual(2);
    expect(framesAfter.chrome - framesBefore.chrome, `chrome canvas frames by switching to ${name}`).toBe(1);
    expect(framesAfter.active - framesBefore.active, `front window canvas frames by switching to ${name}`).toBeLessThanOrEqual(1);
  }
  // What shows is the current workspace's: the other's windows are not displayed.
  const displayed = await page.locator('section[data-wid]').evaluateAll((sections) => sections.filter((section) => getComputedStyle(section).display !== 'none').map((section) => section.dataset.workspace));
  expect(new Set(displayed)).toEqual(new Set(['main']));
});
