import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PackageLoadError, lazyPackage } from '../../server/lazy';
import { removeDir, tempDir } from './helpers';
import { buildBundles, serveBundle } from './processes';

// Issue 33: the server answers within 2 s of its start. What its first answer does not need is
// loaded when first used; these tests check which packages the built server has imported, not how
// long it took.

/** Packages only some requests, stores or commands need: none of them is imported by a start on local storage. */
const NOT_AT_START = ['@aws-sdk/client-s3', '@aws-sdk/lib-storage', '@node-rs/argon2', 'file-type', 'tar', 'nodemailer', 'pg'];
const RECORD_IMPORTS = fileURLToPath(new URL('recordImports.mjs', import.meta.url));

describe('lazyPackage', () => {
  it('loads once, and names the package when the load fails, trying again on the next call', async () => {
    let calls = 0;
    const load = lazyPackage('left-pad', () => (++calls === 1 ? Promise.reject(new Error("Cannot find package 'left-pad'")) : Promise.resolve({ pad: true })));
    const failed = await load().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PackageLoadError);
    expect((failed as Error).message).toBe("Could not load the package 'left-pad': Cannot find package 'left-pad'");
    expect(await load()).toEqual({ pad: true });
    expect(await load()).toEqual({ pad: true });
    expect(calls).toBe(2);
  });
});

describe('the built server’s start (dist/server/main.js)', () => {
  let bundles: string;
  let dataDir: string;

  beforeAll(async () => {
    bundles = await buildBundles();
  }, 120_000);

  afterAll(() => removeDir(bundles));

  beforeEach(async () => {
    dataDir = await tempDir('atrium-lazy-');
  });

  afterEach(() => removeDir(dataDir));

  it('imports neither the S3 SDK nor argon2 (nor the other packages of later requests) on local storage, and argon2 at the first sign-in', async () => {
    const imports = path.join(dataDir, 'imports.txt');
    const imported = async () => (await readFile(imports, 'utf8')).split('\n');
    const server = await serveBundle(bundles, dataDir, { ATRIUM_DEMO: '0', NODE_OPTIONS: `--import=${RECORD_IMPORTS}`, ATRIUM_TEST_IMPORTS: imports });
    try {
      // Started, answering, and its start-up work done.
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const atStart = await imported();
      expect(atStart).toContain('fastify');
      expect(NOT_AT_START.filter((name) => atStart.includes(name))).toEqual([]);

      const signIn = await fetch(`${server.url}/api/auth`, { method: 'POST', body: new URLSearchParams({ username: 'nobody', password: 'Wrong@2026' }) });
      expect(signIn.status).toBe(401);
      expect(await imported()).toContain('@node-rs/argon2');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
