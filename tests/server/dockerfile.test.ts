import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProductionInstall, ROOT } from '../e2e/dockerfile';

// Docker cannot run here: the image's commands are checked against what the tests run instead.
// tests/e2e/production-install.spec.ts runs the install, the copies and the start it reads from
// the Dockerfile; this checks that they, and the build, are the project's own commands.

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const image = readProductionInstall();

describe('the Dockerfile', () => {
  it('builds with npm run build, the build that npm run test:e2e makes before the production-install test', () => {
    expect(image.build).toContainEqual(expect.stringMatching(/\bnpm run build$/));
    expect(pkg.scripts.build).toBe('node build.mjs');
    expect(pkg.scripts['test:e2e']).toMatch(/^node build\.mjs && /);
  });

  it('installs production dependencies only, from the lockfile', () => {
    expect(image.install.slice(0, 3)).toEqual(['npm', 'ci', '--omit=dev']);
  });

  it('holds the built server and page, package.json and the lockfile, and nothing else of the checkout', () => {
    expect(image.copies.map((copy) => copy.from).sort()).toEqual(['dist/public', 'dist/server', 'package-lock.json', 'package.json']);
    for (const { from, to } of image.copies) expect(to).toBe(from);
  });

  it('starts as npm run serve does, in production, as a user who is not root, and checks its health', () => {
    expect(image.start.join(' ')).toBe(pkg.scripts.serve);
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.user).toBeDefined();
    expect(image.user).not.toMatch(/^(root|0)(:|$)/);
    expect(image.healthcheck.join(' ')).toContain('/api/health');
  });
});
