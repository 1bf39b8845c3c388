import type { PackageMetadata } from '../contract';

/**
 * Whether a user may see and use a package (docs/features/apps-and-plugins.md#launching): anything that is not an
 * application, an application every organisation gets, or one in the user's app list. The
 * browser's launcher applies the same rule (engine/apps/rules.ts), which the server cannot import.
 */
export function isPackageVisible(pkg: PackageMetadata, userApps: ReadonlySet<string>): boolean {
  return pkg.type !== 'application' || pkg.defaultAppforOrgs === true || userApps.has(pkg.name);
}
