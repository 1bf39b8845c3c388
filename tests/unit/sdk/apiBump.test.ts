// @vitest-environment node
// sdk/README.md "Versions": the API report's diff decides the bump.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Change = 'breaking' | 'additions' | 'docs';
interface BumpCheck {
  changeBetween(before: string, after: string): Change;
  requiredBump(released: string, change: Change): 'major' | 'minor' | 'patch';
  bumpBetween(released: string, next: string): 'major' | 'minor' | 'patch' | null;
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
// scripts/ is plain JavaScript, outside the type-checked program.
const check = (await import(path.join(root, 'scripts/api-bump-check.mjs'))) as BumpCheck;

const report = (...lines: string[]) => ['## API Report File for "@atrium/sdk"', '', '```ts', "import type { ReactNode } from 'react';", '', ...lines, '', '```', ''].join('\n');
const released = report('// @public', 'export function basename(path: string): string;', '', '// @public', 'export interface Keybinding {', '    id: string;', '}');

describe('npm run api:bump-check', () => {
  it('reads a removed or changed declaration as breaking', () => {
    expect(check.changeBetween(released, report('// @public', 'export interface Keybinding {', '    id: string;', '}'))).toBe('breaking');
    expect(check.changeBetween(released, released.replace('basename(path: string)', 'basename(path: string, separator: string)'))).toBe('breaking');
  });

  it('reads added exports and members as additions, comments only as docs', () => {
    expect(check.changeBetween(released, released.replace('    id: string;', '    id: string;\n    key?: string;'))).toBe('additions');
    expect(check.changeBetween(released, released.replace('// @public\nexport interface', '// (undocumented)\n// @public\nexport interface'))).toBe('docs');
  });

  it('needs major, minor, patch; while 0.x a breaking change is a minor and an addition a patch', () => {
    expect(['breaking', 'additions', 'docs'].map((change) => check.requiredBump('1.4.2', change as Change))).toEqual(['major', 'minor', 'patch']);
    expect(['breaking', 'additions', 'docs'].map((change) => check.requiredBump('0.2.0', change as Change))).toEqual(['minor', 'patch', 'patch']);
  });

  it('measures the bump made', () => {
    expect(check.bumpBetween('0.2.0', '0.3.0')).toBe('minor');
    expect(check.bumpBetween('0.2.0', '0.2.1')).toBe('patch');
    expect(check.bumpBetween('0.2.0', '1.0.0')).toBe('major');
    expect(check.bumpBetween('0.2.0', '0.2.0')).toBeNull();
  });
});
