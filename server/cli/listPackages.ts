import { ATRIUM_VERSION, CURRENT_ATRIUM_RANGE } from '../contract';
import { createPackages, readBuiltinManifest, type PackageFolder } from '../packages';
import type { Command } from './command';

/** list-packages: what the desktop gets from the packages folder, and why it does not get the rest. */
export const listPackages: Command = {
  name: 'list-packages',
  summary: 'Lists the installed packages (PACKAGES_DIR), each with whether the desktop gets it, and why not.',
  options: [],
  details: [
    'Each line: the package folder, then "listed" or "not listed" and why: its metadata.json is broken, or',
    `names an Atrium this one (${ATRIUM_VERSION}) is not, in engines.atrium. A listed package that does not say`,
    'which Atrium it needs gets a warning: it may break when Atrium changes.',
  ],

  prepare() {
    return async ({ config, print, printError }) => {
      // A missing built-in manifest is worth a word; what the survey finds, it tells itself.
      const builtin = await readBuiltinManifest(config.builtinManifest, { warn: printError });
      const packages = createPackages({ builtin, installedDir: config.packagesDir, log: { warn: () => undefined } });
      const folders = await packages.survey();
      for (const folder of folders) print(`${folder.folder}  ${status(folder)}`);
      const listed = folders.filter(({ check }) => check.ok).length;
      print(`${folders.length} package${folders.length === 1 ? '' : 's'} in ${config.packagesDir}: ${listed} listed, ${folders.length - listed} not listed.`);
    };
  },
};

function status({ check }: PackageFolder): string {
  if (!check.ok) return `not listed: ${check.problem}`;
  if (check.metadata.engines === undefined) {
    return `listed; warning: it does not say which Atrium it needs (add "engines": { "atrium": "${CURRENT_ATRIUM_RANGE}" } to its metadata.json)`;
  }
  return `listed (Atrium ${check.metadata.engines.atrium})`;
}
