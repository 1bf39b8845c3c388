import { expect, loginPageIsShown, test, useOwnServer } from './fixtures';

test.describe('the Content-Security-Policy', () => {
  test('runs no script the page did not bring: an injected inline script and an inline handler are refused', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/violates the following Content Security Policy directive/);
    await page.goto('/');
    await loginPageIsShown(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.clicked = true;');
      document.body.append(button);
      button.click();
      button.remove();
      return { injected: 'injected' in window, clicked: 'clicked' in window };
    });
    expect(ran).toEqual({ injected: false, clicked: false });
  });
});

test.describe('a server not in test mode', () => {
  const server = useOwnServer([], { ATRIUM_TEST_MODE: '0' });

  test('?testmode=1 in the URL switches on neither test mode nor the automation handle', async ({ page }) => {
    await page.goto(`${server().baseURL}/?testmode=1`);
    await loginPageIsShown(page);
    // typeof, not 'in': window.atrium is also the page's #atrium element.
    const state = await page.evaluate(() => ({ handle: typeof window.atrium?.frames === 'function', testMode: document.documentElement.dataset.testMode ?? null }));
    expect(state).toEqual({ handle: false, testMode: null });
  });
});
