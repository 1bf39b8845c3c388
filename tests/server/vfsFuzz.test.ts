import { randomBytes } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Profile } from '../../server/contract';
import { bearer, capturedLog, removeDir, startServer, tempDir, tokenInAccount, type TestServer } from './helpers';
import { newUser, ok, vfsClient } from './vfsHelpers';

// 10,000 generated paths, each sent to the real server over HTTP by one of the VFS's calls, none of
// which may ever answer with a canary: a file outside a folder mount's root or the packages folder
// (reached by .., encoded separators, backslashes, NUL, absolute paths, links planted inside the
// roots, Unicode look-alikes), or another user's file. Nor may any answer be a server error.

const RUNS = 10_000;
const OUTSIDE_CANARY = `CANARY-OUTSIDE-${randomBytes(6).toString('hex')}`;
const OTHER_USER_CANARY = `CANARY-OTHER-USER-${randomBytes(6).toString('hex')}`;
const CANARY = /CANARY-/;

let server: TestServer & { dataDir: string };
let outside: string;
let base: string;
let jwt: string;
const log = capturedLog();

beforeAll(async () => {
  const dataDir = await tempDir();
  outside = await tempDir('atrium-fuzz-outside-');
  await writeFile(path.join(outside, 'canary.txt'), OUTSIDE_CANARY);
  await writeFile(path.join(dataDir, 'canary.txt'), OUTSIDE_CANARY);

  // A folder mount with links planted inside its root: to a file outside, to the folder above, to /.
  const archive = path.join(dataDir, 'archive');
  await mkdir(path.join(archive, 'reports'), { recursive: true });
  await writeFile(path.join(archive, 'reports', 'q1.txt'), 'first quarter');
  await symlink(path.join(outside, 'canary.txt'), path.join(archive, 'canary.txt'));
  await symlink('..', path.join(archive, 'up'));
  await symlink(outside, path.join(archive, 'reports', 'out'));
  await symlink('/', path.join(archive, 'root'));

  // The packages folder: a visible package with links out, and a package folder that is a link.
  const packages = path.join(dataDir, 'packages');
  const theme = path.join(packages, 'dark-theme');
  await mkdir(theme, { recursive: true });
  await writeFile(path.join(theme, 'metadata.json'), JSON.stringify({ name: 'dark-theme', type: 'theme', title: { en_EN: 'Dark' }, files: ['theme.css'] }));
  await writeFile(path.join(theme, 'theme.css'), 'body { color: black }');
  await symlink(path.join(outside, 'canary.txt'), path.join(theme, 'canary.txt'));
  await symlink(outside, path.join(theme, 'out'));
  await mkdir(path.join(outside, 'evil'));
  await writeFile(path.join(outside, 'evil', 'metadata.json'), JSON.stringify({ name: 'evil', type: 'theme', title: { en_EN: 'Evil' }, files: [] }));
  await writeFile(path.join(outside, 'evil', 'canary.txt'), OUTSIDE_CANARY);
  await symlink(path.join(outside, 'evil'), path.join(packages, 'evil'));

  server = {
    ...(await startServer(dataDir, { ATRIUM_TEST_MODE: '1', VFS_MOUNTS: JSON.stringify({ archive: { adapter: 'folder', label: 'Archive', root: archive } }) }, undefined, log.logger)),
    dataDir,
  };
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  // Another user's canaries: in their home, and in the shared folder of an account the fuzzed user is not in.
  const other = await newUser(server.app);
  ok(await vfsClient(server.app, other.jwt).upload('home:/canary.txt', OTHER_USER_CANARY));
  const profile = ok<Profile>(await server.app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(other.jwt) }));
  const globex = profile.accounts.find((account) => account.name === 'Globex')?.accountId ?? '';
  const inGlobex = vfsClient(server.app, await tokenInAccount(server, other.username, globex, other.password));
  ok(await inGlobex.upload('bos:/canary.txt', OTHER_USER_CANARY));

  jwt = (await newUser(server.app, 'ada')).jwt;
});

afterAll(async () => {
  // A clean-clone run once waited over a minute here: the server now cuts what is left after its
  // drain grace, and says which requests those were.
  await server.close();
  const cut = log.warnings.filter((warning) => warning.startsWith('shutdown:'));
  if (cut.length > 0) console.warn(`VFS fuzz: ${cut.join('; ')}`);
  await removeDir(server.dataDir);
  await removeDir(outside);
});

const MOUNTS = ['home', 'bos', 'apps', 'archive', 'nowhere', 'HOME', 'home ', ' home', '', 'home:', 'file', 'C', '..', '%68ome'];
const SEGMENTS = [
  '..', '.', '...', '%2e%2e', '%2E%2E', '%252e%252e', '.%2e', '%2f', '%2F', '%5c', '%5C', '%00', '%c0%af', '%e2%88%95', '..%2f', '..%5c', '\\', '..\\..',
  '\0', 'canary.txt\0.png', '/', '//', '/etc/passwd', 'C:\\Windows', '~', '~root', '$HOME', '%HOMEPATH%',
  'canary.txt', 'up', 'out', 'root', 'reports', 'q1.txt', 'dark-theme', 'evil', 'theme.css', 'Documents', 'Welcome.txt', 'Team',
  '\uff0e\uff0e', '\u2024\u2024', '\uff0f', '\u2215', '\u2044', '\uff3c', '\u2216', '.\u200b.', '..\u200d', '\u0338', 'ｃａｎａｒｙ.txt', 'canary\u0301.txt',
  '\ud800', '\udfff', 'a\u202eb', '\u00a0', ' ', '\t', '\n', '\r\n', '?', '#', '&path=home:/', '*', '%', 'CON', 'nul', 'a'.repeat(300),
];
type Operation = 'readfile' | 'readdir' | 'stat' | 'exists' | 'search' | 'copy' | 'url';
// Reads most, which is where a path could leak; copies least, as each writes (and fsyncs) what it copied.
const OPERATIONS: readonly Operation[] = ['readfile', 'readfile', 'readfile', 'readdir', 'readdir', 'stat', 'exists', 'search', 'url', 'copy'];

const segment = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) });
const REAL = ['home:/Documents', 'home:/Welcome.txt', 'home:/', 'bos:/Team', 'apps:/dark-theme', 'apps:/', 'archive:/', 'archive:/reports', 'archive:/reports/q1.txt'];
const pathText = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...REAL), fc.array(segment, { maxLength: 3 })).map(([real, parts]) => [real, ...parts].join('/')) },
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...MOUNTS), fc.constantFrom(':/', ':', ':\\', '://', ':%2f', '/', ''), fc.array(segment, { maxLength: 6 }), fc.constantFrom('/', '\\', '%2f', '')).map(([mount, colon, parts, join]) => `${mount}${colon}${parts.join(join === '' ? '/' : join)}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
// Requests in flight at once: the server's answers, not the test's own waiting, set the pace.
const CONCURRENCY = 8;

async function call(operation: Operation, text: string, raw: boolean): Promise<{ status: number; body: string }> {
  const headers = { ...bearer(jwt), 'content-type': 'application/json' };
  const query = raw ? `path=${text}` : new URLSearchParams({ path: text }).toString();
  let response: Response;
  switch (operation) {
    case 'readfile':
    case 'readdir':
    case 'stat':
    case 'exists':
      response = await fetch(`${base}/vfs/${operation}?${query}`, { headers });
      break;
    case 'search':
      response = await fetch(`${base}/vfs/search`, { method: 'POST', headers, body: JSON.stringify({ root: text, pattern: '*' }) });
      break;
    case 'copy':
      response = await fetch(`${base}/vfs/copy`, { method: 'POST', headers, body: JSON.stringify({ from: text, to: 'home:/fuzzed', options: { overwrite: true } }) });
      break;
    case 'url': {
      const asked = await fetch(`${base}/vfs/url`, { method: 'POST', headers, body: JSON.stringify({ path: text }) });
      const answer = await asked.text();
      if (!asked.ok) return { status: asked.status, body: answer };
      response = await fetch(`${base}${(JSON.parse(answer) as { data: { url: string } }).data.url}`);
      break;
    }
  }
  const body = await response.text();
  if (operation === 'copy' && response.ok) {
    // What was copied is read back: a canary must not arrive by way of a copy either.
    const copied = await fetch(`${base}/vfs/search`, { method: 'POST', headers, body: JSON.stringify({ root: 'home:/', pattern: '*fuzzed*' }) });
    const found = (await copied.json()) as { data: { path: string; isFile: boolean }[] };
    const files = await Promise.all(found.data.filter((entry) => entry.isFile).map(async (entry) => (await fetch(`${base}/vfs/readfile?${new URLSearchParams({ path: entry.path }).toString()}`, { headers })).text()));
    await fetch(`${base}/vfs/unlink`, { method: 'POST', headers, body: JSON.stringify({ path: 'home:/fuzzed' }) });
    return { status: response.status, body: body + files.join('') };
  }
  return { status: response.status, body };
}

it(`sends ${RUNS} generated paths at the real server: none reaches a canary, none is a server error`, async () => {
  const started = performance.now();
  const seed = Date.now();
  // Sampled rather than run one by one through fc.assert, so that requests can overlap; the seed
  // in a failure's message generates the same paths again.
  const cases = fc.sample(fc.tuple(pathText, fc.constantFrom(...OPERATIONS), fc.boolean()), { numRuns: RUNS, seed });
  let sent = 0;
  const statuses = new Map<number, number>();
  const worker = async () => {
    for (let next = cases.pop(); next !== undefined; next = cases.pop()) {
      const [text, operation, raw] = next;
      const { status, body } = await call(operation, text, raw);
      sent += 1;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const what = `seed ${seed}: ${operation} ${JSON.stringify(text)}${raw ? ' (raw)' : ''}`;
      expect(status, `${what}: ${body}`).toBeLessThan(500);
      expect(body, what).not.toMatch(CANARY);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(sent).toBeGreaterThanOrEqual(RUNS);
  // Some generated paths must reach real files and folders, or the test proves nothing.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 20);
  console.log(`VFS fuzz: ${sent} paths in ${Math.round(performance.now() - started)} ms; answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
}, 300_000);
