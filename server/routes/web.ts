import { readFile, stat } from 'node:fs/promises';
import { contentType } from 'mime-types';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config, IdentityConfig } from '../config';
import { PublicFileParamsSchema, type ClientConfig } from '../contract';
import { createFileRoot, type FileRoot, type OpenFile } from '../files';
import {
  acceptedEncodings,
  API_BASE,
  createHeldFiles,
  holdOpenFile,
  pathnameOf,
  PRECOMPRESSED_SUFFIX,
  replyNotFound,
  sendHeldFile,
  sendOpenFile,
  warnRefused,
  type App,
  type FileReply,
  type PrecompressedEncoding,
} from '../http';
import { PRODUCT_NAME, VERSION } from '../version';

const CONFIG_PLACEHOLDER = '<!--atrium-config-->';
// File names under /assets carry a content hash, so they never change.
const ASSETS = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The assets the page links, preloads or runs.
const PAGE_ASSETS = /\b(?:src|href)="(\/assets\/[^"?#]+)"/g;
// What browsers send: the key the page's assets are held under at start.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
// What the assets held in memory may take in all: the build is a few megabytes per encoding.
const HELD_ASSETS_BYTES = 64 * 1024 * 1024;
const REVALIDATE = 'no-cache';
const SOURCE_MAP = '.map';
// The files the build writes precompressed copies of (scripts/precompress.mjs).
const PRECOMPRESSED = /\.(?:js|css)$/;

/** What the browser's provider library needs; the audience, keys and provisioning stay on the server. */
function identityProviderOf(identity: IdentityConfig): ClientConfig['identityProvider'] {
  switch (identity.kind) {
    case 'own':
      return null;
    case 'keycloak':
      return { kind: identity.kind, url: identity.url, realm: identity.realm, clientId: identity.clientId, redirectUrl: identity.redirectUrl };
    case 'okta':
      return { kind: identity.kind, issuer: identity.issuer, clientId: identity.clientId, redirectUri: identity.redirectUri, scopes: [...identity.scopes] };
  }
}

function clientConfigOf(config: Config): ClientConfig {
  return {
    productName: PRODUCT_NAME,
    version: VERSION,
    testMode: config.testMode,
    testClock: config.testClock,
    apiBase: API_BASE,
    authType: config.identity.kind,
    identityProvider: identityProviderOf(config.identity),
    passwordSignIn: config.passwordSignIn,
    development: config.development,
    windows: { mobile: config.windowsMobile, clampToViewport: config.windowsClampToViewport },
    desktopWidgets: [...config.desktopWidgets],
    keybindings: config.keybindings,
    settingsLock: [...config.settingsLock],
    translateLanguageOptions: [...config.translateLanguageOptions],
    login: {
      title: config.loginTitle ?? null,
      // Served by the media routes, which read the files on every request: a new one needs no restart.
      background: config.loginBackground === undefined ? null : `${API_BASE}/site/login-background`,
      logo: config.loginLogo === undefined ? null : `${API_BASE}/site/login-logo`,
    },
    socket: { reconnectInterval: config.socketReconnectInterval },
  };
}

/** Puts the client config into the page's `<head>` so the browser boots without asking for it. */
export function renderIndexHtml(template: string, clientConfig: ClientConfig): string {
  if (!template.includes(CONFIG_PLACEHOLDER)) throw new Error(`index.html has no ${CONFIG_PLACEHOLDER} placeholder`);
  // Escaped so no value can close the script element or open a comment inside it.
  const json = JSON.stringify(clientConfig).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // A replacer function, because a replacement string would interpret `$&` and the like.
  return template.replace(CONFIG_PLACEHOLDER, () => `<script id="atrium-config" type="application/json">${json}</script>`);
}

/**
 * Serves the browser build from `config.publicDir` when it exists. Every file goes through the
 * containment check: a link that leads out of the build is refused (a 404, and a warning in the
 * log); source maps only when `config.serveSourceMaps`. A script or stylesheet goes out as its
 * precompressed copy (.br, .gz beside it) when the browser accepts that encoding and the copy is
 * there, opened through the same check. Page navigations that match no file get
 * `page`, so the browser's own routes survive a reload; everything else that matches nothing is
 * a 404 in the envelope.
 * @param page the rendered index.html (readIndexPage); undefined without one.
 */
export async function registerWeb(app: App, config: Config, page: string | undefined): Promise<void> {
  if (await isDirectory(config.publicDir)) {
    const root = createFileRoot(config.publicDir);
    const held = createHeldFiles(HELD_ASSETS_BYTES);
    app.get('/*', { schema: { params: PublicFileParamsSchema } }, async (request, reply) => {
      const relativePath = request.params['*'];
      // A range counts the file's own bytes, which the choice of a copy must see (openPrecompressed).
      const key = request.headers.range === undefined ? `${relativePath}\n${acceptedEncodings(request.headers['accept-encoding']).join()}` : undefined;
      const known = key === undefined ? undefined : held.get(key);
      if (known) return sendHeldFile(request, reply, known);
      const chosen = await chooseFile(root, request, reply, relativePath, config.serveSourceMaps);
      if (chosen === null) return reply;
      const { file, fileReply } = chosen;
      // Only an asset named as it is (not through a link, nor another spelling), so that one file is held once.
      if (key === undefined || fileReply.cacheControl !== IMMUTABLE || !isCanonical(relativePath, chosen.name) || !held.fits(file.stats.size)) {
        return sendOpenFile(request, reply, file, fileReply);
      }
      const kept = await holdOpenFile(file, fileReply);
      held.hold(key, kept);
      return sendHeldFile(request, reply, kept);
    });
    // A fresh server's first page load, the login page's, then meets its scripts held already
    // (issue 33: the login form within 300 ms of the navigation). Off the start's path: after ready.
    if (page !== undefined) {
      app.addHook('onReady', (done) => {
        setImmediate(() => void holdAssetsOf(app, page));
        done();
      });
    }
  }

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(page);
  if (page !== undefined) {
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  }

  app.setNotFoundHandler((request, reply) =>
    page !== undefined && isPageNavigation(request) ? sendIndex(request, reply) : replyNotFound(request, reply),
  );
}

/**
 * The file a request for `relativePath` gets, opened and checked, with its headers: the file, or
 * its precompressed copy; null when the answer was given already (refused, missing, a source map
 * that is not served). `name` is the real path of the file itself under the root.
 */
async function chooseFile(
  root: FileRoot,
  request: FastifyRequest,
  reply: FastifyReply,
  relativePath: string,
  serveSourceMaps: boolean,
): Promise<{ file: OpenFile; fileReply: FileReply; name: string } | null> {
  const found = await root.open(relativePath);
  if (found.kind === 'refused') {
    warnRefused(request, found.reason);
    replyNotFound(request, reply);
    return null;
  }
  if (found.kind === 'missing') {
    reply.callNotFound();
    return null;
  }
  const { file } = found;
  const name = file.relativePath;
  if (!file.stats.isFile() || (!serveSourceMaps && name.endsWith(SOURCE_MAP))) {
    await file.handle.close();
    reply.callNotFound();
    return null;
  }
  const fileReply = { contentType: contentTypeOf(name), cacheControl: name.split(path.sep)[0] === ASSETS ? IMMUTABLE : REVALIDATE };
  if (!PRECOMPRESSED.test(name)) return { file, fileReply, name };
  // Whichever encoding this answer has, a cache keeps it for this Accept-Encoding only.
  const variant = { ...fileReply, vary: 'Accept-Encoding' };
  const encoded = await openPrecompressed(root, request, relativePath);
  if (!encoded) return { file, fileReply: variant, name };
  await file.handle.close();
  return { file: encoded.file, fileReply: { ...variant, contentEncoding: encoded.encoding }, name };
}

/**
 * Asks for every asset `page` names as a browser would, through the route and its checks, so that
 * they are held before the first browser asks. A failure only means the browser's request reads them.
 */
async function holdAssetsOf(app: App, page: string): Promise<void> {
  const urls = [...new Set(Array.from(page.matchAll(PAGE_ASSETS), ([, url]) => url))];
  try {
    const answers = await Promise.all(urls.map((url) => app.inject({ url, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } })));
    app.log.debug(`Held ${answers.filter((answer) => answer.statusCode === 200).length} of the ${urls.length} assets the page names`);
  } catch (error) {
    app.log.debug({ err: error }, 'The assets the page names were not held at start');
  }
}

/** Whether `relativePath`, as the request spelled it, is the real path `name` of what it opened. */
function isCanonical(relativePath: string, name: string): boolean {
  return relativePath.split('/').join(path.sep) === name;
}

/**
 * The precompressed copy of `relativePath` in the encoding the request wants most, among those
 * there; null for the file as it is. A range request always gets the file itself: its byte
 * positions count the file's bytes, not a copy's.
 */
async function openPrecompressed(
  root: FileRoot,
  request: FastifyRequest,
  relativePath: string,
): Promise<{ file: OpenFile; encoding: PrecompressedEncoding } | null> {
  if (request.headers.range !== undefined) return null;
  for (const encoding of acceptedEncodings(request.headers['accept-encoding'])) {
    const found = await root.open(relativePath + PRECOMPRESSED_SUFFIX[encoding]);
    if (found.kind === 'refused') warnRefused(request, found.reason);
    if (found.kind !== 'opened') continue;
    if (found.file.stats.isFile()) return { file: found.file, encoding };
    await found.file.handle.close();
  }
  return null;
}

function isPageNavigation(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== API_BASE &&
    !pathname.startsWith(`${API_BASE}/`) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * The page as the server sends it: the build's index.html with the client config in place.
 * Read and rendered once, since neither changes while the server runs, and before the security
 * headers, whose policy admits the page's inline scripts by hash. Undefined without a build.
 */
export async function readIndexPage(config: Config): Promise<string | undefined> {
  try {
    const template = await readFile(path.join(config.publicDir, 'index.html'), 'utf8');
    return renderIndexHtml(template, clientConfigOf(config));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The type of a build file by its name, text ones in UTF-8 (as the build writes them). */
function contentTypeOf(file: string): string {
  return contentType(path.basename(file)) || 'application/octet-stream';
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
