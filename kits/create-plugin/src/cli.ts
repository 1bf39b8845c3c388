// create-atrium-plugin <folder> [--name <name>] [--sdk <tgz>] [--playwright <tgz>]: a new Atrium
// plugin folder, from the template beside this bundle.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CreatePluginError, createPlugin, nextSteps } from './createPlugin';

const USAGE = `Usage: create-atrium-plugin <folder> [--name <name>] [--sdk <tgz>] [--playwright <tgz>]

Makes a new Atrium plugin in <folder> (new, or empty): an application, a panel item and a widget,
a build (npm run build, dev, pack) and a Playwright test (npm test).
  --name <name>        what to call it (my-plugin); the folder's name by default
  --sdk <tgz>          install @atrium/sdk from this tarball instead of the registry
  --playwright <tgz>   install @atrium/playwright from this tarball instead of the registry`;

async function main(args: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { name: { type: 'string' }, sdk: { type: 'string' }, playwright: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`create-atrium-plugin: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [dir, ...extra] = positionals;
  if (dir === undefined || extra.length > 0) {
    console.error(`create-atrium-plugin: ${dir === undefined ? 'give the new plugin’s folder' : `one folder only, not also '${extra.join(' ')}'`}\n\n${USAGE}`);
    return 2;
  }
  try {
    const created = await createPlugin({
      dir,
      name: values.name,
      tarballs: { sdk: values.sdk, playwright: values.playwright },
      templateDir: fileURLToPath(new URL('../template', import.meta.url)),
    });
    for (const line of nextSteps(created)) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof CreatePluginError)) throw error;
    console.error(`create-atrium-plugin: ${error.message}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
