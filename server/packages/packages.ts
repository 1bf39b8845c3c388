import path from 'node:path';
import type { Manifest } from '../contract';
import { createInstalledPackages } from './installed';
import type { WarningLog } from './log';

/** The package manifest and the files of installed packages. */
export interface Packages {
  /** The built-in packages, then the installed ones by name. */
  manifest(): Promise<Manifest>;
  /** Where file `file` of installed package `name` is, when the package lists it. */
  installedFile(name: string, file: string): Promise<string | undefined>;
}

export function createPackages(options: { builtin: Manifest; installedDir: string; log: WarningLog }): Packages {
  const { builtin, installedDir, log } = options;
  const installed = createInstalledPackages({ dir: installedDir, builtinNames: new Set(builtin.map((metadata) => metadata.name)), log });

  return {
    async manifest() {
      return [...builtin, ...(await installed.list())];
    },

    async installedFile(name, file) {
      const metadata = (await installed.list()).find((candidate) => candidate.name === name);
      // Only a file the package lists, character for character. The listing's pattern admits no
      // `..`, no absolute path and no hidden file, so the path stays inside the package's folder.
      return metadata?.files.includes(file) ? path.join(installedDir, name, file) : undefined;
    },
  };
}
