import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileEntry, Mountpoint, TrashEntry } from '../../server/contract';
import { login, serverForFile } from './helpers';
import { failsWith, multipart, newUser, ok, vfsClient } from './vfsHelpers';

const server = serverForFile({ ATRIUM_TEST_MODE: '1' });

async function client() {
  const { app } = server();
  const user = await newUser(app);
  return { app, user, vfs: vfsClient(app, user.jwt) };
}

// The first bytes of a PNG: file-type knows it by them, whatever the name says.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function blobFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'blobs');
  const shards = (await readdir(root)).filter((name) => name !== 'tmp');
  return (await Promise.all(shards.map(async (shard) => readdir(path.join(root, shard))))).flat();
}

describe('mounts and listings', () => {
  it('gives the seeded demo users sample files, and their accounts a shared folder', async () => {
    const { app } = server();
    const { jwt } = await login(app, 'ada');
    const ada = vfsClient(app, jwt);
    expect(await ada.list('home:/Documents')).toEqual(['Budget 2026.csv', 'Meeting notes.md', 'Quarterly report.pdf']);
    expect(await ada.list('home:/Pictures')).toEqual(['Atrium logo.svg', 'Sunrise.png']);
    expect((await ada.read('bos:/Team/Read me.txt')).body).toContain("This is your account's shared folder.");
  });

  it('lists home, the shared folder and the applications with their attributes', async () => {
    const { vfs, app, user } = await client();
    const mounts = ok<Mountpoint[]>(await app.inject({ url: '/vfs/mounts', headers: { authorization: `Bearer ${user.jwt}` } }));
    expect(mounts.map(({ name, label, root, adapter, attributes }) => ({ name, label, root, adapter, ...attributes }))).toEqual([
      { name: 'home', label: 'Home', root: 'home:/', adapter: 'database', visibility: 'global', local: true, searchable: true, readOnly: false },
      { name: 'bos', label: 'Shared', root: 'bos:/', adapter: 'database', visibility: 'global', local: true, searchable: true, readOnly: false },
      { name: 'apps', label: 'Applications', root: 'apps:/', adapter: 'folder', visibility: 'restricted', local: true, searchable: false, readOnly: true },
    ]);
    expect(await vfs.list('home:/')).toEqual(['Documents', 'Pictures', 'Welcome.txt']);
    expect(await vfs.list('bos:/Team')).toEqual(['Read me.txt']);
  });

  it('lists folders first, then names in natural order, and hides dot files when asked', async () => {
    const { vfs } = await client();
    for (const name of ['b 10.txt', 'B 2.txt', '.hidden', 'a.txt']) ok(await vfs.upload(`home:/Sorted/${name}`, 'x', { parents: true }));
    ok(await vfs.post('mkdir', { path: 'home:/Sorted/zeta' }));
    expect(await vfs.list('home:/Sorted')).toEqual(['zeta', '.hidden', 'a.txt', 'B 2.txt', 'b 10.txt']);
    const visible = ok<FileEntry[]>(await vfs.get('readdir', 'home:/Sorted', { showHiddenFiles: false }));
    expect(visible.map((entry) => entry.filename)).toEqual(['zeta', 'a.txt', 'B 2.txt', 'b 10.txt']);
  });

  it('describes an entry with the spec’s fields, and a mount’s root with its label and the space used', async () => {
    const { vfs } = await client();
    const documents = ok<FileEntry>(await vfs.get('stat', 'home:/Documents'));
    const report = ok<FileEntry>(await vfs.get('stat', 'home://Documents/Quarterly report.pdf/'));
    expect(report).toMatchObject({ filename: 'Quarterly report.pdf', path: 'home:/Documents/Quarterly report.pdf', isFile: true, isDirectory: false, mime: 'application/pdf', icon: 'pdf', label: 'Quarterly report.pdf', parent_id: documents.id });
    expect(documents).toMatchObject({ isDirectory: true, mime: 'inode/directory', icon: 'folder', size: 0 });
    const root = ok<FileEntry>(await vfs.get('stat', 'home:/'));
    expect(root).toMatchObject({ filename: 'home', label: 'Home', path: 'home:/', parent_id: null, isDirectory: true });
    expect(root.stat.quota).toEqual({ used: 2180, limit: null });
    expect(ok(await vfs.get('exists', 'home:/Documents'))).toBe(true);
    expect(ok(await vfs.get('exists', 'home:/Nothing here'))).toBe(false);
  });

  it('refuses paths that are not name:/path, name no mount, or hold . or .., with the spec’s texts', async () => {
    const { vfs } = await client();
    failsWith(await vfs.get('readdir', 'home'), 'ERR_VFS_PATH_FORMAT_INVALID', 400, "Given path 'home' does not match 'name:/path'");
    failsWith(await vfs.get('readdir', 'home:Documents'), 'ERR_VFS_PATH_FORMAT_INVALID', 400);
    failsWith(await vfs.get('readdir', 'home:/Documents/../..'), 'ERR_VFS_PATH_FORMAT_INVALID', 400, "Given path 'home:/Documents/../..' does not match 'name:/path'");
    failsWith(await vfs.get('stat', 'home:/./Documents'), 'ERR_VFS_PATH_FORMAT_INVALID', 400);
    failsWith(await vfs.get('readdir', 'nowhere:/'), 'ERR_VFS_MOUNT_NOT_FOUND_FOR', 404, "Filesystem not found for 'nowhere:/'");
    failsWith(await vfs.get('readdir', 'home:/Missing'), 'ERR_VFS_NOT_FOUND', 404, "'home:/Missing' does not exist");
    failsWith(await vfs.get('readdir', 'home:/Welcome.txt'), 'ERR_VFS_NOT_A_FOLDER', 409, "'home:/Welcome.txt' is not a folder");
    failsWith(await vfs.read('home:/Documents'), 'ERR_VFS_IS_A_FOLDER', 409);
    const badOptions = await vfs.get('readdir', 'home:/', { showHiddenFiles: 'yes' });
    expect(badOptions.statusCode).toBe(400);
    expect(badOptions.json().message).toContain('options/showHiddenFiles');
  });
});

describe('writefile', () => {
  it('stores the bytes as sent, with a type from the content first and the name second', async () => {
    const { vfs } = await client();
    const bytes = Buffer.concat([PNG, Buffer.from([0, 255, 1, 254])]);
    const written = ok<FileEntry>(await vfs.upload('home:/Pictures/picture.txt', bytes));
    expect(written).toMatchObject({ path: 'home:/Pictures/picture.txt', size: bytes.length, mime: 'image/png', icon: 'image' });
    expect((await vfs.read('home:/Pictures/picture.txt')).rawPayload).toEqual(bytes);
    expect(ok<FileEntry>(await vfs.upload('home:/notes.md', '# Title\n')).mime).toBe('text/markdown');
    expect(ok<FileEntry>(await vfs.upload('home:/no-extension', 'plain words, ünïcode')).mime).toBe('text/plain');
    expect(ok<FileEntry>(await vfs.upload('home:/binary', Buffer.from([0, 1, 2, 3]))).mime).toBe('application/octet-stream');
  });

  it('replaces a file by default, keeps its id, and deletes the old bytes', async () => {
    const { vfs } = await client();
    const { dataDir } = server();
    const first = ok<FileEntry>(await vfs.upload('home:/replace.txt', 'first'));
    const blobsBefore = await blobFiles(dataDir);
    const second = ok<FileEntry>(await vfs.upload('home:/replace.txt', 'second version'));
    expect(second.id).toBe(first.id);
    expect((await vfs.read('home:/replace.txt')).body).toBe('second version');
    expect((await blobFiles(dataDir)).length).toBe(blobsBefore.length);
    failsWith(await vfs.upload('home:/replace.txt', 'third', { overwrite: false }), 'ERR_VFS_EXISTS', 409, "'home:/replace.txt' already exists");
    expect((await vfs.read('home:/replace.txt')).body).toBe('second version');
  });

  it('makes the folders on the way only when asked, and refuses a file or a folder in the way', async () => {
    const { vfs } = await client();
    failsWith(await vfs.upload('home:/A/B/c.txt', 'c'), 'ERR_VFS_NOT_FOUND', 404, "'home:/A' does not exist");
    expect(ok(await vfs.get('exists', 'home:/A'))).toBe(false);
    ok(await vfs.upload('home:/A/B/c.txt', 'c', { parents: true }));
    expect(await vfs.list('home:/A/B')).toEqual(['c.txt']);
    failsWith(await vfs.upload('home:/Welcome.txt/inside.txt', 'x'), 'ERR_VFS_NOT_A_FOLDER', 409, "'home:/Welcome.txt' is not a folder");
    failsWith(await vfs.upload('home:/Documents', 'x'), 'ERR_VFS_IS_A_FOLDER', 409, "'home:/Documents' is a folder");
    failsWith(await vfs.upload('home:/', 'x'), 'ERR_VFS_IS_A_FOLDER', 409);
  });

  it('refuses names that cannot be kept, saying why, and keeps names NFC-normalised', async () => {
    const { vfs } = await client();
    failsWith(await vfs.upload('home:/trailing ', 'x'), 'ERR_VFS_NAME_INVALID', 400, "'trailing ' cannot be used as a name: it starts or ends with a space");
    failsWith(await vfs.upload('home:/tab\there', 'x'), 'ERR_VFS_NAME_INVALID', 400, "'tab\there' cannot be used as a name: it holds a control character");
    failsWith(await vfs.upload('home:/back\\slash', 'x'), 'ERR_VFS_NAME_INVALID', 400, "'back\\slash' cannot be used as a name: it holds a slash or a backslash");
    failsWith(await vfs.upload(`home:/${'é'.repeat(128)}`, 'x'), 'ERR_VFS_NAME_INVALID', 400, `'${'é'.repeat(128)}' cannot be used as a name: it is longer than 255 bytes in UTF-8`);
    ok(await vfs.upload(`home:/${'é'.repeat(127)}`, 'x'));
    const decomposed = 'Cafe\u0301.txt';
    expect(ok<FileEntry>(await vfs.upload(`home:/${decomposed}`, 'x')).filename).toBe('Café.txt');
    expect(ok(await vfs.get('exists', 'home:/Café.txt'))).toBe(true);
    expect(ok(await vfs.get('exists', `home:/${decomposed}`))).toBe(true);
  });

  it('refuses a write to a read-only mount, and bodies that are not its form', async () => {
    const { vfs, app, user } = await client();
    failsWith(await vfs.upload('apps:/x.txt', 'x'), 'ERR_VFS_READ_ONLY', 403, "Filesystem 'apps' is read-only");
    const headers = { authorization: `Bearer ${user.jwt}` };
    const json = await app.inject({ method: 'POST', url: '/vfs/writefile', headers, payload: { path: 'home:/x.txt' } });
    expect(json.statusCode).toBe(400);
    const noPath = await app.inject({ method: 'POST', url: '/vfs/writefile', ...withAuth(multipart({}, { content: 'x' }), user.jwt) });
    expect(noPath.json()).toMatchObject({ status: 'error', message: 'writefile needs the field path before the file' });
    const wrongField = await app.inject({ method: 'POST', url: '/vfs/writefile', ...withAuth(multipart({ path: 'home:/x.txt' }, { content: 'x', field: 'file' }), user.jwt) });
    expect(wrongField.json().message).toBe('writefile takes the file as the part upload, after the fields');
    const noFile = await app.inject({ method: 'POST', url: '/vfs/writefile', ...withAuth(multipart({ path: 'home:/x.txt' }), user.jwt) });
    expect(noFile.json().message).toBe('writefile needs a file, as the part upload');
    expect(ok(await vfs.get('exists', 'home:/x.txt'))).toBe(false);
  });

  it('writes nothing of an upload that ends before its file does', async () => {
    const { vfs, app, user } = await client();
    const { dataDir } = server();
    const whole = multipart({ path: 'home:/cut.bin' }, { content: Buffer.alloc(100_000, 7) });
    const cut = { ...whole, payload: whole.payload.subarray(0, 60_000) };
    const before = await blobFiles(dataDir);
    failsWith(
      await app.inject({ method: 'POST', url: '/vfs/writefile', ...withAuth(cut, user.jwt) }),
      'ERR_VFS_UPLOAD_INCOMPLETE',
      400,
      'The upload ended before the file was complete: nothing was written',
    );
    expect(ok(await vfs.get('exists', 'home:/cut.bin'))).toBe(false);
    expect(await blobFiles(dataDir)).toEqual(before);
    expect(await readdir(path.join(dataDir, 'blobs', 'tmp'))).toEqual([]);
  });

  it('needs a valid bearer token', async () => {
    const { app } = server();
    const response = await app.inject({ method: 'POST', url: '/vfs/writefile', ...multipart({ path: 'home:/x.txt' }, { content: 'x' }) });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ url: '/vfs/readdir?path=home:/' })).json()).toEqual({ status: 'error', message: 'Session Expired' });
  });
});

function withAuth<T extends { headers: Record<string, string> }>(request: T, jwt: string): T {
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${jwt}` } };
}

describe('readfile', () => {
  it('answers ranges, ETags, HEAD and downloads', async () => {
    const { vfs, app, user } = await client();
    const content = '0123456789abcdef';
    ok(await vfs.upload('home:/digits.txt', content));
    const whole = await vfs.read('home:/digits.txt');
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': '16', 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'inline; filename="digits.txt"' });
    const etag = String(whole.headers.etag);
    const head = await app.inject({ method: 'HEAD', url: '/vfs/readfile?path=home%3A%2Fdigits.txt', headers: { authorization: `Bearer ${user.jwt}` } });
    expect({ status: head.statusCode, etag: head.headers.etag, length: head.headers['content-length'], body: head.body }).toEqual({ status: 200, etag, length: '16', body: '' });
    expect((await vfs.read('home:/digits.txt', { 'if-none-match': etag })).statusCode).toBe(304);
    const part = await vfs.read('home:/digits.txt', { range: 'bytes=2-5' });
    expect({ status: part.statusCode, body: part.body, range: part.headers['content-range'] }).toEqual({ status: 206, body: '2345', range: 'bytes 2-5/16' });
    expect((await vfs.read('home:/digits.txt', { range: 'bytes=-3' })).body).toBe('def');
    expect((await vfs.read('home:/digits.txt', { range: 'bytes=14-' })).body).toBe('ef');
    expect((await vfs.read('home:/digits.txt', { range: 'bytes=10-99' })).body).toBe('abcdef');
    const beyond = await vfs.read('home:/digits.txt', { range: 'bytes=16-20' });
    expect({ status: beyond.statusCode, range: beyond.headers['content-range'] }).toEqual({ status: 416, range: 'bytes */16' });
    // A range of an older version is not mixed with the new one.
    expect((await vfs.read('home:/digits.txt', { range: 'bytes=2-5', 'if-range': '"old"' })).statusCode).toBe(200);
    ok(await vfs.upload('home:/digits.txt', 'changed'));
    expect((await vfs.read('home:/digits.txt', { 'if-none-match': etag })).statusCode).toBe(200);

    ok(await vfs.upload('home:/Résumé "2026" 漢.txt', 'x'));
    const download = await vfs.get('readfile', 'home:/Résumé "2026" 漢.txt', { download: true });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="R_sum_ _2026_ _.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22%20%E6%BC%A2.txt`);
  });

  it('serves what a browser would run as plain text, sandboxed and never sniffed', async () => {
    const { vfs } = await client();
    ok(await vfs.upload('home:/page.html', '<script>parent.stolen = document.cookie</script>'));
    ok(await vfs.upload('home:/picture.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    for (const file of ['home:/page.html', 'home:/picture.svg', 'home:/Pictures/Atrium logo.svg']) {
      const answer = await vfs.read(file);
      expect(answer.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      expect(answer.headers['content-security-policy']).toContain('sandbox');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(ok<FileEntry>(await vfs.get('stat', 'home:/picture.svg')).mime).toBe('image/svg+xml');
    expect((await vfs.read('home:/Pictures/Sunrise.png')).headers['content-type']).toBe('image/png');
    expect((await vfs.read('home:/Documents/Quarterly report.pdf')).headers['content-type']).toBe('application/pdf');
  });
});

describe('mkdir, touch, unlink', () => {
  it('makes folders, once unless parents is asked for', async () => {
    const { vfs } = await client();
    expect(ok<FileEntry>(await vfs.post('mkdir', { path: 'home:/New' }))).toMatchObject({ filename: 'New', isDirectory: true });
    failsWith(await vfs.post('mkdir', { path: 'home:/New' }), 'ERR_VFS_EXISTS', 409);
    ok(await vfs.post('mkdir', { path: 'home:/New', options: { parents: true } }));
    ok(await vfs.post('mkdir', { path: 'home:/Deep/er/still', options: { parents: true } }));
    expect(await vfs.list('home:/Deep/er')).toEqual(['still']);
    failsWith(await vfs.post('mkdir', { path: 'home:/..' }), 'ERR_VFS_PATH_FORMAT_INVALID', 400);
    failsWith(await vfs.post('mkdir', { path: 'home:/Welcome.txt/sub' }), 'ERR_VFS_NOT_A_FOLDER', 409);
    failsWith(await vfs.post('mkdir', { path: 'apps:/New' }), 'ERR_VFS_READ_ONLY', 403);
    const unknown = await vfs.post('mkdir', { path: 'home:/x', options: { recursive: true } });
    expect(unknown.statusCode).toBe(400);
  });

  it('touches a new file empty, and an existing one modified now', async () => {
    const { vfs } = await client();
    const { clock } = server();
    const empty = ok<FileEntry>(await vfs.post('touch', { path: 'home:/empty.txt' }));
    expect(empty).toMatchObject({ size: 0, isFile: true });
    const read = await vfs.read('home:/empty.txt');
    expect({ status: read.statusCode, body: read.body }).toEqual({ status: 200, body: '' });
    clock.advance(60_000);
    const touched = ok<FileEntry>(await vfs.post('touch', { path: 'home:/Welcome.txt' }));
    expect(touched.stat.modifiedAt).toBe(clock.now());
    expect(touched.size).toBe(416);
    failsWith(await vfs.post('touch', { path: 'home:/Documents' }), 'ERR_VFS_IS_A_FOLDER', 409);
  });

  it('deletes files and whole folders for good, with their bytes, but never a root', async () => {
    const { vfs } = await client();
    const { dataDir } = server();
    ok(await vfs.upload('home:/Gone/a/b.txt', 'b', { parents: true }));
    ok(await vfs.upload('home:/Gone/c.txt', 'c'));
    const before = (await blobFiles(dataDir)).length;
    expect(ok(await vfs.post('unlink', { path: 'home:/Gone' }))).toBe(true);
    expect((await blobFiles(dataDir)).length).toBe(before - 2);
    failsWith(await vfs.post('unlink', { path: 'home:/Gone' }), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await vfs.post('unlink', { path: 'home:/' }), 'ERR_VFS_READ_ONLY', 403);
  });
});

describe('copy and rename', () => {
  it('copies files and whole folders, with bytes of their own', async () => {
    const { vfs } = await client();
    const copied = ok<FileEntry>(await vfs.post('copy', { from: 'home:/Documents', to: 'home:/Backup/Documents', options: { parents: true } }));
    expect(copied).toMatchObject({ path: 'home:/Backup/Documents', isDirectory: true });
    expect(await vfs.list('home:/Backup/Documents')).toEqual(await vfs.list('home:/Documents'));
    ok(await vfs.upload('home:/Backup/Documents/Budget 2026.csv', 'changed'));
    expect((await vfs.read('home:/Documents/Budget 2026.csv')).body).toContain('Quarter,Revenue');
    failsWith(await vfs.post('copy', { from: 'home:/Documents', to: 'home:/Documents/Inside' }), 'ERR_VFS_INTO_ITSELF', 409, "'home:/Documents' cannot be copied or moved into itself ('home:/Documents/Inside')");
    failsWith(await vfs.post('copy', { from: 'home:/Welcome.txt', to: 'home:/Pictures/Sunrise.png' }), 'ERR_VFS_EXISTS', 409);
    ok(await vfs.post('copy', { from: 'home:/Welcome.txt', to: 'home:/Pictures/Sunrise.png', options: { overwrite: true } }));
    expect((await vfs.read('home:/Pictures/Sunrise.png')).body).toContain('Welcome to Atrium');
    failsWith(await vfs.post('copy', { from: 'home:/Welcome.txt', to: 'home:/Documents', options: { overwrite: true } }), 'ERR_VFS_EXISTS', 409);
    failsWith(await vfs.post('copy', { from: 'home:/Missing', to: 'home:/Other' }), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await vfs.post('copy', { from: 'home:/Welcome.txt', to: 'apps:/Welcome.txt' }), 'ERR_VFS_READ_ONLY', 403);
    ok(await vfs.post('copy', { from: 'home:/Welcome.txt', to: 'bos:/Welcome from me.txt' }));
    expect((await vfs.read('bos:/Welcome from me.txt')).body).toContain('Welcome to Atrium');
  });

  it('moves files and folders, within a mount and to another, keeping their ids', async () => {
    const { vfs } = await client();
    const before = ok<FileEntry>(await vfs.get('stat', 'home:/Pictures'));
    const moved = ok<FileEntry>(await vfs.post('rename', { from: 'home:/Pictures', to: 'home:/Documents/Images' }));
    expect(moved).toMatchObject({ id: before.id, path: 'home:/Documents/Images' });
    expect(await vfs.list('home:/Documents/Images')).toEqual(['Atrium logo.svg', 'Sunrise.png']);
    expect(ok(await vfs.get('exists', 'home:/Pictures'))).toBe(false);
    failsWith(await vfs.post('rename', { from: 'home:/Documents', to: 'home:/Documents/Images/Loop' }), 'ERR_VFS_INTO_ITSELF', 409);
    failsWith(await vfs.post('rename', { from: 'home:/Welcome.txt', to: 'home:/Documents/Images' }), 'ERR_VFS_EXISTS', 409);
    failsWith(await vfs.post('rename', { from: 'home:/Welcome.txt', to: 'home:/Documents/Images', options: { overwrite: true } }), 'ERR_VFS_EXISTS', 409);
    failsWith(await vfs.post('rename', { from: 'apps:/anything', to: 'home:/anything' }), 'ERR_VFS_READ_ONLY', 403);
    failsWith(await vfs.post('rename', { from: 'home:/Welcome.txt', to: 'home:/bad\u0000name' }), 'ERR_VFS_NAME_INVALID', 400);
    const shared = ok<FileEntry>(await vfs.post('rename', { from: 'home:/Documents/Images', to: 'bos:/Images of mine' }));
    expect(shared.path).toBe('bos:/Images of mine');
    expect((await vfs.read('bos:/Images of mine/Sunrise.png')).headers['content-type']).toBe('image/png');
    expect(ok<FileEntry>(await vfs.post('rename', { from: 'home:/Welcome.txt', to: 'home:/Welcome.txt' })).filename).toBe('Welcome.txt');
    ok(await vfs.post('rename', { from: 'home:/Welcome.txt', to: 'home:/Documents/Meeting notes.md', options: { overwrite: true } }));
    expect((await vfs.read('home:/Documents/Meeting notes.md')).body).toContain('Welcome to Atrium');
  });
});

describe('search', () => {
  it('finds names by pattern, case and accents ignored, in every searchable mount or under a root', async () => {
    const { vfs } = await client();
    ok(await vfs.upload('home:/Jobs/Résumé 2026.pdf', 'x', { parents: true }));
    ok(await vfs.upload('home:/Jobs/100%_done.txt', 'x'));
    ok(await vfs.upload('home:/Jobs/1000-done.txt', 'x'));
    const names = async (body: object) => ok<FileEntry[]>(await vfs.post('search', body)).map((entry) => entry.path);
    expect(await names({ pattern: '*RESUME*' })).toEqual(['home:/Jobs/Résumé 2026.pdf']);
    expect(await names({ pattern: 'r?sum? 2026.pdf' })).toEqual(['home:/Jobs/Résumé 2026.pdf']);
    expect(await names({ pattern: '100%_*' })).toEqual(['home:/Jobs/100%_done.txt']);
    expect(await names({ pattern: '*read me*' })).toContain('bos:/Team/Read me.txt');
    expect(await names({ root: 'home:/Documents', pattern: '*.*' })).toEqual([
      'home:/Documents/Budget 2026.csv',
      'home:/Documents/Meeting notes.md',
      'home:/Documents/Quarterly report.pdf',
    ]);
    expect(await names({ root: 'home:/', pattern: '*', options: { limit: 2 } })).toHaveLength(2);
    expect(await names({ root: 'apps:/', pattern: '*' })).toEqual([]);
    failsWith(await vfs.post('search', { root: 'home:/Welcome.txt', pattern: '*' }), 'ERR_VFS_NOT_A_FOLDER', 409);
    ok(await vfs.post('trash', { path: 'home:/Jobs' }));
    expect(await names({ pattern: '*resume*' })).toEqual([]);
  });
});

describe('signed URLs', () => {
  it('read a file without the header, for its path and form only, until they expire or the sign-in ends', async () => {
    const { vfs, app, user } = await client();
    const { clock } = server();
    const { url, expiresAt } = ok<{ url: string; expiresAt: number }>(await vfs.post('url', { path: 'home:/Welcome.txt' }));
    expect(url).toMatch(/^\/vfs\/readfile\?path=home%3A%2FWelcome.txt&token=/);
    expect(expiresAt).toBe(clock.now() + 3600 * 1000);
    const read = await app.inject({ url });
    expect({ status: read.statusCode, start: read.body.slice(0, 18) }).toEqual({ status: 200, start: 'Welcome to Atrium!' });
    failsWith(await app.inject({ url: url.replace('Welcome.txt', 'Documents%2FBudget%202026.csv') }), 'ERR_VFS_URL_INVALID', 403);
    failsWith(await app.inject({ url: `${url}&options=${encodeURIComponent('{"download":true}')}` }), 'ERR_VFS_URL_INVALID', 403);
    failsWith(await app.inject({ url: url.slice(0, -2) }), 'ERR_VFS_URL_INVALID', 403);

    const download = ok<{ url: string }>(await vfs.post('url', { path: 'home:/Welcome.txt', options: { download: true } }));
    expect((await app.inject({ url: download.url })).headers['content-disposition']).toBe('attachment; filename="Welcome.txt"');
    failsWith(await vfs.post('url', { path: 'home:/Missing.txt' }), 'ERR_VFS_NOT_FOUND', 404);

    clock.advance(3600 * 1000);
    failsWith(await app.inject({ url }), 'ERR_VFS_URL_INVALID', 403, 'This link is invalid or has expired: ask for a new one');

    const again = ok<{ jwt: string; refresh_token: string }>(await app.inject({ method: 'POST', url: '/api/auth', payload: { username: user.username, password: user.password } }));
    const fresh = ok<{ url: string }>(await vfsClient(app, again.jwt).post('url', { path: 'home:/Welcome.txt' })).url;
    expect((await app.inject({ url: fresh })).statusCode).toBe(200);
    ok(await app.inject({ method: 'POST', url: '/logout', payload: { refresh_token: again.refresh_token } }));
    failsWith(await app.inject({ url: fresh }), 'ERR_VFS_URL_INVALID', 403);
  });
});

describe('the trash', () => {
  it('takes files and folders out of sight, lists them newest first, and restores them where they were', async () => {
    const { vfs, app, user } = await client();
    const { clock } = server();
    const trashed = ok<TrashEntry>(await vfs.post('trash', { path: 'home:/Documents' }));
    expect(trashed).toMatchObject({ filename: 'Documents', originalPath: 'home:/Documents', isDirectory: true, size: 1082, deletedAt: clock.now() });
    clock.advance(1000);
    ok(await vfs.post('trash', { path: 'home:/Welcome.txt' }));
    expect(await vfs.list('home:/')).toEqual(['Pictures']);
    const listed = ok<TrashEntry[]>(await app.inject({ url: '/vfs/trash', headers: { authorization: `Bearer ${user.jwt}` } }));
    expect(listed.map((entry) => entry.originalPath)).toEqual(['home:/Welcome.txt', 'home:/Documents']);

    ok(await vfs.upload('home:/Documents/New.txt', 'new', { parents: true }));
    const restored = ok<FileEntry>(await vfs.post('restore', { id: trashed.id }));
    expect(restored).toMatchObject({ id: trashed.id, path: 'home:/Documents (2)' });
    expect(await vfs.list('home:/Documents (2)')).toEqual(['Budget 2026.csv', 'Meeting notes.md', 'Quarterly report.pdf']);
    failsWith(await vfs.post('restore', { id: trashed.id }), 'ERR_VFS_NOT_FOUND', 404, `Nothing in the trash has the id '${trashed.id}'`);
  });

  it('makes the folders on the way again, numbers a taken file name before its extension, and purges for good', async () => {
    const { vfs, app, user } = await client();
    const { dataDir } = server();
    const report = ok<TrashEntry>(await vfs.post('trash', { path: 'home:/Documents/Quarterly report.pdf' }));
    ok(await vfs.post('unlink', { path: 'home:/Documents' }));
    expect(ok<FileEntry>(await vfs.post('restore', { id: report.id })).path).toBe('home:/Documents/Quarterly report.pdf');
    const again = ok<TrashEntry>(await vfs.post('trash', { path: 'home:/Documents/Quarterly report.pdf' }));
    ok(await vfs.upload('home:/Documents/Quarterly report.pdf', 'another'));
    expect(ok<FileEntry>(await vfs.post('restore', { id: again.id })).path).toBe('home:/Documents/Quarterly report (2).pdf');

    const one = ok<TrashEntry>(await vfs.post('trash', { path: 'home:/Pictures' }));
    ok(await vfs.post('trash', { path: 'home:/Welcome.txt' }));
    const before = (await blobFiles(dataDir)).length;
    expect(ok(await vfs.post('purge', { id: one.id }))).toEqual({ purged: 1 });
    expect((await blobFiles(dataDir)).length).toBe(before - 2);
    failsWith(await vfs.post('purge', { id: one.id }), 'ERR_VFS_NOT_FOUND', 404);
    failsWith(await vfs.post('purge', { id: 'not-an-id' }), 'ERR_VFS_NOT_FOUND', 404);
    expect(ok(await vfs.post('purge', {}))).toEqual({ purged: 1 });
    expect(ok<TrashEntry[]>(await app.inject({ url: '/vfs/trash', headers: { authorization: `Bearer ${user.jwt}` } }))).toEqual([]);
    failsWith(await vfs.post('trash', { path: 'apps:/anything' }), 'ERR_VFS_READ_ONLY', 403);
    failsWith(await vfs.post('trash', { path: 'home:/' }), 'ERR_VFS_READ_ONLY', 403);
    expect((await vfs.post('restore', {})).statusCode).toBe(400);
  });
});
