import type { Page } from '@playwright/test';
import { expect, panel, signInToDesktop, test, windowDialog } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
});

const magnifier = (page: Page) => panel(page).getByRole('button', { name: 'Global search', exact: true });
const popup = (page: Page) => page.getByRole('dialog', { name: 'What are you searching for?' });
const searchWindow = (page: Page) => windowDialog(page, 'Global Search');
const results = (page: Page) => searchWindow(page).getByRole('list', { name: 'Results' }).getByRole('button');
const running = (page: Page) => page.evaluate(() => window.atrium?.apps?.running().map((app) => app.name) ?? []);
/** The term just searched is kept: the Recent list reads it back at the next opening. */
const saved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/user/updateusersearchitems') && response.ok());

/** Opens the popup, fills the term, picks the filter and searches with the button; waits until the term is kept. */
async function searchFor(page: Page, term: string, filter: 'Apps' | 'Users' | 'Attachments' | 'Comments') {
  await magnifier(page).click();
  await popup(page).getByRole('searchbox').fill(term);
  await popup(page).getByRole('radio', { name: filter }).check();
  const kept = saved(page);
  await popup(page).getByRole('button', { name: 'Search' }).click();
  await kept;
  await expect(popup(page)).toHaveCount(0);
}

test('searching by mouse: the messages and their clearing, a search per filter in one GlobalSearch window, each kind of result opened, the Recent list', async ({ page }) => {
  await expect(magnifier(page)).toHaveAttribute('aria-expanded', 'false');
  await magnifier(page).click();
  await expect(magnifier(page)).toHaveAttribute('aria-expanded', 'true');
  const box = popup(page).getByRole('searchbox', { name: 'What are you searching for?' });
  await expect(box).toBeFocused();
  await expect(popup(page).getByRole('radio', { name: 'Apps' })).toBeChecked();
  await expect(popup(page).getByRole('radio')).toHaveCount(4);
  await expect(popup(page)).toContainText('No recent searches');

  // An empty term, then one of special characters only: the spec's words, cleared when the input gets focus.
  const alert = popup(page).getByRole('alert');
  await popup(page).getByRole('button', { name: 'Search' }).click();
  await expect(alert).toHaveText('Please enter something to search!');
  await box.click();
  await expect(alert).toHaveCount(0);
  await box.fill(' %$ ?');
  await popup(page).getByRole('button', { name: 'Search' }).click();
  await expect(alert).toHaveText('The use of special characters is not allowed!');
  await box.click();
  await expect(alert).toHaveCount(0);
  // A click outside closes it, as the icon does.
  await page.mouse.click(640, 500);
  await expect(popup(page)).toHaveCount(0);

  // Apps: Notes is found and runs.
  await searchFor(page, 'note', 'Apps');
  await expect(searchWindow(page).getByRole('searchbox')).toHaveValue('note');
  await expect(results(page)).toHaveText([/^Notes/]);
  await results(page).first().click();
  await expect.poll(() => running(page)).toContain('Notes');

  // Attachments, in the same window (a singleton): the picture opens in the Viewer.
  await searchFor(page, 'sunrise', 'Attachments');
  await expect(searchWindow(page)).toHaveCount(1);
  await expect(searchWindow(page).getByRole('searchbox')).toHaveValue('sunrise');
  await expect(searchWindow(page).getByRole('combobox')).toHaveValue('attachment');
  await expect(results(page)).toHaveText([/Sunrise\.png.*home:\/Pictures\/Sunrise\.png/]);
  await results(page).first().click();
  await expect(windowDialog(page, 'Sunrise.png')).toBeVisible();

  // Comments: the comment on a Sandbox task opens the Sandbox.
  await searchFor(page, 'monday', 'Comments');
  await expect(results(page)).toHaveText([/Reminder sent on Monday\..*Chase the overdue invoice/]);
  await results(page).first().click();
  await expect.poll(() => running(page)).toContain('Sandbox');

  // Users: Ada is a member of Acme (and so are other tests' users made like her).
  await searchFor(page, 'lovelace', 'Users');
  const ada = results(page).filter({ hasText: /^Ada LovelaceAnalyst · ada$/ });
  await expect(ada).toHaveCount(1);
  // A user opens the profile card where the row was clicked.
  await ada.click({ position: { x: 40, y: 10 } });
  const card = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(card).toContainText('Analyst');
  const row = await ada.boundingBox();
  const where = await card.boundingBox();
  expect(row && where && Math.abs(where.x - (row.x + 40)) < 60 && Math.abs(where.y - (row.y + 10)) < 60).toBe(true);
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);

  // A term nothing holds.
  await searchFor(page, 'zzzz-nothing', 'Users');
  await expect(searchWindow(page).getByRole('status')).toHaveText('No results');

  // The Recent list: newest first; a click fills the input.
  await magnifier(page).click();
  const recent = popup(page).getByRole('list', { name: 'Recent' }).getByRole('button');
  await expect(recent).toHaveText(['zzzz-nothing', 'lovelace', 'monday', 'sunrise', 'note']);
  await recent.nth(3).click();
  await expect(popup(page).getByRole('searchbox')).toHaveValue('sunrise');
  await expect(popup(page).getByRole('searchbox')).toBeFocused();
  // The icon closes it too.
  await magnifier(page).click();
  await expect(popup(page)).toHaveCount(0);
});

test('searching by keyboard alone: open, Escape, pick a filter and a recent term, search, move through the results and open one', async ({ page }) => {
  await magnifier(page).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(magnifier(page)).toBeFocused();

  // A first search, typed, Enter.
  await page.keyboard.press('Space');
  await page.keyboard.type('notes');
  let kept = saved(page);
  await page.keyboard.press('Enter');
  await kept;
  await expect(results(page)).toHaveText([/^Notes/]);

  // Again: Tab to the filters, Right to Attachments, Tab to the recent term, Enter fills it in, Enter searches.
  await magnifier(page).focus();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByRole('list', { name: 'Recent' }).getByRole('button')).toHaveText(['notes']);
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('radio', { name: 'Apps' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(popup(page).getByRole('radio', { name: 'Attachments' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'notes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByRole('searchbox')).toBeFocused();
  await expect(popup(page).getByRole('searchbox')).toHaveValue('notes');
  kept = saved(page);
  await page.keyboard.press('Enter');
  await kept;
  await expect(searchWindow(page).getByRole('combobox')).toHaveValue('attachment');
  await expect(results(page)).toHaveText([/Meeting notes\.md/]);

  // In the window: the box, the filter, Search, then the results; Up and Down move among them.
  const input = searchWindow(page).getByRole('searchbox');
  await input.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('e');
  await page.keyboard.press('Enter');
  await expect.poll(() => results(page).count()).toBeGreaterThan(2);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(results(page).first()).toBeFocused();
  // A user's card from the keyboard: Users in the popup, Enter on a result, Escape.
  await magnifier(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(popup(page).getByRole('radio', { name: 'Users' })).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  kept = saved(page);
  await page.keyboard.press('Enter');
  await kept;
  await expect(results(page).first()).toHaveText(/^Ada Lovelace/);
  await input.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: 'Ada Lovelace' });
  await expect(card).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // The window's own search keeps the panel's rules.
  await input.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('##');
  await page.keyboard.press('Enter');
  await expect(searchWindow(page).getByRole('alert')).toHaveText('The use of special characters is not allowed!');
});
