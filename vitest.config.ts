import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const define = { __ATRIUM_VERSION__: JSON.stringify('0.0.0-test') };

// Atrium's own code imports the SDK's folder (`../../sdk`). Its package.json's exports name the
// packed files (npm run sdk:pack), which the source folder does not have; Vite, unlike esbuild and
// TypeScript, would follow them, so the folder is pointed at its source here.
const resolve = { alias: [{ find: /^(?:\.\.\/)+sdk$/, replacement: fileURLToPath(new URL('./sdk/index.ts', import.meta.url)) }] };

/** Browser-side units in jsdom. */
const unit: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  // @pixi/react imports 'react-reconciler/constants' without the extension Node's ESM resolver needs.
  server: { deps: { inline: ['@pixi/react'] } },
};

// Unit test files share their worker's modules and jsdom (isolate: false): a fresh jsdom and
// module graph for each of ~120 files cost 3 of the unit tests' 3.5 minutes on 2 cores. Every file
// cleans up what it renders, so this holds in any file order (checked with
// --sequence.shuffle.files); a file that leaves a prototype or a global changed fails
// (tests/unit/setup/leakGuard.ts). A file that replaces a module with vi.mock needs a module graph of
// its own: it is named *.isolated.test.* and runs isolated, in its own project. The server files
// stay isolated: shared, the VFS fuzz test's server once never finished closing.
export default defineConfig({
  define,
  test: {
    // vitest's default is a worker less than the cores: one on CI's two. The server files wait on
    // the disk, PostgreSQL and their servers much of the time, so two workers finish the suites in
    // about 175 s instead of 290 s there. Each PostgreSQL file has a database of its own.
    maxWorkers: 2,
    projects: [
      {
        define,
        resolve,
        test: {
          ...unit,
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/**/*.isolated.test.{ts,tsx}'],
          isolate: false,
          setupFiles: ['tests/unit/setup/leakGuard.ts'],
        },
      },
      { define, resolve, test: { ...unit, name: 'unit-isolated', include: ['tests/unit/**/*.isolated.test.{ts,tsx}'] } },
      {
        define,
        resolve,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Servers start, hash passwords and migrate databases: on a busy 2-core machine a test can
          // take several times its quiet duration, which vitest's 5 s default does not allow for.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
