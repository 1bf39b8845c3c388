// @atrium/playwright: Playwright fixtures and helpers for testing Atrium and its plugins.
export type { AtriumTestFixtures, AtriumWorkerFixtures } from './fixtures.js';
export type { AutomationHandle, OpenWindowOptions, WindowSummary } from './handle.js';
export type { AtriumServer, AtriumServerOptions } from './server.js';
export type { AccountPreferences, AtriumUser, UserHome, UserOptions, UserTemplate } from './users.js';
export { ATRIUM_URL_ENV } from './constants.js';
export { Desktop, openDesktop } from './desktop.js';
export { expect, test } from './fixtures.js';
export { SCREENSHOT_OPTIONS, assertScreenshotMode, pageIsSteady } from './screenshot.js';
export { connectAtriumServer, freePort, startAtriumServer } from './server.js';
export { signInThroughApi } from './signIn.js';
export { createUser } from './users.js';
export { listWindows, openWindow } from './windows.js';
