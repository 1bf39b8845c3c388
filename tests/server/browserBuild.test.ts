// What `node build.mjs` writes for the browser: the login page's scripts and their weight, the
// automation handle in a chunk only test mode imports, and precompressed copies of every script.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from './helpers';

interface LoginScripts {
  scripts: { url: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
  budget: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
// A message only engine/automation.ts has: `Atrium: '${app.name}' opened no window`.
const AUTOMATION_CODE = 'opened no window';
// The counters behind `atrium.frames()` and `atrium.renders()`, as the minified automation chunk
// writes them. The views only report to engine/frames, which counts nothing.
const COUNTING_CODE = ['{desktop:0,chrome:0,active:0,widgets:0,snap:0}', 'byWid'];

/** A stylesheet's top-level rules (an @media block is one), as the minifier wrote them. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) {
      rules.push(css.slice(start, at + 1).trim());
      start = at + 1;
    }
  }
  return rules;
}

let out: string;
let publicDir: string;
/** Every built script, by its URL. */
const scripts = new Map<string, string>();
let login: LoginScripts;

beforeAll(async () => {
  out = await tempDir('atrium-build-');
  const build = spawn(process.execPath, [path.join(root, 'build.mjs'), `--out=${out}`], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (code !== 0) throw new Error(`build.mjs failed (${code}):\n${output}`);
  publicDir = path.join(out, 'public');
  for (const file of await readdir(publicDir, { recursive: true })) {
    if (file.endsWith('.js')) scripts.set('/' + file.split(path.sep).join('/'), await readFile(path.join(publicDir, file), 'utf8'));
  }
  login = JSON.parse(await readFile(path.join(publicDir, 'login-scripts.json'), 'utf8')) as LoginScripts;
}, 240_000);

afterAll(async () => {
  await removeDir(out);
});

describe('the browser build', () => {
  it("lists the login page's scripts: the entry first, then what index.html preloads, within the budget", async () => {
    const page = await readFile(path.join(publicDir, 'index.html'), 'utf8');
    const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(page)?.[1];
    const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);
    expect(login.scripts.map((script) => script.url)).toEqual([entry, ...preloads]);
    for (const script of login.scripts) expect(script.bytes).toBe(Buffer.byteLength(scripts.get(script.url) ?? ''));
    expect(login.budget).toBe(150 * 1024);
    expect(login.gzip).toBeLessThanOrEqual(login.budget);
  });

  it("links the login page's own stylesheet, the full sheet's rules in their order, and preloads the faces the form waits for", async () => {
    const page = await readFile(path.join(publicDir, 'index.html'), 'utf8');
    const loginSheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page)?.[1] ?? '';
    const fullSheet = JSON.parse(/<script id="atrium-desktop-styles" type="application\/json">([^<]+)<\/script>/.exec(page)?.[1] ?? '""') as string;
    expect(loginSheet).toMatch(/^\/assets\/login-styles-\w+\.css$/);
    expect(fullSheet).toMatch(/^\/assets\/page-styles-\w+\.css$/);
    const css = await readFile(path.join(publicDir, loginSheet), 'utf8');
    const loginRules = topLevelRules(css.replace(/\/\*[^]*?\*\//g, ''));
    const fullRules = topLevelRules((await readFile(path.join(publicDir, fullSheet), 'utf8')).replace(/\/\*[^]*?\*\//g, ''));
    expect(loginRules.length).toBeGreaterThan(0);
    expect(loginRules.length).toBeLessThan(fullRules.length / 2);
    // Each of the login sheet's rules is in the full sheet, after the one before it: once the
    // desktop links the full sheet over it, every rule's last place is the full sheet's.
    let after = 0;
    for (const rule of loginRules) {
      const at = fullRules.indexOf(rule, after);
      expect(at, rule).toBeGreaterThanOrEqual(after);
      after = at + 1;
    }
    const fonts = [...page.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((match) => match[1] ?? '');
    expect(fonts.map((font) => /\/roboto-latin-(\d+)-normal-\w+\.woff2$/.exec(font)?.[1]).sort()).toEqual(['400', '500', '700']);
    for (const font of fonts) expect(css).toContain(font);
  });

  it('puts the automation handle in one chunk that only a dynamic import() reaches', () => {
    const holding = [...scripts].filter(([, code]) => code.includes(AUTOMATION_CODE)).map(([url]) => url);
    expect(holding).toHaveLength(1);
    const [automation = ''] = holding;
    expect(login.scripts.map((script) => script.url)).not.toContain(automation);
    const name = path.posix.basename(automation);
    const references = [...scripts.values()].flatMap((code) => [...code.matchAll(new RegExp(`(.{0,40})${name.replace(/[.$]/g, '\\$&')}"`, 'g'))].map((match) => match[1] ?? ''));
    expect(references.length).toBeGreaterThan(0);
    // A static import reads `from"/assets/chunks/automation-….js"`; a dynamic one `import("/assets/chunks/automation-….js")`.
    for (const before of references) expect(before).toMatch(/import\("[^"]*$/);
  });

  it("counts the canvases' frames and the windows' renders in the automation chunk only", () => {
    const [automation] = [...scripts].filter(([, code]) => code.includes(AUTOMATION_CODE)).map(([url]) => url);
    for (const marker of COUNTING_CODE) {
      expect([...scripts].filter(([, code]) => code.includes(marker)).map(([url]) => url), marker).toEqual([automation]);
    }
  });

  it('writes a .br and a .gz copy of the scripts that decompress to the very same bytes', async () => {
    for (const { url } of login.scripts) {
      const file = path.join(publicDir, url);
      const bytes = await readFile(file);
      if (bytes.length < 1024) continue;
      expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(bytes)).toBe(true);
      expect(gunzipSync(await readFile(`${file}.gz`)).equals(bytes)).toBe(true);
    }
    const css = (await readdir(path.join(publicDir, 'assets'))).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(gunzipSync(await readFile(path.join(publicDir, 'assets', `${file}.gz`))).equals(await readFile(path.join(publicDir, 'assets', file)))).toBe(true);
  });
});
