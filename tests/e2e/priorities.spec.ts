import type { Locator, Page } from '@playwright/test';
import { expect, panel, signInToDesktop, test, windowDialog } from './fixtures';

test.beforeEach(async ({ page, user }) => {
  await signInToDesktop(page, user);
  // The welcome toast sits over the popup's corner until it times out.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: /Welcome to Atrium/ })).toHaveCount(0);
});

const iconButton = (page: Page) => panel(page).locator('.priorities__button');
// In the panel: the Priorities app's window has the same name.
const popup = (page: Page) => panel(page).getByRole('dialog', { name: 'Priorities', exact: true });
const rows = (within: Locator) => within.getByRole('listitem').filter({ has: within.page().getByRole('button', { name: 'Edit' }) });
const row = (within: Locator, name: string) => rows(within).filter({ hasText: name });
const names = (within: Locator) => rows(within).locator('.priorities__name');
const widthOf = async (dialog: Locator) => (await dialog.boundingBox())?.width;

// A test user has the demo's tasks of their own (server/seed/demoTasks.ts): in My Priorities two
// of each colour besides one snoozed GREEN; in My Follow Up one of each, one GREEN snoozed.
const MY_PRIORITIES_FIRST_FIVE = ['Approve the Q1 budget', "Archive last year's contracts", 'Update the risk register', 'Call back the supplier', 'Review the purchase order'];

test('by mouse: the badge, the three lists, a colour and clearing it, a failed fetch, View All and its pages, a row opening its app', async ({ page, consoleErrors }) => {
  await expect(iconButton(page)).toHaveAccessibleName('Priorities: 4 need attention');
  await expect(iconButton(page).locator('.priorities__badge')).toHaveText('4');
  await iconButton(page).click();
  const list = popup(page);
  await expect(names(list)).toHaveText(MY_PRIORITIES_FIRST_FIVE);
  await expect(row(list, 'Approve the Q1 budget')).toContainText('Dashboard');
  const colours = list.getByRole('group', { name: 'Show one colour' }).getByRole('button');
  await expect(colours).toHaveText(['2', '2', '2', '2']);

  // A colour shows only its tasks; pressing it again reads the list with every colour.
  const green = list.getByRole('button', { name: 'Green: 2' });
  await green.click();
  await expect(green).toHaveAttribute('aria-pressed', 'true');
  await expect(names(list)).toHaveText(["Archive last year's contracts", 'Prepare the onboarding pack']);
  await expect(colours).toHaveText(['2', '2', '2', '2']);
  await green.click();
  await expect(green).toHaveAttribute('aria-pressed', 'false');
  await expect(names(list)).toHaveText(MY_PRIORITIES_FIRST_FIVE);

  // The header offers the two other lists.
  await list.getByRole('button', { name: 'My Priorities' }).click();
  await expect(list.locator('.priorities__typeOption')).toHaveText(['My Follow Up', 'My Snoozed Items']);
  await list.getByRole('button', { name: 'My Follow Up' }).click();
  await expect(names(list)).toHaveText(['Chase the overdue invoice', 'Check the delivery schedule', 'Draft the newsletter', "Review the new hire's first week"]);
  await expect(iconButton(page)).toHaveAccessibleName('Priorities: 2 need attention');
  await list.getByRole('button', { name: 'My Follow Up' }).click();
  await expect(list.locator('.priorities__typeOption')).toHaveText(['My Priorities', 'My Snoozed Items']);
  await list.getByRole('button', { name: 'My Snoozed Items' }).click();
  await expect(names(list)).toHaveText(['Plan the team offsite', 'Renew the office lease']);
  await expect(rows(list).first()).toContainText('Snoozed Until');

  // The popup reads its list when it opens; a failed read leaves the list as it was.
  consoleErrors.allow(/status of 500/);
  let failed = 0;
  await page.route('**/api/v1/user/getusernotifications**', (route) => {
    failed += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'error', message: 'down for a moment' }) });
  });
  await iconButton(page).click();
  await expect(list).toHaveCount(0);
  await iconButton(page).click();
  await expect.poll(() => failed).toBeGreaterThan(0);
  await expect(list.getByRole('list', { name: 'My Snoozed Items' })).toHaveAttribute('aria-busy', 'false');
  await expect(names(list)).toHaveText(['Plan the team offsite', 'Renew the office lease']);
  await page.unroute('**/api/v1/user/getusernotifications**');

  // View All closes the popup and opens the app, which pages through the whole list.
  await list.getByRole('button', { name: 'My Snoozed Items' }).click();
  await list.getByRole('button', { name: 'My Priorities' }).click();
  await expect(names(list)).toHaveText(MY_PRIORITIES_FIRST_FIVE);
  await list.getByRole('button', { name: 'View All' }).click();
  await expect(list).toHaveCount(0);
  const app = windowDialog(page, 'Priorities');
  await expect(rows(app)).toHaveCount(8);
  await app.getByLabel('Per page').selectOption('5');
  await expect(app.getByText('Page 1 of 2')).toBeVisible();
  await expect(names(app)).toHaveText(MY_PRIORITIES_FIRST_FIVE);
  await app.getByRole('button', { name: 'Next' }).click();
  await expect(names(app)).toHaveText(['NA', 'Prepare the onboarding pack', 'Quarterly report sign-off']);
  await expect(app.getByRole('button', { name: 'Next' })).toBeDisabled();
  await app.getByRole('button', { name: 'Previous' }).click();
  await expect(app.getByText('Page 1 of 2')).toBeVisible();

  // A row opens its task's app and closes the popup.
  await iconButton(page).click();
  await row(list, 'Call back the supplier').getByText('Call back the supplier').click();
  await expect(list).toHaveCount(0);
  await expect(windowDialog(page, 'Notes')).toBeVisible();
});

test('by keyboard: snooze a GREEN task and find it under My Snoozed Items, extend and unsnooze it, a greyed snooze, a comment, Escape', async ({ page }) => {
  await iconButton(page).focus();
  await page.keyboard.press('Enter');
  const list = popup(page);
  const type = list.getByRole('button', { name: 'My Priorities' });
  await expect(type).toBeFocused();

  // A RED task cannot be snoozed: its snooze is greyed, named, and does nothing.
  const redSnooze = row(list, 'Approve the Q1 budget').getByRole('button', { name: 'Snooze' });
  await expect(redSnooze).toHaveAttribute('aria-disabled', 'true');
  await redSnooze.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Snooze' })).toHaveCount(0);
  await expect(list).toBeVisible();

  // Only GREEN shows the task to snooze; its modal (450 px) shows its content after a moment.
  await list.getByRole('button', { name: 'Green: 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(names(list)).toHaveText(["Archive last year's contracts", 'Prepare the onboarding pack']);
  await expect(row(list, "Archive last year's contracts").getByRole('button', { name: 'Snooze' })).toHaveAttribute('aria-disabled', 'true');
  await row(list, 'Prepare the onboarding pack').getByRole('button', { name: 'Snooze' }).focus();
  await page.keyboard.press('Enter');
  const snooze = windowDialog(page, 'Snooze');
  await expect(snooze).toContainText('Loading…');
  expect(await widthOf(snooze)).toBe(450);
  const until = snooze.getByLabel('Snooze until');
  await expect(until).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(snooze).toHaveCount(0);
  // The plain refetch after the snooze clears the colour.
  await expect(list.getByRole('button', { name: 'Green: 1' })).toHaveAttribute('aria-pressed', 'false');
  await expect(row(list, 'Prepare the onboarding pack')).toHaveCount(0);

  await type.focus();
  await page.keyboard.press('Enter');
  await list.getByRole('button', { name: 'My Snoozed Items' }).focus();
  await page.keyboard.press('Enter');
  await expect(names(list)).toHaveText(['Prepare the onboarding pack', 'Plan the team offsite', 'Renew the office lease']);
  await expect(row(list, 'Prepare the onboarding pack')).toContainText('Snoozed Until');

  // Extending a running snooze is the wider modal; Escape closes it.
  await row(list, 'Prepare the onboarding pack').getByRole('button', { name: 'Extend snooze' }).focus();
  await page.keyboard.press('Enter');
  const extend = windowDialog(page, 'Extend snooze');
  await expect(extend.getByLabel('Snooze until')).toBeFocused();
  expect(await widthOf(extend)).toBe(550);
  await page.keyboard.press('Escape');
  await expect(extend).toHaveCount(0);

  await row(list, 'Prepare the onboarding pack').getByRole('button', { name: 'Unsnooze' }).focus();
  await page.keyboard.press('Enter');
  const unsnooze = windowDialog(page, 'Unsnooze');
  await expect(unsnooze.getByRole('button', { name: 'Unsnooze' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(unsnooze).toHaveCount(0);
  await expect(names(list)).toHaveText(['Plan the team offsite', 'Renew the office lease']);

  // The comments modal (650 px): the comments oldest first, then the one added.
  await list.getByRole('button', { name: 'My Snoozed Items' }).focus();
  await page.keyboard.press('Enter');
  await list.getByRole('button', { name: 'My Priorities' }).focus();
  await page.keyboard.press('Enter');
  await row(list, 'Approve the Q1 budget').getByRole('button', { name: 'Comments (2)' }).focus();
  await page.keyboard.press('Enter');
  const comments = windowDialog(page, 'Comments: Approve the Q1 budget');
  const box = comments.getByLabel('New comment');
  await expect(box).toBeFocused();
  expect(await widthOf(comments)).toBe(650);
  const texts = comments.locator('.priorities__commentText');
  await expect(texts).toHaveText(['The numbers are in the shared folder.', 'Finance needs it by Friday.']);
  await page.keyboard.type('Signed off, see the minutes.');
  await page.keyboard.press('Control+Enter');
  await expect(texts).toHaveText(['The numbers are in the shared folder.', 'Finance needs it by Friday.', 'Signed off, see the minutes.']);
  await expect(box).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(comments).toHaveCount(0);
  await expect(row(list, 'Approve the Q1 budget').getByRole('button', { name: 'Comments (3)' })).toBeVisible();

  // Escape closes the popup and gives the focus back to its button.
  await type.focus();
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(iconButton(page)).toBeFocused();
});
