import { createUser, desktopIsShown, expect, loginPageIsShown, signIn, test, useOwnServer } from './fixtures';
import { startSmtp, type TestSmtp } from './smtp';

test.describe('password recovery by e-mail', () => {
  // A server of its own, sending mail to a real SMTP server the test starts on 127.0.0.1.
  let smtp: TestSmtp;
  const env: Record<string, string> = {};
  test.beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = smtp.url;
  });
  test.afterAll(async () => {
    await smtp.stop();
  });
  const server = useOwnServer([], env);

  // Every test waits for the 2-second returns to the site root, on a server of its own.
  test.describe.configure({ timeout: 90_000 });

  test('the recovery link from the mail sets a new password, once', async ({ page, consoleErrors }) => {
    // The used link's answer, which the page reads as an expired link.
    consoleErrors.allow(/status of 400/);
    const user = await createUser(page.request, server().baseURL);
    await page.goto(`${server().baseURL}/`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Recover Password' })).toBeVisible();

    await page.getByRole('button', { name: 'Email me a recovery link' }).click();
    const error = page.getByRole('alert');
    await expect(error).toHaveText('Please enter your Username');
    await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');

    await page.getByLabel('Username').fill(user.username);
    await page.getByRole('button', { name: 'Email me a recovery link' }).click();
    await expect(page.getByRole('alert')).toHaveText('If account exists, an email will be sent with further instructions');
    // Back at the site root 2 s later, by a full reload.
    await page.waitForURL((url) => url.href === `${server().baseURL}/`);
    await loginPageIsShown(page);

    await expect.poll(() => smtp.resetCodeFor(`${user.username}@atrium.example`)).toBeTruthy();
    const code = smtp.resetCodeFor(`${user.username}@atrium.example`) ?? '';
    // The mail's link leads to the server (PUBLIC_URL's default: the address it listens on).
    expect(smtp.received.join('')).toContain(new URL(server().baseURL).port);
    const link = `${server().baseURL}/?resetpassword=${code}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    // The rules, in the spec's order, in the browser before anything is sent.
    const submit = page.getByRole('button', { name: 'Submit' });
    const fill = async (password: string, confirmation = password) => {
      await page.getByLabel('Enter Password', { exact: true }).fill(password);
      await page.getByLabel('Re-enter Password').fill(confirmation);
      await submit.click();
    };
    for (const [password, confirmation, message] of [
      ['short', 'short', 'Password must contain at least eight characters!'],
      ['Abcdefgh', 'Abcdefgh', 'Password must contain at least one number (0-9)!'],
      ['ABCDEFG1', 'ABCDEFG1', 'Password must contain at least one lowercase letter (a-z)!'],
      ['abcdefg1', 'abcdefg1', 'Password must contain at least one uppercase letter (A-Z)!'],
      ['Abcdefg1', 'Abcdefg1', "Password must contain at least one Special Character($&+,:;=?@#|'<>.-^*()%!)"],
      ['Abcdefg1!', 'Abcdefg1?', 'Password mismatch'],
    ] as const) {
      await fill(password, confirmation);
      await expect(page.getByRole('alert')).toHaveText(message);
    }
    // The info tooltip lists the rules.
    await page.getByRole('button', { name: 'Password rules' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('Password must contain at least one uppercase letter (A-Z)!');

    await fill('Recovered#2026');
    const done = page.getByRole('alert');
    await expect(done).toHaveText('Password Reset Successfully');
    await expect(done).toHaveCSS('color', 'rgb(46, 125, 50)');
    await page.waitForURL((url) => url.href === `${server().baseURL}/`);
    await signIn(page, { username: user.username, password: 'Recovered#2026' });
    await desktopIsShown(page, user);

    // The link worked once.
    await page.goto(link);
    await fill('Another#2027');
    await expect(page.getByRole('alert')).toHaveText('The password reset link has expired, please try resetting again.');
  });

  test('an unknown username gets the same message, and no mail goes out', async ({ page }) => {
    const before = smtp.received.length;
    await page.goto(`${server().baseURL}/#forgotpassword`);
    await page.getByLabel('Username').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Email me a recovery link' }).click();
    await expect(page.getByRole('alert')).toHaveText('If account exists, an email will be sent with further instructions');
    await page.waitForURL((url) => url.href === `${server().baseURL}/`);
    expect(smtp.received.length).toBe(before);
  });

  test('Go Back and Cancel reload the site root', async ({ page }) => {
    await page.goto(`${server().baseURL}/#forgotpassword`);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.href === `${server().baseURL}/`);
    await loginPageIsShown(page);
    await page.goto(`${server().baseURL}/?resetpassword=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.href === `${server().baseURL}/`);
    await loginPageIsShown(page);
  });
});
