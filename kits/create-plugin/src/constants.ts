/** The Atrium a new plugin is written for: its metadata's engines.atrium, and the kits it installs. */
export const ATRIUM_RANGE = '^0.2';

/** What a new plugin's package.json asks for by default: the published kits, in Atrium's range. */
export const KIT_RANGES = {
  sdk: '^0.2.0',
  playwright: '^0.2.0',
} as const;

/**
 * The tools a new plugin builds, checks and tests with: the versions Atrium itself is built and
 * tested with (its package.json), so a plugin's first build behaves as Atrium's own example does.
 */
export const TOOL_VERSIONS = {
  '@playwright/test': '1.65.1',
  '@types/node': '20.19.43',
  '@types/react': '19.3.0',
  esbuild: '0.28.2',
  tar: '7.5.23',
  typescript: '5.9.3',
} as const;

/** A new plugin's first version. */
export const FIRST_VERSION = '0.1.0';

/** Template files stored under another name: npm leaves a package's .gitignore out of its tarball. */
export const RENAMED_FILES: Readonly<Record<string, string>> = { gitignore: '.gitignore' };
