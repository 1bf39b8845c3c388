import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Manifest } from '../contract';
import type { Database } from '../db';
import { APPLICATION_TYPE } from './appTypes';

/** The language of the apps table's one title: the catalogue operators name apps from (set-apps) speaks English. */
const TITLE_LANGUAGE = 'en_EN';
/** Where an application without a category of its own is listed. */
const DEFAULT_CATEGORY = 'system';

/**
 * Registers the built-in applications of `manifest` in the apps table, those whose name is not
 * there yet: a user's app list can only name apps of that table, and a production database has no
 * demo to bring them, so without this no administrator could give anyone Files. Instances starting
 * together may both insert: a name taken meanwhile is left as it is.
 * @returns the names registered now.
 */
export async function registerBuiltinApps(db: Kysely<Database>, manifest: Manifest): Promise<string[]> {
  const known = new Set((await db.selectFrom('apps').select('name').execute()).map((app) => app.name));
  const missing = manifest.filter((pkg) => pkg.type === 'application' && !known.has(pkg.name));
  for (const pkg of missing) {
    const id = randomUUID();
    const title = pkg.title[TITLE_LANGUAGE] ?? Object.values(pkg.title)[0] ?? pkg.name;
    await db
      .insertInto('apps')
      .values({
        id,
        name: pkg.name,
        title,
        category: pkg.category ?? DEFAULT_CATEGORY,
        is_base_app: 0,
        type: APPLICATION_TYPE,
        start_options: JSON.stringify({ name: pkg.name, appId: id, title, type: 'application', autostart: 'false' }),
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  return missing.map((pkg) => pkg.name);
}
