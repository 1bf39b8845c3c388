// Which Atrium a package needs (its metadata's `engines.atrium`): the server leaves a package out
// of the manifest when this Atrium does not satisfy its range, and the desktop refuses to load
// one that still reaches it. One pure module both sides import, so the rule and its message
// exist once. The semver functions are imported one by one (with their file name, as Node's ES
// module loader wants them) so that the browser bundle takes the range check, not all of semver.
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import { version } from '../../sdk/package.json';

/**
 * The running Atrium's version as packages see it: the SDK's (sdk/package.json), which is what a
 * package is built against and what its `engines.atrium` range names. The bundles take it in at
 * build time, so server and desktop check against one number.
 */
export const ATRIUM_VERSION: string = version;

/** The range a package built against this Atrium's SDK declares, e.g. "^0.2": what messages suggest. */
export const CURRENT_ATRIUM_RANGE = `^${ATRIUM_VERSION.split('.').slice(0, 2).join('.')}`;

/** What a package's metadata says about the Atrium it needs. */
export interface PackageEngines {
  name: string;
  engines?: { atrium: string };
}

/** Whether `range` is a semver range such as "^0.2" (an empty text is not, though semver reads it as "*"). */
export function isAtriumRange(range: string): boolean {
  return range.trim() !== '' && validRange(range) !== null;
}

/**
 * Why Atrium `version` cannot run the package: its `engines.atrium` range is not satisfied (a
 * prerelease of Atrium satisfies no range that does not name it). Undefined when it can, and
 * when the package does not say which Atrium it needs.
 */
export function atriumMismatch(pkg: PackageEngines, version: string = ATRIUM_VERSION): string | undefined {
  const range = pkg.engines?.atrium;
  if (range === undefined || satisfies(version, range, { includePrerelease: false })) return undefined;
  return `Package "${pkg.name}" needs Atrium ${range}; this is Atrium ${version}`;
}
