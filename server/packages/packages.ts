import type { Manifest } from '../contract';
import { createFileRoot, type Opening } from '../files';
import { createInstalledPackages, type PackageFolder } from './installed';
import type { WarningLog } from './log';
import { packageRevision } from './revision';

/** The package manifest and the files of installed packages. */
export interface Packages {
  /** The built-in packages, then the installed ones by name, each with the revision of its files. */
  manifest(): Promise<Manifest>;
  /** The installed packages alone (those with a folder in the packages folder), by name. */
  installed(): Promise<Manifest>;
  /** Every folder in the packages folder with its metadata, or why it is not listed (the operators' tool shows them), by name. */
  survey(): Promise<PackageFolder[]>;
  /**
   * File `file` of installed package `name`, opened (the caller closes it): only when the package
   * lists it and what was opened lies inside the package's real folder and has no other hard
   * link; refused when the request tries to get out of it.
   */
  installedFile(name: string, file: string): Promise<Opening>;
}

export function createPackages(options: { builtin: Manifest; installedDir: string; log: WarningLog }): Packages {
  const { builtin, installedDir, log } = options;
  // Anyone who may install a package can plant a hard link in its folder.
  const root = createFileRoot(installedDir, { singleLinkOnly: true });
  const installed = createInstalledPackages({ root, builtinNames: new Set(builtin.map((metadata) => metadata.name)), log });

  return {
    async manifest() {
      const listed = await installed.list();
      // Built-in packages change only with Atrium, whose build the page loads anew.
      return [...builtin, ...(await Promise.all(listed.map(async (metadata) => ({ ...metadata, revision: await packageRevision(root, metadata) }))))];
    },

    installed: () => installed.list(),

    survey: () => installed.survey(),

    async installedFile(name, file) {
      // Resolved before the listing is asked, so that whatever leads out of the package folder is
      // refused, and logged, as such, listed or not.
      const found = await root.within(name).open(file);
      if (found.kind !== 'opened') return found;
      let listed = false;
      try {
        // Only a file the package lists, character for character: one URL per file.
        listed = (await installed.list()).find((candidate) => candidate.name === name)?.files.includes(file) ?? false;
      } finally {
        if (!listed) await found.file.handle.close();
      }
      if (listed) return found;
      return { kind: 'missing', code: 'ENOENT' };
    },
  };
}
