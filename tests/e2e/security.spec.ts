import { expect, loginPageIsShown, test } from './fixtures';

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
