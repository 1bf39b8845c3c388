import { expect, loginPageIsShown, openWindow, panel, signInToDesktop, test, windowDialog } from './fixtures';

test.describe('the panel’s home and logout buttons', () => {
  test('home minimizes every window and is highlighted while none shows', async ({ page, user }) => {
    await signInToDesktop(page, user);
    const home = panel(page).getByRole('button', { name: 'Home: show the desktop' });
    await expect(home).toHaveAttribute('aria-pressed', 'true');

    await openWindow(page, { title: 'One' });
    await openWindow(page, { title: 'Two' });
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await home.click();
    await expect.poll(() => page.evaluate(() => window.atrium?.windows?.list().map((window) => window.minimized))).toEqual([true, true]);
    await expect(home).toHaveAttribute('aria-pressed', 'true');

    // Restoring one from the window list ends the highlight; the keyboard presses home as well.
    await panel(page).getByRole('button', { name: 'Two' }).click();
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await home.focus();
    await page.keyboard.press('Enter');
    await expect(home).toHaveAttribute('aria-pressed', 'true');
  });

  test('logout asks first: No, cancel and Escape keep the desktop, Yes, logout signs out', async ({ page, user }) => {
    await signInToDesktop(page, user);
    const logout = panel(page).getByRole('button', { name: 'Logout' });
    const question = windowDialog(page, 'Logout');

    await logout.click();
    await expect(question.getByText('Would you like to logout?')).toBeVisible();
    await expect(question.getByRole('button')).toContainText(['Yes, logout', 'No, cancel']);
    await question.getByRole('button', { name: 'No, cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(panel(page)).toContainText(user.name);

    await logout.focus();
    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(logout).toBeEnabled();

    await logout.click();
    await question.getByRole('button', { name: 'Yes, logout' }).click();
    await loginPageIsShown(page);
  });
});
