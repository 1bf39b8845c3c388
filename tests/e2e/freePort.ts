// The Playwright kit's, which Atrium's own tests use as testers do (kits/playwright).
export { freePort } from '../../kits/playwright/src/server';
