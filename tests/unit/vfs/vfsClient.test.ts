import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../engine/http';
import { createVfsClient, VfsError, type VfsChangeEvent } from '../../../engine/vfs';
import { fakeXhr, type XhrScript } from '../http/fakeXhr';
import { entry, MOUNTS } from './fixtures';
import { readText } from './memoryFiles';

type Reply = { status: number; body: unknown };
type Route = (url: URL, init: RequestInit) => Reply;

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'success', data } });
const refused = (status: number, code: string, message: string): Reply => ({ status, body: { status: 'error', message, code } });

/**
 * The VFS client over the real HTTP client, against a fake fetch that answers by route
 * (`GET /vfs/mounts` with MOUNTS unless the routes say otherwise) and a fake XHR for uploads.
 */
function setUp(routes: Record<string, Route> = {}, uploads: XhrScript[] = []) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn((input: string, init: RequestInit) => {
    const url = new URL(input, 'https://atrium.test');
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const route = routes[`${method} ${url.pathname}`] ?? (url.pathname === '/vfs/mounts' ? () => ok(MOUNTS) : undefined);
    if (!route) return Promise.resolve(new Response(JSON.stringify({ status: 'error', message: 'no route' }), { status: 500 }));
    const reply = route(url, init);
    return Promise.resolve(new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), { status: reply.status }));
  });
  const xhr = fakeXhr(uploads);
  const http = createHttpClient({
    baseUrl: '/api',
    fetch: fetchMock as unknown as typeof fetch,
    xhr: xhr.create,
    token: () => 'jwt',
    refreshToken: () => Promise.resolve(true),
    onSessionExpired: vi.fn(),
    onRetriesExhausted: vi.fn(),
  });
  const vfs = createVfsClient({ http, document });
  const events: VfsChangeEvent[] = [];
  vfs.onDidChange((event) => events.push(event));
  const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path);
  return { vfs, calls, sent, events, uploads: xhr.sent };
}

const rejection = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('VFS client: mounts', () => {
  it('loads the mounts once, before the first call that needs them, and lists them', async () => {
    const { vfs, sent } = setUp({ 'GET /vfs/readdir': () => ok([]) });
    expect(vfs.mounts()).toEqual([]);
    await Promise.all([vfs.readdir('home:/'), vfs.readdir('bos:/')]);
    expect(sent('GET', '/vfs/mounts')).toHaveLength(1);
    expect(vfs.mounts().map((mount) => mount.name)).toEqual(['home', 'bos', 'apps', 'archive']);
  });

  it('loads them again on the next call when the load failed, and says why it failed', async () => {
    let fail = true;
    const { vfs, sent } = setUp({
      'GET /vfs/mounts': () => (fail ? { status: 503, body: { status: 'error', message: 'The database does not answer' } } : ok(MOUNTS)),
      'GET /vfs/exists': () => ok(true),
    });
    await expect(vfs.exists('home:/a')).rejects.toMatchObject({ code: 'ERR_REQUEST_NOT_OK', status: 503 });
    fail = false;
    await expect(vfs.exists('home:/a')).resolves.toBe(true);
    expect(sent('GET', '/vfs/mounts')).toHaveLength(2);
  });

  it('checks paths before they leave: format, mount, mounted; nothing is sent for a refused one', async () => {
    const { vfs, sent } = setUp({ 'GET /vfs/stat': () => ok(entry('home:/a')) });
    await vfs.load();
    await expect(vfs.stat('Documents')).rejects.toMatchObject({ code: 'ERR_VFS_PATH_FORMAT_INVALID' });
    await expect(vfs.stat('nowhere:/a')).rejects.toMatchObject({ code: 'ERR_VFS_MOUNT_NOT_FOUND_FOR', message: "Filesystem not found for 'nowhere:/a'" });
    vfs.unmount('home');
    await expect(vfs.stat('home:/a')).rejects.toMatchObject({ code: 'ERR_VFS_MOUNT_NOT_MOUNTED' });
    await expect(vfs.copy('bos:/a', 'home:/a')).rejects.toMatchObject({ code: 'ERR_VFS_MOUNT_NOT_MOUNTED' });
    expect(sent('GET', '/vfs/stat')).toHaveLength(0);
    vfs.mount('home');
    await expect(vfs.stat('home:/a')).resolves.toMatchObject({ path: 'home:/a' });
  });

  it('mount and unmount keep the rules and are told as changes', async () => {
    const { vfs, events } = setUp();
    await vfs.load();
    vfs.unmount('bos');
    expect(() => vfs.unmount('bos')).toThrow(expect.objectContaining({ code: 'ERR_VFS_MOUNT_NOT_MOUNTED' }));
    vfs.mount('bos');
    expect(() => vfs.mount('bos')).toThrow(expect.objectContaining({ code: 'ERR_VFS_MOUNT_ALREADY_MOUNTED' }));
    expect(() => vfs.mount('nowhere')).toThrow(expect.objectContaining({ code: 'ERR_VFS_MOUNT_NOT_FOUND' }));
    expect(events).toEqual([
      { kind: 'unmount', paths: ['bos:/'], folders: [] },
      { kind: 'mount', paths: ['bos:/'], folders: [] },
    ]);
  });
});

describe('VFS client: calls', () => {
  it('reads folders and checks with GET, the path and options in the query', async () => {
    const listing = [entry('home:/Documents', { isDirectory: true }), entry('home:/a.txt')];
    const { vfs, sent } = setUp({ 'GET /vfs/readdir': () => ok(listing), 'GET /vfs/exists': () => ok(false), 'GET /vfs/stat': () => ok(listing[1]) });
    await expect(vfs.readdir('home:/', { showHiddenFiles: false })).resolves.toEqual(listing);
    await expect(vfs.exists('home:/b.txt')).resolves.toBe(false);
    await expect(vfs.stat('home:/a.txt')).resolves.toEqual(listing[1]);
    const [readdir] = sent('GET', '/vfs/readdir');
    expect(readdir?.url.searchParams.get('path')).toBe('home:/');
    expect(readdir?.url.searchParams.get('options')).toBe('{"showHiddenFiles":false}');
    expect(sent('GET', '/vfs/exists')[0]?.url.searchParams.get('path')).toBe('home:/b.txt');
  });

  it('reads a file as text, blob, array buffer or stream', async () => {
    const { vfs, sent } = setUp({ 'GET /vfs/readfile': () => ({ status: 200, body: 'héllo' }) });
    await expect(vfs.readfile('home:/a.txt')).resolves.toBe('héllo');
    // Node's Blob (what fetch's Response gives here), not jsdom's: no instanceof.
    const blob = await vfs.readfile('home:/a.txt', 'blob');
    expect(blob.size).toBe(6);
    await expect(blob.text()).resolves.toBe('héllo');
    expect(new TextDecoder().decode(await vfs.readfile('home:/a.txt', 'arraybuffer'))).toBe('héllo');
    const stream = await vfs.readfile('home:/a.txt', 'stream');
    expect(await new Response(stream).text()).toBe('héllo');
    expect(sent('GET', '/vfs/readfile').map((call) => call.url.searchParams.get('path'))).toEqual(Array(4).fill('home:/a.txt'));
  });

  it("rejects with the server's code, status and message as a VfsError", async () => {
    const { vfs } = setUp({ 'GET /vfs/readfile': () => refused(404, 'ERR_VFS_NOT_FOUND', "Nothing at 'home:/gone.txt'") });
    const error = await rejection(vfs.readfile('home:/gone.txt'));
    expect(error).toBeInstanceOf(VfsError);
    expect(error).toMatchObject({ code: 'ERR_VFS_NOT_FOUND', status: 404, message: "Nothing at 'home:/gone.txt'", subject: null });
  });

  it('writes a file as multipart: path and options first, then the file part named after the file; progress reaches the caller', async () => {
    const written = entry('home:/Docs/Plan.txt', { size: 5 });
    const { vfs, uploads, events } = setUp({}, [{ status: 200, body: { status: 'success', data: written }, progress: [[5, 5]] }]);
    const progress = vi.fn();
    await expect(vfs.writefile('home:/Docs/Plan.txt', 'hello', { onProgress: progress })).resolves.toEqual(written);
    expect(progress).toHaveBeenCalledWith(5, 5);
    const form = uploads[0]?.form;
    expect(uploads[0]?.url).toBe('/vfs/writefile');
    expect([...(form?.keys() ?? [])]).toEqual(['path', 'options', 'upload']);
    expect(form?.get('path')).toBe('home:/Docs/Plan.txt');
    expect(JSON.parse(String(form?.get('options')))).toEqual({ overwrite: true, parents: false });
    const file = form?.get('upload') as File;
    expect(file.name).toBe('Plan.txt');
    expect(await readText(file)).toBe('hello');
    expect(events).toEqual([{ kind: 'write', paths: ['home:/Docs/Plan.txt'], folders: ['home:/Docs'] }]);
  });

  it('a cancelled upload rejects with an AbortError and tells no change', async () => {
    const { vfs, uploads, events } = setUp({}, [{ hang: true }]);
    await vfs.load();
    const controller = new AbortController();
    const writing = vfs.writefile('home:/big.bin', new Blob([new Uint8Array(10)]), { signal: controller.signal, overwrite: false });
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    controller.abort();
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(JSON.parse(String(uploads[0]?.form.get('options')))).toEqual({ overwrite: false, parents: false });
    expect(events).toEqual([]);
  });

  it('an upload refused as too large rejects with ERR_VFS_TOO_LARGE and the server message', async () => {
    const { vfs } = setUp({}, [refused(413, 'ERR_VFS_TOO_LARGE', 'The file is larger than the 1 MiB an upload may be')]);
    await expect(vfs.writefile('home:/big.bin', 'x')).rejects.toMatchObject({ code: 'ERR_VFS_TOO_LARGE', status: 413 });
  });

  it('copy, rename, mkdir, unlink and touch post their bodies and tell which folders changed', async () => {
    const { vfs, sent, events } = setUp({
      'POST /vfs/copy': () => ok(entry('home:/B/a.txt')),
      'POST /vfs/rename': () => ok(entry('bos:/a.txt')),
      'POST /vfs/mkdir': () => ok(entry('home:/x/y/z', { isDirectory: true })),
      'POST /vfs/unlink': () => ok(true),
      'POST /vfs/touch': () => ok(entry('home:/t.txt')),
    });
    await vfs.copy('home:/A/a.txt', 'home:/B/a.txt');
    await vfs.rename('home:/A/a.txt', 'bos:/a.txt', { overwrite: true });
    await vfs.mkdir('home:/x/y/z', { parents: true });
    await vfs.unlink('home:/A');
    await vfs.touch('home:/t.txt');
    expect(sent('POST', '/vfs/copy')[0]?.body).toEqual({ from: 'home:/A/a.txt', to: 'home:/B/a.txt', options: { overwrite: false } });
    expect(sent('POST', '/vfs/rename')[0]?.body).toEqual({ from: 'home:/A/a.txt', to: 'bos:/a.txt', options: { overwrite: true } });
    expect(sent('POST', '/vfs/mkdir')[0]?.body).toEqual({ path: 'home:/x/y/z', options: { parents: true } });
    expect(sent('POST', '/vfs/unlink')[0]?.body).toEqual({ path: 'home:/A' });
    expect(events).toEqual([
      { kind: 'copy', paths: ['home:/A/a.txt', 'home:/B/a.txt'], folders: ['home:/B'] },
      { kind: 'rename', paths: ['home:/A/a.txt', 'bos:/a.txt'], folders: ['home:/A', 'bos:/'] },
      { kind: 'mkdir', paths: ['home:/x/y/z'], folders: ['home:/x/y', 'home:/x', 'home:/'] },
      { kind: 'unlink', paths: ['home:/A'], folders: ['home:/'] },
      { kind: 'write', paths: ['home:/t.txt'], folders: ['home:/'] },
    ]);
  });

  it('a refused change tells nothing', async () => {
    const { vfs, events } = setUp({ 'POST /vfs/mkdir': () => refused(403, 'ERR_VFS_READ_ONLY', "'apps' is read-only") });
    await expect(vfs.mkdir('apps:/x')).rejects.toMatchObject({ code: 'ERR_VFS_READ_ONLY', status: 403 });
    expect(events).toEqual([]);
  });

  it('searches every searchable mount without a root, leaving out mounts unmounted on the page', async () => {
    const found = [entry('home:/Résumé.pdf'), entry('bos:/resume-template.txt')];
    const { vfs, sent } = setUp({ 'POST /vfs/search': () => ok(found) });
    await expect(vfs.search(null, '*resume*')).resolves.toEqual(found);
    expect(sent('POST', '/vfs/search')[0]?.body).toEqual({ pattern: '*resume*' });
    vfs.unmount('bos');
    await expect(vfs.search('home:/', '*resume*', { limit: 10 })).resolves.toEqual([found[0]]);
    expect(sent('POST', '/vfs/search')[1]?.body).toEqual({ pattern: '*resume*', root: 'home:/', options: { limit: 10 } });
  });

  it('gives a signed URL, and downloads through one with a link named after the file', async () => {
    const { vfs, sent } = setUp({ 'POST /vfs/url': (_url, init) => ok({ url: `/vfs/readfile?sig=${String(init.body).length}`, expiresAt: 1 }) });
    await expect(vfs.url('home:/a.png')).resolves.toMatch(/^\/vfs\/readfile\?sig=/);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await vfs.download('home:/Docs/Report 1.pdf');
    click.mockRestore();
    expect(sent('POST', '/vfs/url')[1]?.body).toEqual({ path: 'home:/Docs/Report 1.pdf', options: { download: true } });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Report 1.pdf');
    expect(clicked[0]?.getAttribute('href')).toMatch(/^\/vfs\/readfile\?sig=/);
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it('moves to the trash, lists it, restores and purges, telling each change', async () => {
    const trashed = { id: 't1', filename: 'a.txt', originalPath: 'home:/A/a.txt', isDirectory: false, mime: 'text/plain', size: 1, deletedAt: 5 };
    const { vfs, sent, events } = setUp({
      'POST /vfs/trash': () => ok(trashed),
      'GET /vfs/trash': () => ok([trashed]),
      'POST /vfs/restore': () => ok(entry('home:/A/a.txt')),
      'POST /vfs/purge': () => ok({ purged: 3 }),
    });
    await expect(vfs.trash('home:/A/a.txt')).resolves.toEqual(trashed);
    await expect(vfs.trashed()).resolves.toEqual([trashed]);
    await expect(vfs.restore('t1')).resolves.toMatchObject({ path: 'home:/A/a.txt' });
    await expect(vfs.purge()).resolves.toBe(3);
    await vfs.purge('t1');
    expect(sent('POST', '/vfs/purge').map((call) => call.body)).toEqual([{}, { id: 't1' }]);
    expect(events.map((event) => [event.kind, event.folders])).toEqual([
      ['trash', ['home:/A']],
      ['restore', ['home:/A', 'home:/']],
      ['purge', []],
      ['purge', []],
    ]);
  });

  it('stops telling a listener once its subscription is disposed', async () => {
    const { vfs } = setUp({ 'POST /vfs/touch': () => ok(entry('home:/t.txt')) });
    const heard = vi.fn();
    const subscription = vfs.onDidChange(heard);
    await vfs.touch('home:/t.txt');
    subscription.dispose();
    await vfs.touch('home:/t.txt');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
