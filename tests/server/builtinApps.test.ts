import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeDir, startServer, tempDir } from './helpers';

// The built-in applications are in the apps table of every database, so that an operator can give
// a user Files (set-apps) on a production database, which has no demo to bring them.

let dataDir: string;
let manifest: string;

beforeEach(async () => {
  dataDir = await tempDir('atrium-apps-');
  manifest = path.join(dataDir, 'builtin-packages.json');
  const application = (name: string, title: Record<string, string>, category?: string) => ({ name, type: 'application', title, files: [], ...(category ? { category } : {}) });
  await writeFile(
    manifest,
    JSON.stringify([
      application('Files', { de_DE: 'Dateien', en_EN: 'Files' }, 'system'),
      application('Viewer', { en_EN: 'Viewer' }),
      { name: 'dark', type: 'theme', title: { en_EN: 'Dark' }, files: [] },
    ]),
  );
});

afterEach(() => removeDir(dataDir));

const appsOf = async (server: Awaited<ReturnType<typeof startServer>>) =>
  server.db.selectFrom('apps').select(['name', 'title', 'category']).orderBy('name').execute();

it('registers the built-in applications in a database without the demo, once however often the server starts', async () => {
  const env = { ATRIUM_DEMO: '0', ATRIUM_BUILTIN_MANIFEST: manifest };
  const first = await startServer(dataDir, env);
  const registered = await appsOf(first);
  await first.close();
  expect(registered).toEqual([
    { name: 'Files', title: 'Files', category: 'system' },
    { name: 'Viewer', title: 'Viewer', category: 'system' },
  ]);
  const again = await startServer(dataDir, env);
  expect(await appsOf(again)).toEqual(registered);
  await again.close();
});

it('keeps the demo’s own catalogue and adds the built-in applications it lacks', async () => {
  const server = await startServer(dataDir, { ATRIUM_BUILTIN_MANIFEST: manifest });
  const names = (await appsOf(server)).map((app) => app.name);
  await server.close();
  expect(names).toEqual(['Dashboard', 'Files', 'Notes', 'Orders', 'Preferences', 'Priorities', 'Sandbox', 'Viewer']);
});

it('seeds the demo into a database a production start registered the apps in before it had users', async () => {
  const production = await startServer(dataDir, { ATRIUM_DEMO: '0', ATRIUM_BUILTIN_MANIFEST: manifest });
  await production.close();
  const development = await startServer(dataDir, { ATRIUM_BUILTIN_MANIFEST: manifest });
  const demoApps = await development.db
    .selectFrom('account_member_apps')
    .innerJoin('users', 'users.id', 'account_member_apps.user_id')
    .innerJoin('apps', 'apps.id', 'account_member_apps.app_id')
    .select('apps.name')
    .where('users.username', '=', 'demo')
    .execute();
  await development.close();
  expect(demoApps.map((app) => app.name)).toContain('Files');
});
