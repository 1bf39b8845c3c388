import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RENAMED_FILES } from './constants';
import { pluginNames, type PluginNames } from './names';
import { packageJson, renderTemplate, type KitSources } from './render';

/** The plugin cannot be created as asked; the message says why. Nothing was written. */
export class CreatePluginError extends Error {
  override readonly name = 'CreatePluginError';
}

export interface CreatePluginOptions {
  /** The new plugin's folder: it may not exist yet, or be empty. */
  dir: string;
  /** What to call the plugin; the folder's name by default. */
  name?: string;
  /** Tarballs to install the kits from instead of the registry (`--sdk`, `--playwright`). */
  tarballs?: KitSources;
  /** The kit's template folder. */
  templateDir: string;
}

export interface CreatedPlugin {
  dir: string;
  names: PluginNames;
  /** The files written, relative to `dir`. */
  files: string[];
}

/**
 * Makes a new plugin folder from the template: an app, a panel item and a widget, a build that
 * watches and packs, and a Playwright test. Every file is rendered before the first is written.
 * @throws CreatePluginError for a name that cannot be a plugin's, a folder that is not empty, or a tarball that is not a file.
 */
export async function createPlugin(options: CreatePluginOptions): Promise<CreatedPlugin> {
  const dir = path.resolve(options.dir);
  const checked = pluginNames(options.name ?? path.basename(dir));
  if (!checked.ok) throw new CreatePluginError(checked.problem);
  const { names } = checked;
  await assertEmptyOrAbsent(dir);
  const kits: KitSources = {};
  for (const kit of ['sdk', 'playwright'] as const) {
    const tarball = options.tarballs?.[kit];
    if (tarball !== undefined) kits[kit] = await tarballSpec(tarball, kit);
  }

  const templateFiles = await filesIn(options.templateDir);
  const rendered = await Promise.all(
    templateFiles.map(async (file) => ({
      file: RENAMED_FILES[file] ?? file,
      text: renderTemplate(await readFile(path.join(options.templateDir, file), 'utf8'), names),
    })),
  );
  rendered.push({ file: 'package.json', text: packageJson(names, kits) });
  for (const { file, text } of rendered) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    // 'wx': never over a file that appeared meanwhile.
    await writeFile(path.join(dir, file), text, { flag: 'wx' });
  }
  return { dir, names, files: rendered.map(({ file }) => file).sort() };
}

/** What to run next, for the person who created the plugin. */
export function nextSteps(created: CreatedPlugin, from: string = process.cwd()): string[] {
  const folder = path.relative(from, created.dir) || '.';
  return [
    `Created ${created.names.title} (package ${created.names.name}) in ${created.dir}. Next:`,
    `  cd ${folder}`,
    '  npm install',
    `  npm run build                              # dist/${created.names.name}: metadata.json and main.js`,
    '  PACKAGES_DIR=<packages folder> npm run dev  # rebuilds into your running Atrium on every change',
    '  ATRIUM_URL=<its address> npm test          # its Playwright test, against an Atrium in test mode',
    `  npm run pack                               # ${created.names.id}-<version>.tgz, for install-package`,
  ];
}

async function assertEmptyOrAbsent(dir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new CreatePluginError(`'${dir}' is a file, not a folder`);
    throw error;
  }
  if (entries.length > 0) {
    throw new CreatePluginError(`'${dir}' is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}): a new plugin needs a new folder or an empty one`);
  }
}

/** A kit's tarball as npm installs it: `file:` and its absolute path. */
async function tarballSpec(file: string, kit: string): Promise<string> {
  const resolved = path.resolve(file);
  const info = await stat(resolved).catch(() => undefined);
  if (!info?.isFile()) throw new CreatePluginError(`--${kit} '${file}' is not a file: give the tarball made by npm run ${kit === 'sdk' ? 'sdk:pack' : 'playwright-kit:pack'}`);
  return `file:${resolved}`;
}

/** The template's files, relative to it, in a stable order. */
async function filesIn(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = under === '' ? entry.name : `${under}/${entry.name}`;
      return entry.isDirectory() ? filesIn(dir, file) : Promise.resolve([file]);
    }),
  );
  return nested.flat().sort();
}
