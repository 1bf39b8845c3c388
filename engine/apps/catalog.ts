import type { Manifest, ProfileApp } from '../../server/contract';
import { VIEWER_APP, VIEWER_APP_TYPE } from './constants';
import { categoryOf, isVisible, titleIn } from './rules';
import type { CatalogEntry } from './types';

/**
 * What the application menu lists: the visible, not hidden applications of the manifest, plus
 * the user's data-defined apps (profile type 2) when the Viewer that opens them is installed.
 */
export function catalogOf(manifest: Manifest, profileApps: readonly ProfileApp[], locale: string): readonly CatalogEntry[] {
  const userApps = new Set(profileApps.map((app) => app.name));
  const packaged = manifest
    .filter((pkg) => pkg.type === 'application' && pkg.hidden !== true && isVisible(pkg, userApps))
    .map(
      (pkg): CatalogEntry => ({
        name: pkg.name,
        title: titleIn(pkg.title, locale, pkg.name),
        category: categoryOf(pkg.category),
        icon: pkg.icon ?? null,
        fontIcon: pkg.fontIcon ?? null,
      }),
    );
  if (!manifest.some((pkg) => pkg.name === VIEWER_APP)) return packaged;
  const known = new Set(packaged.map((entry) => entry.name));
  const viewed = profileApps
    .filter((app) => app.type === VIEWER_APP_TYPE && !known.has(app.name))
    .map(
      (app): CatalogEntry => ({
        name: app.name,
        title: app.title.trim() === '' ? app.name : app.title,
        category: categoryOf(app.category),
        icon: null,
        fontIcon: null,
      }),
    );
  return [...packaged, ...viewed];
}
