import { defineConfig } from 'vitest/config';

const define = { __ATRIUM_VERSION__: JSON.stringify('0.0.0-test') };

// Two projects: browser-side units in jsdom, and the server against a real SQLite file in node.
export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // @pixi/react imports 'react-reconciler/constants' without the extension Node's ESM resolver needs.
          server: { deps: { inline: ['@pixi/react'] } },
        },
      },
      {
        define,
        // Servers start, hash passwords and migrate databases: on a busy 2-core machine a test can
        // take several times its quiet duration, which vitest's 5 s default does not allow for.
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 },
      },
    ],
  },
});
