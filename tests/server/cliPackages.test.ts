import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackageMetadata } from '../../server/contract';
import { EXIT, runCli } from '../../server/cli';
import { fakeIo } from './cliIo';
import { removeDir, tempDir } from './helpers';

let dataDir: string;

beforeEach(async () => {
  dataDir = await tempDir('atrium-cli-packages-');
});

afterEach(() => removeDir(dataDir));

function metadata(name: string, more: Partial<PackageMetadata> = {}): PackageMetadata {
  return { name, type: 'application', title: { en_EN: name }, files: [], ...more };
}

async function install(folder: string, content: unknown): Promise<void> {
  await mkdir(path.join(dataDir, 'packages', folder), { recursive: true });
  await writeFile(path.join(dataDir, 'packages', folder, 'metadata.json'), typeof content === 'string' ? content : JSON.stringify(content));
}

describe('atrium list-packages', () => {
  it('shows each installed package, whether the desktop gets it, and why not', async () => {
    const builtinManifest = path.join(dataDir, 'builtin-packages.json');
    await writeFile(builtinManifest, JSON.stringify([metadata('Notes', { engines: { atrium: '^0.2' } })]));
    await install('Current', metadata('Current', { engines: { atrium: '^0.2' } }));
    await install('Future', metadata('Future', { engines: { atrium: '^9' } }));
    await install('Unsaid', metadata('Unsaid'));
    await install('Vague', metadata('Vague', { engines: { atrium: 'the latest' } }));
    await install('Notes', metadata('Notes'));
    await install('Broken', '{ "name": ');

    const { io, out, err } = fakeIo();
    const status = await runCli(['list-packages'], io, { NODE_ENV: 'production', DATA_DIR: dataDir, ATRIUM_BUILTIN_MANIFEST: builtinManifest });

    expect(err).toEqual([]);
    expect(status).toBe(EXIT.done);
    expect(out).toEqual([
      expect.stringMatching(/^Broken {2}not listed: metadata\.json: not valid JSON \(.+\)$/),
      'Current  listed (Atrium ^0.2)',
      'Future  not listed: Package "Future" needs Atrium ^9; this is Atrium 0.2.0',
      'Notes  not listed: "Notes" is the name of a built-in package',
      'Unsaid  listed; warning: it does not say which Atrium it needs (add "engines": { "atrium": "^0.2" } to its metadata.json)',
      'Vague  not listed: metadata.json: /engines/atrium: "the latest" is not a semver range; engines.atrium takes one such as "^0.2"',
      `6 packages in ${path.join(dataDir, 'packages')}: 2 listed, 4 not listed.`,
    ]);
  });

  it('says so when nothing is installed, and when there is no built-in manifest', async () => {
    const missing = path.join(dataDir, 'no-builtin-packages.json');
    const { io, out, err } = fakeIo();
    expect(await runCli(['list-packages'], io, { NODE_ENV: 'production', DATA_DIR: dataDir, ATRIUM_BUILTIN_MANIFEST: missing })).toBe(EXIT.done);
    expect(out).toEqual([`0 packages in ${path.join(dataDir, 'packages')}: 0 listed, 0 not listed.`]);
    expect(err).toEqual([`No built-in package manifest at ${missing}: serving installed packages only`]);
  });
});
