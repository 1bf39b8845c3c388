import type { Manifest } from '../contract';
import { createFileRoot, type Resolution } from '../files';
import { createInstalledPackages } from './installed';
import type { WarningLog } from './log';

/** The package manifest and the files of installed packages. */
export interface Packages {
  /** The built-in packages, then the installed ones by name. */
  manifest(): Promise<Manifest>;
  /** The installed packages alone (those with a folder in the packages folder), by name. */
  installed(): Promise<Manifest>;
  /**
   * File `file` of installed package `name`: found only when the package lists it and its real
   * path lies inside the package's real folder; refused when the request tries to get out of it.
   */
  installedFile(name: string, file: string): Promise<Resolution>;
}

export function createPackages(options: { builtin: Manifest; installedDir: string; log: WarningLog }): Packages {
  const { builtin, installedDir, log } = options;
  const root = createFileRoot(installedDir);
  const installed = createInstalledPackages({ root, builtinNames: new Set(builtin.map((metadata) => metadata.name)), log });

  return {
    async manifest() {
      return [...builtin, ...(await installed.list())];
    },

    installed: () => installed.list(),

    async installedFile(name, file) {
      // Resolved before the listing is asked, so that whatever leads out of the package folder is
      // refused, and logged, as such, listed or not.
      const found = await root.within(name).resolve(file);
      if (found.kind === 'refused') return found;
      const metadata = (await installed.list()).find((candidate) => candidate.name === name);
      // Only a file the package lists, character for character: one URL per file.
      return metadata?.files.includes(file) ? found : { kind: 'missing', code: 'ENOENT' };
    },
  };
}
