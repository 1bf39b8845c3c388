import { defineConfig, type LaunchOptions } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { freePort } from './tests/e2e/freePort';

/** Debian's Chromium and the flags every browser test (and the benchmark) runs with: no GPU, closed network. */
const chromium = JSON.parse(readFileSync(new URL('./tests/chromium.json', import.meta.url), 'utf8')) as LaunchOptions;

// Chosen once, in the main process, before it starts the server and the workers: each worker
// loads this file again and finds the port in the environment it inherited.
process.env.E2E_PORT ||= String(await freePort());
const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid E2E_PORT=${process.env.E2E_PORT}: expected a port from 1 to 65535`);
const baseURL = `http://127.0.0.1:${port}`;

/** The browser tests a finger drives: the `touch` project's, and only its. */
const TOUCH_SPECS = /\/touch[^/]*\.spec\.ts$/;

export default defineConfig({
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A ceiling, not a wait: a test that signs in, reloads and takes screenshots ran 18 s quiet and
  // 24 s in a full run on 2 cores, and one such run elsewhere crossed 30 s at its screenshot.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-GB',
    timezoneId: 'UTC',
    launchOptions: chromium,
    // Recording a trace for every test to keep the failed ones made the browser tests a quarter
    // slower (26 tests: 2.5 min with, 1.8 min without); ask for one when a failure needs it:
    // `npx playwright test --trace on -g "…"`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A test's page and context come back cleared from the test before instead of new: Playwright
    // clears cookies, storage, IndexedDB, the HTTP cache, service workers, pages, routes, init
    // scripts and the clock, the fixtures permissions and Cache Storage (isolation.spec.ts checks
    // it). A new context and its first page cost 1 s of a test's 4.4 s on a quiet machine; the
    // browser tests took 17 min instead of 22. Each test still has a user of its own. A file that
    // needs a browser nobody used (two-tabs) says `test.use({ reuseContext: false })`.
    reuseContext: true,
  },
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', testIgnore: TOUCH_SPECS },
    {
      // A tablet held in landscape: a finger for a pointer (pointer: coarse), touch events, a mobile viewport.
      name: 'touch',
      testDir: 'tests/e2e',
      testMatch: TOUCH_SPECS,
      use: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 },
    },
    {
      // Declarative scenes compared to committed baselines (tests/visual/scenes.ts).
      name: 'visual',
      testDir: 'tests/visual',
      outputDir: 'test-results/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      // Animations off and the caret hidden come with the kit's screenshot mode (kits/playwright, tests/e2e/fixtures.ts).
      expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixels: 0 } },
    },
  ],
  webServer: {
    // The real server from the production build, on its own port and a throw-away data directory.
    command: `node tests/e2e/serve.mjs ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
