import { dismissWelcome, expect, test } from '../e2e/fixtures';
import { scenes } from './scenes';

// The Playwright kit's screenshot mode (kits/playwright): a scene set up on the kit's `desktop`
// fixture and taken with `expect(desktop).toHaveScreenshot()` matches the baseline the scene has
// through this suite's own sign-in, pixel for pixel.
const scene = scenes.find((candidate) => candidate.name === 'desktop-overlapping-windows');

test('the kit’s desktop screenshot of scene desktop-overlapping-windows matches its baseline', async ({ desktop }) => {
  if (!scene) throw new Error('no scene desktop-overlapping-windows in tests/visual/scenes.ts');
  await dismissWelcome(desktop.page);
  await scene.setup(desktop.page);
  await desktop.page.mouse.move(640, 20);
  await expect(desktop).toHaveScreenshot(`${scene.name}.png`);
});
