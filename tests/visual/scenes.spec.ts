import { dismissWelcome, expect, signInToDesktop, test } from '../e2e/fixtures';
import { scenes } from './scenes';

for (const scene of scenes) {
  test.describe(() => {
    if (scene.home) test.use({ home: scene.home });
    test(`scene ${scene.name} matches its baseline`, async ({ page, user }) => {
      await scene.prepare?.(page);
      await signInToDesktop(page, user);
      await dismissWelcome(page);
      await scene.setup(page);
      // The pointer rests on an empty part of the panel, so no hover state shows up in the picture.
      await page.mouse.move(640, 20);
      const { element, ...screenshot } = scene.screenshot;
      const options = { ...screenshot, ...(scene.mask ? { mask: scene.mask(page) } : {}) };
      if (element) await expect(element(page)).toHaveScreenshot(`${scene.name}.png`, options);
      else await expect(page).toHaveScreenshot(`${scene.name}.png`, options);
    });
  });
}
