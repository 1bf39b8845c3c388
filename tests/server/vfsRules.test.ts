import { describe, expect, it } from 'vitest';
import { VfsError, checkName, createUrlSigner, detectMime, foldName, iconOf, likePattern, parsePath, servedType } from '../../server/vfs';
import { testClock } from './helpers';

describe('parsePath', () => {
  it.each([
    ['home:/', { mount: 'home', segments: [] }],
    ['home:/Documents//a.txt/', { mount: 'home', segments: ['Documents', 'a.txt'] }],
    ['my-mount.2:/a b/c', { mount: 'my-mount.2', segments: ['a b', 'c'] }],
    ['home:/Cafe\u0301', { mount: 'home', segments: ['Café'] }],
    ['home:/...', { mount: 'home', segments: ['...'] }],
  ])('reads %j', (text, parsed) => {
    expect(parsePath(text)).toEqual(parsed);
  });

  it.each(['home', 'home:', 'home:a', ':/a', 'ho me:/', 'home:/a/../b', 'home:/./a', 'home:/..', '/home:/a', 'home\\:/a'])('refuses %j with the spec’s text', (text) => {
    expect(() => parsePath(text)).toThrow(new VfsError('ERR_VFS_PATH_FORMAT_INVALID', `Given path '${text}' does not match 'name:/path'`));
  });
});

describe('checkName', () => {
  it.each([
    ['', 'a name cannot be empty'],
    ['.', "'.' and '..' name no file"],
    ['..', "'.' and '..' name no file"],
    ['a/b', 'it holds a slash or a backslash'],
    ['a\\b', 'it holds a slash or a backslash'],
    ['a\u0000b', 'it holds a control character'],
    ['a\u007fb', 'it holds a control character'],
    ['a\u0085b', 'it holds a control character'],
    [' a', 'it starts or ends with a space'],
    ['a\u00a0', 'it starts or ends with a space'],
    ['\ud800', 'it holds a broken Unicode character'],
    ['x'.repeat(256), 'it is longer than 255 bytes in UTF-8'],
    ['😀'.repeat(64), 'it is longer than 255 bytes in UTF-8'],
  ])('refuses %j: %s', (name, problem) => {
    expect(() => checkName(name)).toThrow(problem);
  });

  it('keeps names as NFC, and lets everything else through', () => {
    expect(checkName('Cafe\u0301')).toBe('Café');
    for (const name of ['...', '.hidden', 'a b', 'x'.repeat(255), '😀'.repeat(63), '日本語.txt', '100%_done', '＼uff0f']) expect(checkName(name)).toBe(name);
  });
});

describe('search patterns', () => {
  it('fold case, accents and compatibility forms', () => {
    expect(foldName('Résumé ÅNGSTRÖM ﬁle')).toBe('resume angstrom file');
  });

  it.each([
    ['*resume*', '%resume%'],
    ['R?sumé', 'r_sume'],
    ['100%_done', '100\\%\\_done'],
    ['back\\slash', 'back\\\\slash'],
  ])('turn %j into the LIKE pattern %j', (pattern, like) => {
    expect(likePattern(pattern)).toBe(like);
  });
});

describe('types', () => {
  it('come from the content first, the name second, and text is recognised as such', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await detectMime(png, 'notes.txt')).toBe('image/png');
    expect(await detectMime(Buffer.from('{"a":1}'), 'data.json')).toBe('application/json');
    expect(await detectMime(Buffer.from('plain text'), 'README')).toBe('text/plain');
    // UTF-8 cut in the middle of a character at the end of the sniffed head is still text.
    expect(await detectMime(Buffer.from('é').subarray(0, 1), 'cut')).toBe('text/plain');
    expect(await detectMime(Buffer.from([0, 1, 2]), 'data')).toBe('application/octet-stream');
    expect(await detectMime(Buffer.alloc(0), 'empty')).toBe('application/octet-stream');
  });

  it.each([
    ['text/html', 'text/plain; charset=utf-8', 'code'],
    ['image/svg+xml', 'text/plain; charset=utf-8', 'code'],
    ['application/xhtml+xml', 'text/plain; charset=utf-8', 'file'],
    ['application/javascript', 'text/plain; charset=utf-8', 'code'],
    ['text/xml', 'text/plain; charset=utf-8', 'code'],
    ['image/png', 'image/png', 'image'],
    ['video/mp4', 'video/mp4', 'video'],
    ['audio/mpeg', 'audio/mpeg', 'audio'],
    ['application/pdf', 'application/pdf', 'pdf'],
    ['text/plain', 'text/plain; charset=utf-8', 'text'],
    ['application/zip', 'application/octet-stream', 'archive'],
    ['application/x-msdownload', 'application/octet-stream', 'file'],
    ['inode/directory', 'application/octet-stream', 'folder'],
  ])('%s is served as %s, with the icon %s', (mime, served, icon) => {
    expect(servedType(mime)).toBe(served);
    expect(iconOf(mime)).toBe(icon);
  });
});

describe('signed URLs', () => {
  const grant = { userId: 'u1', accountId: 'a1', sessionId: 's1', path: 'home:/a.txt', download: false };

  it('verify what they were signed for, until they expire', () => {
    const clock = testClock();
    const signer = createUrlSigner({ jwtSecret: Buffer.alloc(32, 7), ttlSeconds: 60, clock });
    const { url, expiresAt } = signer.sign(grant);
    const token = new URL(url, 'http://atrium').searchParams.get('token') ?? '';
    expect(signer.verify(token, 'home:/a.txt', false)).toEqual({ ...grant, expiresAt });
    expect(signer.verify(token, 'home:/b.txt', false)).toBeUndefined();
    expect(signer.verify(token, 'home:/a.txt', true)).toBeUndefined();
    expect(signer.verify(`${token}x`, 'home:/a.txt', false)).toBeUndefined();
    expect(signer.verify(`${token}.extra`, 'home:/a.txt', false)).toBeUndefined();
    expect(signer.verify('not a token', 'home:/a.txt', false)).toBeUndefined();
    const other = createUrlSigner({ jwtSecret: Buffer.alloc(32, 8), ttlSeconds: 60, clock });
    expect(other.verify(token, 'home:/a.txt', false)).toBeUndefined();
    clock.advance(60_000);
    expect(signer.verify(token, 'home:/a.txt', false)).toBeUndefined();
  });
});
