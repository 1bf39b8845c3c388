import { fileURLToPath } from 'node:url';
import { CreatePluginError, createPlugin, nextSteps } from '../../kits/create-plugin/src';
import { ArchiveRefusal, installArchive, readBuiltinManifest } from '../packages';
import { InputError, Refusal, type FileCommand, type ParsedOptions } from './command';

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
    const archive = stringOption(options, 'archive');
    return async ({ config, print, printError }) => {
      try {
        const builtin = await readBuiltinManifest(config.builtinManifest, { warn: printError });
        const builtinNames = new Set(builtin.map((metadata) => metadata.name));
        const installed = await installArchive({ archive, packagesDir: config.packagesDir, builtinNames });
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

/**
 * The plugin kit's template in this checkout. Two levels up is the checkout from this module's
 * source (server/cli/) and from the bundled tool (dist/server/atrium.js) alike.
 */
const TEMPLATE_DIR = fileURLToPath(new URL('../../kits/create-plugin/template', import.meta.url));

/** new-plugin: what `npx create-atrium-plugin` makes, from this checkout's copy of the kit. */
export const newPlugin: FileCommand = {
  name: 'new-plugin',
  summary: 'Makes a new plugin folder anywhere, as npx create-atrium-plugin does.',
  argument: { name: 'folder', description: 'The new plugin’s folder: new, or empty.' },
  options: [
    { name: 'name', value: 'name', description: 'What to call the plugin (my-plugin); the folder’s name by default.' },
    { name: 'sdk', value: 'tgz', description: 'Install @atrium/sdk from this tarball (npm run sdk:pack) instead of the registry.' },
    { name: 'playwright', value: 'tgz', description: 'Install @atrium/playwright from this tarball (npm run playwright-kit:pack) instead of the registry.' },
  ],
  details: [
    'The plugin has an application, a panel item and a widget, a build (npm run build, dev, pack) and a',
    'Playwright test (npm test); sdk/README.md walks through it. Example:',
    '  npm run atrium -- new-plugin ../my-plugin --sdk dist/packs/atrium-sdk-0.2.0.tgz',
  ],

  prepare(options) {
    const dir = stringOption(options, 'folder');
    const given = (name: string) => (options[name] === undefined ? undefined : stringOption(options, name));
    return async ({ print }) => {
      try {
        const created = await createPlugin({ dir, name: given('name'), tarballs: { sdk: given('sdk'), playwright: given('playwright') }, templateDir: TEMPLATE_DIR });
        for (const line of nextSteps(created)) print(line);
      } catch (error) {
        if (error instanceof CreatePluginError) throw new Refusal(`${error.message}.`);
        throw error;
      }
    };
  },
};

/** A path or name given on the command line: any text but an empty one. */
function stringOption(options: ParsedOptions, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new InputError(`${name === 'folder' || name === 'archive' ? `<${name}>` : `--${name}`} must not be empty`);
  return value;
}
