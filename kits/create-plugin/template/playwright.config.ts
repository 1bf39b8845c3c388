import { defineConfig } from '@playwright/test';
import type { AtriumTestFixtures, AtriumWorkerFixtures } from '@atrium/playwright';

// The tests run against the Atrium at ATRIUM_URL, started in test mode (ATRIUM_TEST_MODE=1) with
// this plugin in its packages folder (`npm run dev`, or `npm run pack` and install-package).
// CHROMIUM names a Chromium of your own instead of Playwright's (`npx playwright install chromium`).
const chromium = process.env.CHROMIUM;
// No sandbox (containers, root), no network of its own, WebGL in software: the same pixels on any machine.
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-unsafe-swiftshader'];

export default defineConfig<AtriumTestFixtures, AtriumWorkerFixtures>({
  testDir: 'tests',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 60_000,
  reporter: 'list',
  use: {
    // Screenshots are compared at one device pixel per CSS pixel, in Atrium's own viewport.
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: chromium ? { executablePath: chromium, args: chromiumArgs } : {},
  },
  expect: { toHaveScreenshot: { maxDiffPixels: 0 } },
});
