import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, signInAt, test, useOwnServer, windowDialog } from './fixtures';

/**
 * A plugin as `npm run dev` leaves it in PACKAGES_DIR, its build saying `version`: a panel item and
 * an app whose window shows it. Plain JavaScript, so the test needs no build of its own.
 */
function build(version: string): string {
  return `export default {
  id: 'hot',
  activate(ctx) {
    ctx.panel.register({ id: 'hot.label', slot: 'center', render: () => 'Hot ${version}' });
    ctx.apps.register({ name: 'Hot', launch: (app) => void app.openWindow({ id: 'main', title: 'Hot', content: 'Window ${version}' }) });
  },
};
`;
}

test.describe('a plugin rebuilt while the desktop runs', () => {
  const server = useOwnServer([], {}, ({ packagesDir }) => {
    const folder = path.join(packagesDir, 'Hot');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'main.js'), build('v1'));
    const metadata = { name: 'Hot', type: 'application', title: { en_EN: 'Hot' }, files: ['main.js'], defaultAppforOrgs: true, contributes: { panelItems: ['hot.label'] } };
    writeFileSync(path.join(folder, 'metadata.json'), JSON.stringify(metadata));
  });

  test('runs the new build without a page reload, its window reopened where it was', async ({ page }) => {
    // The server looks at the packages every 3 s; the desktop then loads the new build.
    test.setTimeout(90_000);
    const pickedUp = { timeout: 30_000 };
    await signInAt(page, server());
    const panel = page.getByRole('navigation', { name: 'Panel' });
    await expect(panel).toContainText('Hot v1');
    await page.evaluate(() => window.atrium?.apps?.launch('Hot'));
    const hot = windowDialog(page, 'Hot');
    await expect(hot).toContainText('Window v1');
    const opened = await hot.boundingBox();
    await page.evaluate(() => {
      const [first] = window.atrium?.windows?.list() ?? [];
      if (first) window.atrium?.windows?.move(first.wid, 300, 200);
    });
    const placed = await hot.boundingBox();
    expect(placed).not.toEqual(opened);
    // A reload would start a new document: a new time origin, and no marker.
    const origin = await page.evaluate(() => {
      (window as { hotMarker?: boolean }).hotMarker = true;
      return performance.timeOrigin;
    });

    const main = path.join(server().packagesDir, 'Hot', 'main.js');
    // Written beside it and renamed over it, as a build that writes atomically does.
    writeFileSync(`${main}.tmp`, build('v2'));
    renameSync(`${main}.tmp`, main);
    await expect(panel).toContainText('Hot v2', pickedUp);
    await expect(panel).not.toContainText('Hot v1');
    await expect(hot).toContainText('Window v2', pickedUp);
    await expect(hot).toHaveCount(1);
    expect(await hot.boundingBox()).toEqual(placed);

    // Written in place, as esbuild's watch mode does.
    writeFileSync(main, build('v3'));
    await expect(panel).toContainText('Hot v3', pickedUp);
    await expect(hot).toContainText('Window v3', pickedUp);

    expect(await page.evaluate(() => [(window as { hotMarker?: boolean }).hotMarker, performance.timeOrigin])).toEqual([true, origin]);
  });
});
