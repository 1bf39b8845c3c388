import { ArchiveRefusal, installArchive } from '../packages';
import { VERSION } from '../version';
import { InputError, Refusal, type FileCommand } from './command';

/** install-package: a pack archive into the packages folder, whole or not at all. */
export const installPackage: FileCommand = {
  name: 'install-package',
  summary: 'Installs a plugin archive (made by its `npm run pack`) into the packages folder.',
  argument: { name: 'archive', description: 'The .tgz archive: one folder named as the package, with its metadata.json and files.' },
  options: [],
  details: [
    'The packages folder is PACKAGES_DIR, or <DATA_DIR>/packages. Before anything is installed the archive',
    'is checked: a readable tar.gz of plain files and folders only (no links, absolute paths or ..), within',
    "the limits on files, bytes and depth; its metadata.json is valid, every file it lists is there, and its",
    'engines.atrium range admits this Atrium. An installed version is replaced in one step. The running',
    "server and its desktops see the package within seconds, without a restart.",
    'Example:',
    '  npm run atrium -- install-package my-plugin-0.1.0.tgz',
  ],

  prepare(options) {
    const archive = options.archive;
    if (typeof archive !== 'string' || archive.trim() === '') throw new InputError('<archive> must name a file');
    return async ({ config, print }) => {
      try {
        const installed = await installArchive({ archive, packagesDir: config.packagesDir, atriumVersion: VERSION });
        print(
          `${installed.replaced ? 'Replaced' : 'Installed'} package '${installed.metadata.name}' in ${installed.dir} ` +
            `(${installed.files} files, ${installed.bytes} bytes).`,
        );
      } catch (error) {
        if (error instanceof ArchiveRefusal) throw new Refusal(`The archive is refused: ${error.message}.`);
        throw error;
      }
    };
  },
};
