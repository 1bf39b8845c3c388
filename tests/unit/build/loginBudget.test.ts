// @vitest-environment node
// build.mjs weighs the login page's scripts and fails over the budget (scripts/login-budget.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Output {
  bytes: number;
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, { bytesInOutput: number }>;
}
interface Metafile {
  outputs: Record<string, Output>;
}
interface Weight {
  scripts: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
  budget: number;
  over: boolean;
  largest: { input: string; bytes: number }[];
}
interface LoginBudget {
  LOGIN_BUDGET_GZIP_BYTES: number;
  startupScripts(metafile: Metafile, entryPoint: string): string[];
  weighLoginScripts(metafile: Metafile, scripts: string[], gzipBytesOf: (file: string) => number, budget?: number): Weight;
  overBudgetMessage(weight: Weight): string;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
// scripts/ is plain JavaScript, outside the type-checked program.
const budget = (await import(path.join(root, 'scripts/login-budget.mjs'))) as LoginBudget;

const KB = 1024;
/** A build as esbuild's metafile describes it: the login page statically, the desktop behind import(). */
function metafile(loginImportsDesktop: boolean): Metafile {
  const desktop = { path: 'assets/chunks/desktop.js', kind: loginImportsDesktop ? 'import-statement' : 'dynamic-import' };
  return {
    outputs: {
      'assets/main.js': {
        bytes: 20 * KB,
        entryPoint: 'main.tsx',
        imports: [{ path: 'assets/chunks/react.js', kind: 'import-statement' }, desktop],
        inputs: { 'engine/start.tsx': { bytesInOutput: 20 * KB } },
      },
      'assets/chunks/react.js': {
        bytes: 230 * KB,
        imports: [],
        inputs: { 'node_modules/react-dom/cjs/react-dom-client.production.js': { bytesInOutput: 222 * KB }, 'node_modules/react/index.js': { bytesInOutput: 8 * KB } },
      },
      'assets/chunks/desktop.js': {
        bytes: 900 * KB,
        imports: [{ path: 'assets/chunks/react.js', kind: 'import-statement' }],
        inputs: {
          '../node_modules/pixi.js/lib/index.mjs': { bytesInOutput: 300 * KB },
          '../node_modules/pixi.js/lib/scene/Container.mjs': { bytesInOutput: 240 * KB },
          'engine/scene/Canvas.tsx': { bytesInOutput: 360 * KB },
        },
      },
    },
  };
}
// About what these compress to: a third of their bytes.
const gzipOf = (meta: Metafile) => (file: string) => Math.round((meta.outputs[file]?.bytes ?? 0) / 3);

describe('the login page budget', () => {
  it('is 150 KB gzip', () => {
    expect(budget.LOGIN_BUDGET_GZIP_BYTES).toBe(150 * KB);
  });

  it('counts the entry and its static imports, not what it imports dynamically', () => {
    const meta = metafile(false);
    expect(budget.startupScripts(meta, 'main.tsx')).toEqual(['assets/main.js', 'assets/chunks/react.js']);
    const weight = budget.weighLoginScripts(meta, budget.startupScripts(meta, 'main.tsx'), gzipOf(meta));
    expect(weight).toMatchObject({ bytes: 250 * KB, gzip: Math.round((20 * KB) / 3) + Math.round((230 * KB) / 3), over: false });
  });

  it('fails when a static import brings the desktop in, and names the largest modules', () => {
    const meta = metafile(true);
    const scripts = budget.startupScripts(meta, 'main.tsx');
    expect(scripts).toContain('assets/chunks/desktop.js');
    const weight = budget.weighLoginScripts(meta, scripts, gzipOf(meta));
    expect(weight.over).toBe(true);
    // A package's files count as the package.
    expect(weight.largest.map((module) => module.input).slice(0, 3)).toEqual(['pixi.js', 'engine/scene/Canvas.tsx', 'react-dom']);
    const message = budget.overBudgetMessage(weight);
    expect(message).toContain("the login page's scripts are 383.3 KB gzip (1150.0 KB), over the budget of 150.0 KB");
    expect(message).toMatch(/540\.0 KB\s+pixi\.js\n/);
    expect(message).toContain('Its 3 scripts: main.js 6.7 KB, desktop.js 300.0 KB, react.js 76.7 KB.');
  });

  it('fails at one byte over', () => {
    const meta = metafile(false);
    const scripts = budget.startupScripts(meta, 'main.tsx');
    const total = budget.weighLoginScripts(meta, scripts, gzipOf(meta)).gzip;
    expect(budget.weighLoginScripts(meta, scripts, gzipOf(meta), total).over).toBe(false);
    expect(budget.weighLoginScripts(meta, scripts, gzipOf(meta), total - 1).over).toBe(true);
  });
});
