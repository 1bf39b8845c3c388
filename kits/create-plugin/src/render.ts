import { ATRIUM_RANGE, FIRST_VERSION, KIT_RANGES, TOOL_VERSIONS } from './constants';
import type { PluginNames } from './names';

/** Where the kits come from: by default the published ranges, or tarballs (`file:` specs) for a local try. */
export interface KitSources {
  sdk?: string;
  playwright?: string;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A template file's text for this plugin: every `{{key}}` replaced by its value.
 * @throws Error naming a placeholder it does not know, so a typo in the template cannot ship.
 */
export function renderTemplate(text: string, names: PluginNames): string {
  const values: Readonly<Record<string, string>> = { ...names, atriumRange: ATRIUM_RANGE };
  return text.replace(PLACEHOLDER, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`the template has an unknown placeholder ${placeholder}`);
    return value;
  });
}

/** The new plugin's package.json: its scripts, and the kits and tools it builds and tests with. */
export function packageJson(names: PluginNames, kits: KitSources = {}): string {
  const devDependencies: Record<string, string> = {
    '@atrium/playwright': kits.playwright ?? KIT_RANGES.playwright,
    '@atrium/sdk': kits.sdk ?? KIT_RANGES.sdk,
    ...TOOL_VERSIONS,
  };
  const manifest = {
    name: names.id,
    version: FIRST_VERSION,
    private: true,
    type: 'module',
    scripts: {
      build: 'node build.mjs',
      dev: 'node build.mjs --watch',
      pack: 'node build.mjs --pack',
      test: 'playwright test',
      typecheck: 'tsc --noEmit',
    },
    devDependencies: Object.fromEntries(Object.entries(devDependencies).sort(([a], [b]) => (a < b ? -1 : 1))),
    // npm 11 runs no install script it was not told to: esbuild's checks its binary.
    allowScripts: { esbuild: true },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
