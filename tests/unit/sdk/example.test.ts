// @vitest-environment node
import { Value } from '@sinclair/typebox/value';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageMetadata } from '../../../server/contract/packages';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const out = mkdtempSync(path.join(tmpdir(), 'atrium-sdk-example-'));
const packageDir = path.join(out, 'Hello');

/** The bare specifiers of a bundle's imports: static, re-exports and dynamic. */
function bareImportsOf(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  return [...new Set(specifiers.filter((specifier) => !/^(\.|\/|[a-z]+:)/.test(specifier)))].sort();
}

async function sharedSpecifiers(): Promise<readonly string[]> {
  // scripts/ is plain JavaScript, outside the type-checked program.
  const file = path.join(root, 'scripts/shared-modules.mjs');
  const module = (await import(file)) as { SHARED_SPECIFIERS: readonly string[] };
  return module.SHARED_SPECIFIERS;
}

beforeAll(() => {
  const built = spawnSync(process.execPath, [path.join(root, 'sdk/example/build.mjs'), '--out', out], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`sdk/example/build.mjs failed:\n${built.stderr}`);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the example plugin (sdk/example)', () => {
  it('builds into a package folder the server accepts', () => {
    const metadata: unknown = JSON.parse(readFileSync(path.join(packageDir, 'metadata.json'), 'utf8'));
    expect([...Value.Errors(PackageMetadata, metadata)].map((error) => `${error.path}: ${error.message}`)).toEqual([]);
    const { name, files } = metadata as PackageMetadata;
    expect(name).toBe('Hello');
    for (const file of files) expect(existsSync(path.join(packageDir, file)), file).toBe(true);
  });

  it('registers under the names its metadata declares', () => {
    const metadata = JSON.parse(readFileSync(path.join(packageDir, 'metadata.json'), 'utf8')) as PackageMetadata;
    const code = readFileSync(path.join(packageDir, 'main.js'), 'utf8');
    const declared = [metadata.name, ...(metadata.contributes?.panelItems ?? []), ...(metadata.contributes?.widgets ?? [])];
    for (const id of declared) expect(code).toContain(JSON.stringify(id));
  });

  it('carries only its own code, importing React and the SDK from the page', async () => {
    const code = readFileSync(path.join(packageDir, 'main.js'), 'utf8');
    expect(code.length).toBeLessThan(20 * 1024);
    for (const reactInternal of ['react.production', 'react.development', '__CLIENT_INTERNALS_DO_NOT_USE']) {
      expect(code).not.toContain(reactInternal);
    }
    const imports = bareImportsOf(code);
    expect(imports).toEqual(expect.arrayContaining(['@atrium/sdk', 'react', 'react/jsx-runtime']));
    // Every bare import must be a key of the page's import map, or it fails to load.
    expect(await sharedSpecifiers()).toEqual(expect.arrayContaining(imports));
  });
});
