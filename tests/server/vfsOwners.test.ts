import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileEntry, Profile, TrashEntry } from '../../server/contract';
import { bearer, removeDir, startServer, tempDir, tokenInAccount, type TestServer } from './helpers';
import { failsWith, newUser, ok, vfsClient } from './vfsHelpers';

let server: TestServer & { dataDir: string };
let outside: string;

/** An installed package: its folder, metadata.json and one script. */
async function installPackage(packagesDir: string, name: string, metadata: object): Promise<void> {
  await mkdir(path.join(packagesDir, name), { recursive: true });
  await writeFile(path.join(packagesDir, name, 'metadata.json'), JSON.stringify({ name, title: { en_EN: name }, files: ['main.js'], ...metadata }));
  await writeFile(path.join(packagesDir, name, 'main.js'), `export const name = ${JSON.stringify(name)};`);
}

beforeAll(async () => {
  const dataDir = await tempDir();
  outside = await tempDir('atrium-outside-');
  await writeFile(path.join(outside, 'canary.txt'), 'CANARY outside the packages');
  const packagesDir = path.join(dataDir, 'packages');
  await installPackage(packagesDir, 'Notes', { type: 'application' });
  await installPackage(packagesDir, 'everyone', { type: 'application', defaultAppforOrgs: true });
  await installPackage(packagesDir, 'dark-theme', { type: 'theme' });
  await installPackage(packagesDir, 'secret-app', { type: 'application' });
  await installPackage(outside, 'linked', { type: 'theme' });
  await symlink(path.join(outside, 'linked'), path.join(packagesDir, 'linked'));
  await symlink(path.join(outside, 'canary.txt'), path.join(packagesDir, 'Notes', 'escape.txt'));
  await symlink(outside, path.join(packagesDir, 'Notes', 'out'));
  server = { ...(await startServer(dataDir, { ATRIUM_TEST_MODE: '1' })), dataDir };
});

afterAll(async () => {
  await server.close();
  await removeDir(server.dataDir);
  await removeDir(outside);
});

async function accountsOf(jwt: string): Promise<Record<string, string>> {
  const profile = ok<Profile>(await server.app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(jwt) }));
  return Object.fromEntries(profile.accounts.map((account) => [account.name, account.accountId]));
}

describe('whose files a user reaches', () => {
  it('never another user’s home: the same path is each user’s own, and ids of another’s trash are unknown', async () => {
    const alice = vfsClient(server.app, (await newUser(server.app)).jwt);
    const bob = vfsClient(server.app, (await newUser(server.app)).jwt);
    ok(await alice.upload('home:/private.txt', 'alice only'));
    failsWith(await bob.read('home:/private.txt'), 'ERR_VFS_NOT_FOUND', 404);
    expect(ok(await bob.get('exists', 'home:/private.txt'))).toBe(false);
    expect(ok<FileEntry[]>(await bob.post('search', { pattern: 'private*' }))).toEqual([]);
    const trashed = ok<TrashEntry>(await alice.post('trash', { path: 'home:/private.txt' }));
    failsWith(await bob.post('restore', { id: trashed.id }), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await bob.post('purge', { id: trashed.id }), 'ERR_VFS_NOT_FOUND', 404);
    expect(ok<TrashEntry[]>(await server.app.inject({ url: '/vfs/trash', headers: bearer((await newUser(server.app)).jwt) }))).toEqual([]);
    expect(ok<FileEntry>(await alice.post('restore', { id: trashed.id })).path).toBe('home:/private.txt');
  });

  it('the shared folder and its trash of the token’s account only, for its members only', async () => {
    const demo = await newUser(server.app);
    const ada = await newUser(server.app, 'ada');
    const accounts = await accountsOf(demo.jwt);
    const acme = vfsClient(server.app, demo.jwt);
    const adaInAcme = vfsClient(server.app, ada.jwt);
    ok(await acme.upload('bos:/Plans.txt', 'acme plans'));
    expect((await adaInAcme.read('bos:/Plans.txt')).body).toBe('acme plans');
    const trashed = ok<TrashEntry>(await adaInAcme.post('trash', { path: 'bos:/Plans.txt' }));
    expect(ok<TrashEntry[]>(await acme.get('trash', '')).map((entry) => entry.id)).toContain(trashed.id);

    const globexToken = await tokenInAccount(server, demo.username, accounts.Globex ?? '', demo.password);
    const globex = vfsClient(server.app, globexToken);
    failsWith(await globex.read('bos:/Plans.txt'), 'ERR_VFS_NOT_FOUND', 404);
    expect(await globex.list('bos:/')).toEqual(['Team']);
    failsWith(await globex.post('restore', { id: trashed.id }), 'ERR_VFS_NOT_FOUND', 404);

    // ada is no member of Globex: a token that names it (forged, or from before she left) reads nothing.
    const forged = vfsClient(server.app, await tokenInAccount(server, ada.username, accounts.Globex ?? '', ada.password));
    expect((await forged.get('readdir', 'bos:/')).json()).toEqual({ status: 'error', message: 'Session Expired' });
  });

  it('a signed URL reads only what it was signed for', async () => {
    const alice = await newUser(server.app);
    const bob = await newUser(server.app);
    const { url } = ok<{ url: string }>(await vfsClient(server.app, alice.jwt).post('url', { path: 'home:/Welcome.txt' }));
    const token = new URL(url, 'http://atrium').searchParams.get('token') ?? '';
    const [claims = '', signature = ''] = token.split('.');
    const [, account, sid, expires] = JSON.parse(Buffer.from(claims, 'base64url').toString()) as unknown[];
    const bobId = (await server.app.inject({ url: '/api/user/me', headers: bearer(bob.jwt) })).json().data.id as string;
    const swapped = `${Buffer.from(JSON.stringify([bobId, account, sid, expires])).toString('base64url')}.${signature}`;
    failsWith(await server.app.inject({ url: url.replace(token, swapped) }), 'ERR_VFS_URL_INVALID', 403);
    expect((await server.app.inject({ url })).statusCode).toBe(200);
  });
});

describe('the applications mount', () => {
  it('lists only the installed packages the user may use, never a linked package folder', async () => {
    const demo = vfsClient(server.app, (await newUser(server.app)).jwt);
    const ada = vfsClient(server.app, (await newUser(server.app, 'ada')).jwt);
    expect(await demo.list('apps:/')).toEqual(['dark-theme', 'everyone', 'Notes']);
    expect(await ada.list('apps:/')).toEqual(['dark-theme', 'everyone']);
    failsWith(await ada.read('apps:/Notes/main.js'), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await demo.read('apps:/secret-app/main.js'), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await demo.read('apps:/linked/main.js'), 'ERR_VFS_NOT_FOUND', 404);
    expect((await demo.read('apps:/Notes/main.js')).body).toBe('export const name = "Notes";');
  });

  it('never follows a link out of a package', async () => {
    const demo = vfsClient(server.app, (await newUser(server.app)).jwt);
    expect(await demo.list('apps:/Notes')).toEqual(['main.js', 'metadata.json']);
    failsWith(await demo.read('apps:/Notes/escape.txt'), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await demo.get('readdir', 'apps:/Notes/out'), 'ERR_VFS_NOT_FOUND', 404);
    const copied = ok<FileEntry>(await demo.post('copy', { from: 'apps:/Notes', to: 'home:/Notes package' }));
    expect(copied.isDirectory).toBe(true);
    expect(await demo.list('home:/Notes package')).toEqual(['main.js', 'metadata.json']);
  });
});
