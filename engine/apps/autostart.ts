import type { PackageMetadata, ProfileApp } from '../../server/contract';
import { AUTOSTART_DELAY_MS, AUTOSTART_STEP_MS } from './constants';
import { isAutostart, isVisible, startOptions } from './rules';

/** One autostart launch: which app, and how long after start. */
export interface AutostartStep {
  name: string;
  at: number;
}

/**
 * When each autostart app launches (docs/features/apps-and-plugins.md#launching): all begin AUTOSTART_DELAY_MS after
 * start; those with a precedence follow one another AUTOSTART_STEP_MS apart, ascending. An app
 * is an autostart app when its package or its profile entry's start options say so, and the
 * user may use it.
 */
export function autostartPlan(packages: readonly PackageMetadata[], profileApps: readonly ProfileApp[]): AutostartStep[] {
  const fromProfile = new Set(profileApps.filter((app) => isAutostart(startOptions(app).autostart)).map((app) => app.name));
  const userApps = new Set(profileApps.map((app) => app.name));
  // One the user may not use is left out: launching it would say 'no access' at every sign-in.
  const chosen = packages.filter(
    (pkg) => pkg.type === 'application' && isVisible(pkg, userApps) && (isAutostart(pkg.autostart) || fromProfile.has(pkg.name)),
  );
  const ordered = chosen
    .filter((pkg) => pkg.precedence !== undefined)
    .sort((a, b) => (a.precedence ?? 0) - (b.precedence ?? 0))
    .map((pkg, index) => ({ name: pkg.name, at: AUTOSTART_DELAY_MS + index * AUTOSTART_STEP_MS }));
  const unordered = chosen.filter((pkg) => pkg.precedence === undefined).map((pkg) => ({ name: pkg.name, at: AUTOSTART_DELAY_MS }));
  return [...unordered, ...ordered];
}
