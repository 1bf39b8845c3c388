import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'Demo@2026', name: 'Demo User', firstname: 'Demo' } as const;

interface ConsoleErrors {
  /** Declares console errors the test provokes on purpose (a 401 answer logs one in Chromium). */
  allow(pattern: RegExp): void;
}

/** Every test fails on a console error or uncaught exception it did not declare. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, username: string = DEMO.username, password: string = DEMO.password) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function loginPageIsShown(page: Page) {
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
}

/**
 * The colour the user sees at (x, y), read from a real screenshot: a WebGL canvas cannot be read
 * back from script without preserveDrawingBuffer.
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  }, png.toString('base64'));
}

/** The desktop is up: the panel names the user and the canvas has been painted at full size. */
export async function desktopIsShown(page: Page, name: string = DEMO.name) {
  await expect(page.getByRole('navigation', { name: 'Panel' })).toContainText(name);
  const canvas = page.getByTestId('desktop-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.atrium?.frames().desktop ?? 0)).toBeGreaterThan(0);
  const box = await canvas.boundingBox();
  expect(box).toMatchObject({ width: 1280, height: 800 });
}
