import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser takes values from server/contract only from its pure modules (eslint.config.mjs),
// so that a rule both sides run exists once. A pure module must stay one: an import of TypeBox or
// of the server from it would bring them into the browser's bundle.

const root = path.resolve(import.meta.dirname, '../../..');
const CONTRACT = path.join(root, 'server/contract');
interface LayeringRule {
  PURE_CONTRACT_MODULES: string[];
  BROWSER_IMPORTS: { regex: string; allowTypeImports?: boolean }[];
}
const { BROWSER_IMPORTS, PURE_CONTRACT_MODULES } = (await import(path.join(root, 'eslint.config.mjs'))) as LayeringRule;
// What a pure module may import besides another pure module: parts of semver, which run in the
// browser, and the SDK's version (engines.ts), which the bundles take in at build time.
const ALLOWED_PACKAGES = [/^semver\/(functions|ranges)\/[a-z-]+\.js$/, /^\.\.\/\.\.\/sdk\/package\.json$/];
const IMPORT = /\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm;

function importsOf(module: string): string[] {
  const text = readFileSync(path.join(CONTRACT, `${module}.ts`), 'utf8');
  return Array.from(text.matchAll(IMPORT), (match) => match[1] ?? match[2] ?? match[3] ?? '');
}

const refused = (specifier: string) => BROWSER_IMPORTS.some(({ regex, allowTypeImports }) => allowTypeImports !== true && new RegExp(regex).test(specifier));
const typesOnly = (specifier: string) => BROWSER_IMPORTS.some(({ regex, allowTypeImports }) => allowTypeImports === true && new RegExp(regex).test(specifier));

describe('the contract’s pure modules', () => {
  it.each(PURE_CONTRACT_MODULES)('%s imports only other pure modules and browser-safe packages', (module) => {
    for (const specifier of importsOf(module)) {
      const pure = specifier.startsWith('./') && PURE_CONTRACT_MODULES.includes(specifier.slice(2));
      expect(pure || ALLOWED_PACKAGES.some((allowed) => allowed.test(specifier)), `${module}.ts imports ${specifier}`).toBe(true);
    }
  });

  it('are what the lint rule lets the browser import values from, and nothing else of the server', () => {
    for (const module of PURE_CONTRACT_MODULES) expect(refused(`../../server/contract/${module}`), module).toBe(false);
    expect(refused('../../server/contract/vfs')).toBe(true);
    expect(refused('../../server/vfs')).toBe(true);
    expect(refused('../../server/vfs/paths')).toBe(true);
    expect(refused('../../server/auth')).toBe(true);
    expect(typesOnly('../../server/contract')).toBe(true);
  });

  it('are the browser’s rules: the password rules and the VFS path grammar are the contract’s own', async () => {
    const contract = await import('../../../server/contract/passwords');
    const auth = await import('../../../engine/auth');
    expect(auth.PASSWORD_MESSAGES).toBe(contract.PASSWORD_RULE_MESSAGES);
    expect(auth.brokenPasswordRule).toBe(contract.passwordProblem);
  });
});
