import { expect, it } from 'vitest';
import { serverForFile } from './helpers';
import { failsWith, newUser, ok, vfsClient } from './vfsHelpers';

// The names a file or folder cannot have beyond the plain ones (vfs.test.ts): each refusal names
// the rule it broke, on every call that makes a name.

const server = serverForFile({ ATRIUM_TEST_MODE: '1' });

const cannot = (name: string, why: string) => `'${name}' cannot be used as a name: ${why}`;
const BIDI = 'it holds a bidirectional text control (U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069 or U+061C), which can make a name read as another';
const INVISIBLE = 'it is made only of invisible characters';
const RESERVED = 'Windows reserves it for a device (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9, in any case, with or without an extension)';

it('refuses bidi controls, invisible names and Windows device names, saying which rule', async () => {
  const { app } = server();
  const vfs = vfsClient(app, (await newUser(app)).jwt);
  const spoof = 'invoice\u202Efdp.exe';
  failsWith(await vfs.upload(`home:/${spoof}`, 'x'), 'ERR_VFS_NAME_INVALID', 400, cannot(spoof, BIDI));
  failsWith(await vfs.post('mkdir', { path: 'home:/\u200B\u200B' }), 'ERR_VFS_NAME_INVALID', 400, cannot('\u200B\u200B', INVISIBLE));
  failsWith(await vfs.post('mkdir', { path: 'home:/\u3164' }), 'ERR_VFS_NAME_INVALID', 400, cannot('\u3164', INVISIBLE));
  failsWith(await vfs.upload('home:/nul.txt', 'x'), 'ERR_VFS_NAME_INVALID', 400, cannot('nul.txt', RESERVED));
  failsWith(await vfs.post('mkdir', { path: 'home:/Com1' }), 'ERR_VFS_NAME_INVALID', 400, cannot('Com1', RESERVED));
  ok(await vfs.upload('home:/Welcome copy.txt', 'x'));
  failsWith(await vfs.post('rename', { from: 'home:/Welcome copy.txt', to: 'home:/LPT9.md' }), 'ERR_VFS_NAME_INVALID', 400, cannot('LPT9.md', RESERVED));
  // Names that only look like them are names.
  ok(await vfs.upload('home:/CONSOLE.txt', 'x'));
  ok(await vfs.upload('home:/a\u200Bb.txt', 'x'));
  expect(await vfs.list('home:/')).toEqual(expect.arrayContaining(['CONSOLE.txt', 'a\u200Bb.txt', 'Welcome copy.txt']));
});

it('still finds a file named before these rules, so that it can be renamed or deleted', async () => {
  const { app, db } = server();
  const vfs = vfsClient(app, (await newUser(app)).jwt);
  const made = await vfs.entry('touch', { path: 'home:/Old name.txt' });
  // As an earlier version stored it.
  await db.updateTable('vfs_nodes').set({ name: 'con.txt', folded: 'con.txt' }).where('id', '=', made.id).execute();
  expect(await vfs.list('home:/')).toContain('con.txt');
  expect((await vfs.read('home:/con.txt')).statusCode).toBe(200);
  ok(await vfs.post('rename', { from: 'home:/con.txt', to: 'home:/console.txt' }));
  ok(await vfs.post('unlink', { path: 'home:/console.txt' }));
});
