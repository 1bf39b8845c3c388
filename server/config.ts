import { accessSync, constants, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DesktopWidgetsSchema, KEY_CHORD, KNOWN_LOCALES, type WidgetEntry } from './contract';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Where file contents live (BLOB_STORE): under DATA_DIR/blobs, or in a bucket every instance shares. */
export type BlobStoreConfig = { kind: 'local' } | S3Config;

/** BLOB_STORE=s3://bucket/prefix and the S3_* variables. */
export interface S3Config {
  kind: 's3';
  bucket: string;
  /** Empty, or ending with '/': the objects are `${prefix}${key}`. */
  prefix: string;
  /** An S3-compatible server's address; undefined: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, shared files, the instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO and most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  blobStore: BlobStoreConfig;
  testMode: boolean;
  /** ISO date-time the browser's clock is fixed to in test mode. */
  testClock: string;
  /** Overrides the secret kept in `${dataDir}/jwt-secret`; instances sharing a database need the same one. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Sign-in attempts per client address per minute. */
  loginRateLimitPerIp: number;
  /** Free failed sign-ins per username and address before the delays start. */
  loginFailuresPerUser: number;
  /**
   * Which proxies in front of the server to believe about the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto): none, all, the nearest N hops, or these addresses and ranges.
   */
  trustProxy: boolean | number | readonly string[];
  development: boolean;
  /** NODE_ENV=production: no demo, and a loud warning about users who still have the demo's password. */
  production: boolean;
  /** Whether the demo organisation is seeded into an empty database (ATRIUM_DEMO; never in production). */
  demo: boolean;
  /** Acme's orders in the demo's sales (ATRIUM_DEMO_ORDERS); Globex gets a twentieth. Tests seed fewer to start fast. */
  demoOrders: number;
  /** Root width at or below which the browser shows windows full-size (spec: windows.mobile). */
  windowsMobile: number;
  /** Widgets are clamped inside the desktop whenever it changes (spec: windows.clampToViewport). */
  windowsClampToViewport: boolean;
  /** The site's desktop widgets: a user's until they save their own, and always a locked desktop's. */
  desktopWidgets: readonly WidgetEntry[];
  /** Desktop shortcuts by keybinding id, replacing the defaults for everyone (e.g. the application menu's Alt+A). */
  keybindings: Readonly<Record<string, string>>;
  /** Settings namespaces locked by configuration; 'desktop' is the spec's desktop.lock. */
  settingsLock: readonly string[];
  /**
   * Languages the login page offers (spec: translateLanguageOptions): known locales (en_EN), which
   * switch the translation tables, and language codes of the translation service (ar), which set
   * the page's language and direction.
   */
  translateLanguageOptions: readonly string[];
  publicDir: string;
  /** Whether the browser build's source maps (`*.map`) are served; by default not in production. */
  serveSourceMaps: boolean;
  /** Who may show Atrium in a frame: a Content-Security-Policy source list, `'none'` by default. */
  frameAncestors: string;
  /** Installed third-party packages, a folder each: `<packagesDir>/<name>/metadata.json` and its files. */
  packagesDir: string;
  /** The built-in packages' manifest, which build.mjs writes; without it there are no built-in packages. */
  builtinManifest: string;
  /** The server log's threshold; 'info' adds a line per request. */
  logLevel: LogLevel;
  /** The outgoing mail server, an smtp:// or smtps:// URL; undefined: each message is written as an .eml file under `mailDir`. */
  smtpUrl: string | undefined;
  /** Where messages go without an SMTP server. */
  mailDir: string;
  /** The sender of Atrium's mail, `address` or `Name <address>`. */
  mailFrom: string;
  /** Where users reach Atrium (scheme, host, port, path): the links in mail start with it. */
  publicUrl: string;
  /** PUBLIC_URL's origin when it is set: the desktop's socket must come from a page of it. Unset: from the host it was opened at. */
  publicOrigin: string | undefined;
  /** How long a password reset link works. */
  passwordResetTtlSeconds: number;
  /** The login page's title; undefined: the welcome text in the page's language. */
  loginTitle: string | undefined;
  /** The login page's background image and logo, as image files; undefined: the bundled ones. */
  loginBackground: string | undefined;
  loginLogo: string | undefined;
  /** Milliseconds between a page's attempts to get its lost websocket back, before their jitter (spec: 1000 by default, 5000 configured). */
  socketReconnectInterval: number;
  /** The virtual file system: mounts added and disabled (VFS_MOUNTS), limits, signed URLs. */
  vfs: VfsConfig;
  /** Who signs users in (AUTH_TYPE): Atrium itself, or an external OpenID Connect provider. */
  identity: IdentityConfig;
  /**
   * Whether POST /api/auth signs users in with a username and password: always with AUTH_TYPE=own;
   * with a provider only when AUTH_ALLOW_PASSWORD is set, since it would bypass the provider's MFA.
   */
  passwordSignIn: boolean;
}

/**
 * AUTH_TYPE and its provider's settings. For an external provider, the server verifies the access
 * tokens the browser brings against `issuer`, `audience` and the keys at `jwksUri`;
 * `provisionAccount` names the account an unknown identity with an e-mail joins as a new user
 * (AUTH_PROVISION_ACCOUNT; unset: unknown identities are refused).
 */
export type IdentityConfig =
  | { kind: 'own' }
  | (ExternalIdentity & { kind: 'keycloak'; url: string; realm: string; redirectUrl: string })
  | (ExternalIdentity & { kind: 'okta'; redirectUri: string; scopes: readonly string[] });

export interface ExternalIdentity {
  issuer: string;
  clientId: string;
  audience: string;
  jwksUri: string;
  /** Asked whether an e-mail is verified when the access token does not say. */
  userinfoUri: string;
  provisionAccount: string | undefined;
}

/** A mount VFS_MOUNTS adds: a tree in the database per user or per account, or a server folder, read-only. */
export type VfsMountSetting =
  | { name: string; adapter: 'database'; label: string; scope: 'user' | 'account'; visibility: 'global' | 'restricted'; searchable: boolean }
  | { name: string; adapter: 'folder'; label: string; root: string; visibility: 'global' | 'restricted' };

export interface VfsConfig {
  /** Built-in mounts (home, bos, apps) switched off. */
  disabled: readonly string[];
  /** Mounts added, in the order VFS_MOUNTS names them. */
  added: readonly VfsMountSetting[];
  /** The largest file one upload may write, in bytes (VFS_UPLOAD_LIMIT). */
  uploadLimit: number;
  /**
   * Bytes each user may hold, the trash included: their own trees (home) and what they put into
   * their accounts' shared trees; null: no quota (VFS_QUOTA).
   */
  quota: number | null;
  /** Bytes each account's shared trees may hold together, the trash included; null: no quota (VFS_ACCOUNT_QUOTA). */
  accountQuota: number | null;
  /** How long a signed URL reads its file (VFS_URL_TTL). */
  urlTtlSeconds: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Readonly<Record<string, string | undefined>>;

const DAY_SECONDS = 24 * 60 * 60;
// Named here rather than imported from server/vfs, which reads this configuration.
const DEFAULT_UPLOAD_LIMIT = 2 * 1024 ** 3;
const DEFAULT_URL_TTL_SECONDS = 3600;
const MIN_JWT_SECRET_LENGTH = 32;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

// Next to the bundle: dist/server/main.js serves dist/public and reads dist/server/builtin-packages.json.
const defaultPublicDir = fileURLToPath(new URL('../public', import.meta.url));
const defaultBuiltinManifest = fileURLToPath(new URL('builtin-packages.json', import.meta.url));

/**
 * Reads the configuration from `env`; relative paths are resolved from `cwd`.
 * @throws Error naming the variable and its bad value.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  return {
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 8080, { min: 0, max: 65535 }),
    dataDir,
    database: database(env, dataDir),
    blobStore: blobStore(env),
    testMode: testMode(env),
    testClock: testClock(env),
    jwtSecret: jwtSecret(env),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 30 * DAY_SECONDS),
    loginRateLimitPerIp: integer(env, 'LOGIN_RATE_LIMIT_PER_IP', 30),
    loginFailuresPerUser: integer(env, 'LOGIN_FAILURES_PER_USER', 5),
    trustProxy: trustProxy(env),
    development: env.NODE_ENV === 'development',
    production: isProduction(env),
    demo: demo(env),
    demoOrders: integer(env, 'ATRIUM_DEMO_ORDERS', DEFAULT_DEMO_ORDERS, { min: 20, max: 1_000_000 }),
    windowsMobile: integer(env, 'WINDOWS_MOBILE', 640, { min: 0, max: 100000 }),
    windowsClampToViewport: flag(env, 'WINDOWS_CLAMP_TO_VIEWPORT', true),
    desktopWidgets: desktopWidgets(env),
    keybindings: keybindings(env),
    settingsLock: list(env, 'SETTINGS_LOCK', NAMESPACE, 'settings namespaces such as desktop,locale'),
    translateLanguageOptions: translateLanguageOptions(env),
    publicDir: path.resolve(cwd, text(env, 'ATRIUM_PUBLIC_DIR') ?? defaultPublicDir),
    serveSourceMaps: flag(env, 'SERVE_SOURCE_MAPS', !isProduction(env)),
    frameAncestors: frameAncestors(env),
    packagesDir: path.resolve(cwd, text(env, 'PACKAGES_DIR') ?? path.join(dataDir, 'packages')),
    builtinManifest: path.resolve(cwd, text(env, 'ATRIUM_BUILTIN_MANIFEST') ?? defaultBuiltinManifest),
    logLevel: logLevel(env),
    ...accountsConfig(env, cwd, dataDir),
    socketReconnectInterval: integer(env, 'SOCKET_RECONNECT_INTERVAL', 1000, { min: 100, max: 600_000 }),
    vfs: {
      ...vfsMounts(env, cwd),
      uploadLimit: integer(env, 'VFS_UPLOAD_LIMIT', DEFAULT_UPLOAD_LIMIT),
      quota: env.VFS_QUOTA?.trim() ? integer(env, 'VFS_QUOTA', 0) : null,
      accountQuota: env.VFS_ACCOUNT_QUOTA?.trim() ? integer(env, 'VFS_ACCOUNT_QUOTA', 0) : null,
      urlTtlSeconds: integer(env, 'VFS_URL_TTL', DEFAULT_URL_TTL_SECONDS),
    },
    identity: identity(env),
    passwordSignIn: (text(env, 'AUTH_TYPE') ?? 'own') === 'own' || flag(env, 'AUTH_ALLOW_PASSWORD'),
  };
}

const AUTH_TYPES = ['own', 'keycloak', 'okta'] as const;
const DEFAULT_OKTA_SCOPES = ['openid', 'email', 'profile'];
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;

/** AUTH_TYPE and the settings of the provider it names, each required one checked here. */
function identity(env: Env): IdentityConfig {
  const value = text(env, 'AUTH_TYPE') ?? 'own';
  const kind = AUTH_TYPES.find((type) => type === value);
  if (kind === undefined) throw invalid('AUTH_TYPE', value, `one of ${AUTH_TYPES.join(', ')}`);
  if (kind === 'own') return { kind };
  const required = (name: string, check: (value: string) => boolean, expected: string): string => {
    const value = text(env, name);
    if (value === undefined) throw new Error(`${name} is required with AUTH_TYPE=${kind}: expected ${expected}`);
    if (!check(value)) throw invalid(name, value, expected);
    return value;
  };
  const clientIdName = kind === 'keycloak' ? 'KEYCLOAK_CLIENT_ID' : 'OKTA_CLIENT_ID';
  const clientId = required(clientIdName, (value) => CLIENT_ID.test(value), "the client's id as the provider knows it, such as atrium");
  const redirect = (name: string) => {
    const value = text(env, name);
    if (value !== undefined && !isHttpUrl(value)) throw invalid(name, value, 'the http(s) address the provider sends users back to, such as https://atrium.example.com/');
    return value ?? `${publicUrl(env)}/`;
  };
  const common = { clientId, provisionAccount: text(env, 'AUTH_PROVISION_ACCOUNT') };
  if (kind === 'keycloak') {
    const url = required('KEYCLOAK_URL', isHttpUrl, 'the http(s) address of the Keycloak server, such as https://sso.example.com').replace(/\/+$/, '');
    const realm = required('KEYCLOAK_REALM', (value) => /^[\w.-]{1,100}$/.test(value), 'the name of the realm, such as atrium');
    const issuer = `${url}/realms/${realm}`;
    return {
      kind,
      url,
      realm,
      redirectUrl: redirect('KEYCLOAK_REDIRECT_URL'),
      issuer,
      // Keycloak puts the client in `aud` once the realm has an audience mapper for it.
      audience: text(env, 'KEYCLOAK_AUDIENCE') ?? clientId,
      jwksUri: `${issuer}/protocol/openid-connect/certs`,
      userinfoUri: `${issuer}/protocol/openid-connect/userinfo`,
      ...common,
    };
  }
  const issuer = required('OKTA_ISSUER', (value) => isHttpUrl(value) && !/[?#]/.test(value), 'the http(s) address of the authorization server, such as https://example.okta.com/oauth2/default').replace(/\/+$/, '');
  const scopesValue = text(env, 'OKTA_SCOPES');
  const scopes = scopesValue === undefined ? DEFAULT_OKTA_SCOPES : scopesValue.split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid') || scopes.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))) {
    throw invalid('OKTA_SCOPES', scopesValue ?? '', 'scopes separated by spaces or commas, openid among them, such as openid email profile');
  }
  return {
    kind,
    issuer,
    redirectUri: redirect('OKTA_REDIRECT_URI'),
    scopes,
    // What an Okta authorization server puts in `aud` unless its administrator changed it.
    audience: text(env, 'OKTA_AUDIENCE') ?? 'api://default',
    // Okta's routes when the issuer is an authorization server (/oauth2/…), the org's otherwise.
    jwksUri: issuer.includes('/oauth2') ? `${issuer}/v1/keys` : `${issuer}/oauth2/v1/keys`,
    userinfoUri: issuer.includes('/oauth2') ? `${issuer}/v1/userinfo` : `${issuer}/oauth2/v1/userinfo`,
    ...common,
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

type AccountsConfig = Pick<
  Config,
  'smtpUrl' | 'mailDir' | 'mailFrom' | 'publicUrl' | 'publicOrigin' | 'passwordResetTtlSeconds' | 'loginTitle' | 'loginBackground' | 'loginLogo'
>;

/** Mail, reset links and the login page's branding. */
function accountsConfig(env: Env, cwd: string, dataDir: string): AccountsConfig {
  return {
    smtpUrl: smtpUrl(env),
    mailDir: path.join(dataDir, 'mail'),
    mailFrom: mailFrom(env),
    publicUrl: publicUrl(env),
    publicOrigin: text(env, 'PUBLIC_URL') === undefined ? undefined : new URL(publicUrl(env)).origin,
    passwordResetTtlSeconds: integer(env, 'PASSWORD_RESET_TTL', 60 * 60),
    loginTitle: loginTitle(env),
    loginBackground: imageFile(env, cwd, 'LOGIN_BACKGROUND'),
    loginLogo: imageFile(env, cwd, 'LOGIN_LOGO'),
  };
}

function smtpUrl(env: Env): string | undefined {
  const value = text(env, 'SMTP_URL');
  // The URL may hold the mail server's password: name the variable, never print the value.
  if (value !== undefined && !/^smtps?:\/\/[^\s]+$/.test(value)) throw new Error('Invalid SMTP_URL: expected an smtp:// or smtps:// URL');
  return value;
}

/** MAIL_FROM: an address, or a name and an address; no line break can add a header to the mail. */
function mailFrom(env: Env): string {
  const value = text(env, 'MAIL_FROM') ?? 'Atrium <atrium@localhost>';
  if (!/^([^<>\p{Cc}]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/u.test(value)) {
    throw invalid('MAIL_FROM', value, 'an e-mail address, or a name and one, such as Atrium <atrium@example.com>');
  }
  return value;
}

/** PUBLIC_URL: an http(s) URL; by default the address the server listens on. */
function publicUrl(env: Env): string {
  const value = text(env, 'PUBLIC_URL');
  if (value === undefined) {
    const host = text(env, 'HOST') ?? '127.0.0.1';
    const shown = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${integer(env, 'PORT', 8080, { min: 0, max: 65535 })}`;
  }
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw invalid('PUBLIC_URL', value, 'the http:// or https:// address users reach Atrium at, such as https://atrium.example.com');
  }
  return url.href.replace(/\/$/, '');
}

const MAX_LOGIN_TITLE_LENGTH = 100;

function loginTitle(env: Env): string | undefined {
  const value = text(env, 'LOGIN_TITLE');
  if (value !== undefined && (value.length > MAX_LOGIN_TITLE_LENGTH || /\p{Cc}/u.test(value))) {
    throw invalid('LOGIN_TITLE', value, `a line of at most ${MAX_LOGIN_TITLE_LENGTH} characters`);
  }
  return value;
}

/** The image types a login page's background or logo may be, by file extension. */
export const LOGIN_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** An image file the server can read, by a name whose extension says its type. */
function imageFile(env: Env, cwd: string, name: string): string | undefined {
  const value = text(env, name);
  if (value === undefined) return undefined;
  const file = path.resolve(cwd, value);
  const expected = `an image file (${Object.keys(LOGIN_IMAGE_TYPES).join(', ')}) the server can read`;
  if (!(path.extname(file).toLowerCase() in LOGIN_IMAGE_TYPES)) throw invalid(name, value, expected);
  try {
    accessSync(file, constants.R_OK);
    if (!statSync(file).isFile()) throw new Error('not a file');
  } catch {
    throw invalid(name, value, expected);
  }
  return file;
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The demo's 100,000 orders: two years of a mid-sized business, enough to make the dashboards' queries work. */
const DEFAULT_DEMO_ORDERS = 100_000;

function invalid(name: string, value: string, expected: string): Error {
  return new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
}

function integer(env: Env, name: string, fallback: number, range = { min: 1, max: Number.MAX_SAFE_INTEGER }): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(parsed >= range.min && parsed <= range.max)) {
    throw invalid(name, value, `an integer from ${range.min} to ${range.max}`);
  }
  return parsed;
}

function isProduction(env: Env): boolean {
  return text(env, 'NODE_ENV') === 'production';
}

/** ATRIUM_DEMO: on by default outside production; asking for it in production is a mistake to stop at. */
function demo(env: Env): boolean {
  const value = text(env, 'ATRIUM_DEMO');
  if (value === undefined) return !isProduction(env);
  const enabled = flag(env, 'ATRIUM_DEMO');
  if (enabled && isProduction(env)) {
    throw invalid('ATRIUM_DEMO', value, "0, false or no value when NODE_ENV=production: the demo's passwords are published");
  }
  return enabled;
}

/**
 * ATRIUM_TEST_MODE, refused in production: test mode fixes the browser's clock and lets anyone who
 * reaches the server create users (POST /api/test/users).
 */
function testMode(env: Env): boolean {
  const value = text(env, 'ATRIUM_TEST_MODE');
  const enabled = flag(env, 'ATRIUM_TEST_MODE');
  if (enabled && isProduction(env)) {
    throw invalid('ATRIUM_TEST_MODE', value ?? '', '0, false or no value when NODE_ENV=production: test mode lets anyone create users');
  }
  return enabled;
}

function flag(env: Env, name: string, fallback = false): boolean {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (lower === '1' || lower === 'true') return true;
  if (lower === '0' || lower === 'false') return false;
  throw invalid(name, value, '1, true, 0 or false');
}

const NAMESPACE = /^[A-Za-z0-9_.-]{1,100}$/;

/** A comma-separated list whose every item matches `item`. */
function list(env: Env, name: string, item: RegExp, expected: string): string[] {
  const value = text(env, name);
  if (value === undefined) return [];
  const items = value.split(',').map((part) => part.trim());
  if (items.some((part) => !item.test(part))) throw invalid(name, value, `a comma-separated list of ${expected}`);
  return [...new Set(items)];
}

/** A language the translation service knows, as a BCP 47 code in canonical form (ar, he, zh-TW). */
function isLanguageCode(value: string): boolean {
  if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$/.test(value)) return false;
  try {
    if (Intl.getCanonicalLocales(value)[0] !== value) return false;
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(value) !== undefined;
  } catch {
    return false;
  }
}

/**
 * TRANSLATE_LANGUAGE_OPTIONS: known locales and translation-service language codes, comma-separated.
 * The error names the first entry that is neither.
 */
function translateLanguageOptions(env: Env): string[] {
  const value = text(env, 'TRANSLATE_LANGUAGE_OPTIONS');
  if (value === undefined) return [];
  const items = value.split(',').map((part) => part.trim());
  const bad = items.find((item) => !(KNOWN_LOCALES as readonly string[]).includes(item) && !isLanguageCode(item));
  if (bad !== undefined) {
    const expected =
      `a comma-separated list of locales among ${KNOWN_LOCALES.join(', ')} or language codes of the translation service ` +
      `such as ar, fa, he; '${bad}' is neither`;
    throw invalid('TRANSLATE_LANGUAGE_OPTIONS', value, expected);
  }
  return [...new Set(items)];
}

/** Variable `name`'s JSON `value`. @throws Error naming the variable when it is no JSON. */
function json(name: string, value: string, expected: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw invalid(name, value, expected);
  }
}

/** Variable `name`'s JSON `value`, which must be an object. */
function jsonObject(name: string, value: string, expected: string): Record<string, unknown> {
  const parsed = json(name, value, expected);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid(name, value, expected);
  return parsed as Record<string, unknown>;
}

/** KEYBINDINGS: a JSON object of keybinding id → chord, e.g. {"atrium.appmenu.toggle":"Alt+M"}. */
function keybindings(env: Env): Record<string, string> {
  const value = text(env, 'KEYBINDINGS');
  if (value === undefined) return {};
  const expected = 'a JSON object of keybinding id to chord, e.g. {"atrium.appmenu.toggle":"Alt+M"}';
  const entries = Object.entries(jsonObject('KEYBINDINGS', value, expected));
  const bad = entries.find(([, chord]) => typeof chord !== 'string' || !KEY_CHORD.test(chord));
  if (bad) throw invalid('KEYBINDINGS', value, `${expected}; '${bad[0]}' has no valid chord such as "Ctrl+Shift+F3"`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** DESKTOP_WIDGETS: a JSON array of widget entries as `desktop.widgets` keeps them. */
function desktopWidgets(env: Env): WidgetEntry[] {
  const value = text(env, 'DESKTOP_WIDGETS');
  if (value === undefined) return [];
  const expected = 'a JSON array of at most 100 widgets, e.g. [{"name":"digitalclock","options":{"position":{"left":15,"top":15}}}]';
  const parsed = json('DESKTOP_WIDGETS', value, expected);
  const error = Value.Errors(DesktopWidgetsSchema, parsed).First();
  if (error) throw invalid('DESKTOP_WIDGETS', value, `${expected}; ${error.path ? `widgets${error.path}: ` : ''}${error.message}`);
  return parsed as WidgetEntry[];
}

/**
 * TRUST_PROXY: false (the default: the connection's address is the client's), true (every proxy:
 * only behind one that overwrites X-Forwarded-For), a number of proxy hops, or a comma-separated
 * list of the proxies' addresses and CIDR ranges.
 */
function trustProxy(env: Env): Config['trustProxy'] {
  const value = text(env, 'TRUST_PROXY');
  if (value === undefined || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((part) => part.trim());
  const bad = items.find((item) => !isAddressOrRange(item));
  if (bad !== undefined) {
    throw invalid('TRUST_PROXY', value, `true, false, a number of proxy hops, or a comma-separated list of addresses and CIDR ranges; '${bad}' is none`);
  }
  return items;
}

function isAddressOrRange(item: string): boolean {
  const [address = '', bits, extra] = item.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

// A CSP source: 'self', a scheme (https:) or a host with an optional scheme, port and path. No
// quote, comma or semicolon gets through, so a value cannot add a directive to the policy.
const FRAME_SOURCE = /^('self'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?(\/[^\s'";,]*)?)$/i;

/** FRAME_ANCESTORS: the pages that may frame Atrium, as the CSP directive frame-ancestors lists them. */
function frameAncestors(env: Env): string {
  const value = text(env, 'FRAME_ANCESTORS');
  if (value === undefined) return "'none'";
  const sources = value.split(/\s+/);
  if (value === "'none'" || sources.every((source) => FRAME_SOURCE.test(source))) return sources.join(' ');
  throw invalid('FRAME_ANCESTORS', value, "'none', or sources separated by spaces such as 'self' https://portal.example.com");
}

function database(env: Env, dataDir: string): DatabaseConfig {
  const url = text(env, 'DATABASE_URL');
  if (url === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'atrium.sqlite') };
  // A mistyped URL must not silently fall back to a fresh local database.
  if (!/^postgres(ql)?:\/\//.test(url)) throw invalid('DATABASE_URL', url, 'a postgres:// URL, or no value for SQLite');
  return { kind: 'postgres', url };
}

// S3's rules for a bucket's name; a prefix keeps to the characters S3 calls safe in a key.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KEY_PREFIX = /^[A-Za-z0-9!_.*'()/-]{0,500}$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const DEFAULT_S3_REGION = 'us-east-1';

/**
 * BLOB_STORE: 'local' (the default) or s3://bucket/prefix, with S3_ENDPOINT, S3_REGION,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither) and S3_FORCE_PATH_STYLE (on by
 * default with an S3_ENDPOINT, since S3-compatible servers mostly want it).
 */
function blobStore(env: Env): BlobStoreConfig {
  const value = text(env, 'BLOB_STORE');
  if (value === undefined || value === 'local') return { kind: 'local' };
  const expected = "'local', or s3://bucket/prefix (the bucket named as S3 allows: 3 to 63 lowercase letters, digits, dots and hyphens)";
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(value);
  if (!match || !BUCKET.test(match[1] ?? '')) throw invalid('BLOB_STORE', value, expected);
  const prefixText = (match[2] ?? '').replace(/\/+$/, '');
  if (!KEY_PREFIX.test(prefixText) || prefixText.split('/').some((part, index, parts) => part === '' && parts.length > 1)) {
    throw invalid('BLOB_STORE', value, `${expected}; the prefix takes letters, digits and !_.*'()- in names separated by single slashes`);
  }
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint)) throw invalid('S3_ENDPOINT', endpoint, 'the http(s) address of the S3-compatible server, such as http://minio:9000');
  const region = text(env, 'S3_REGION') ?? DEFAULT_S3_REGION;
  if (!REGION.test(region)) throw invalid('S3_REGION', region, 'a region such as eu-central-1');
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    // Neither value is printed: the pair is a credential.
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the AWS SDK\'s own credentials (AWS_* variables, the instance\'s role)');
  }
  return {
    kind: 's3',
    bucket: match[1] ?? '',
    prefix: prefixText === '' ? '' : `${prefixText}/`,
    endpoint,
    region,
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

/** The test clock: an ISO date-time, or 'now' for the real time (benchmarks of what ticks). */
function testClock(env: Env): string {
  const value = text(env, 'ATRIUM_TEST_CLOCK') ?? '2026-01-15T09:30:00';
  if (value !== 'now' && (!ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))) {
    throw invalid('ATRIUM_TEST_CLOCK', value, "an ISO date-time such as 2026-01-15T09:30:00, or 'now'");
  }
  return value;
}

function logLevel(env: Env): LogLevel {
  const value = text(env, 'LOG_LEVEL');
  if (value === undefined) return 'warn';
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw invalid('LOG_LEVEL', value, LOG_LEVELS.join(', '));
  return level;
}

function jwtSecret(env: Env): string | undefined {
  const value = text(env, 'JWT_SECRET');
  if (value !== undefined && value.length < MIN_JWT_SECRET_LENGTH) {
    // The value itself is a secret: name the variable, never print it.
    throw new Error(`Invalid JWT_SECRET: expected at least ${MIN_JWT_SECRET_LENGTH} characters`);
  }
  return value;
}

const BUILTIN_MOUNT_NAMES = ['home', 'bos', 'apps'];
const MOUNT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const Visibility = Type.Union([Type.Literal('global'), Type.Literal('restricted')]);
const Label = Type.String({ minLength: 1, maxLength: 100 });
const SwitchSetting = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false });
const DatabaseMountSetting = Type.Object(
  {
    adapter: Type.Literal('database'),
    label: Label,
    scope: Type.Union([Type.Literal('user'), Type.Literal('account')]),
    visibility: Type.Optional(Visibility),
    searchable: Type.Optional(Type.Boolean()),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const FolderMountSetting = Type.Object(
  { adapter: Type.Literal('folder'), label: Label, root: Type.String({ minLength: 1 }), visibility: Type.Optional(Visibility), enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
type MountSetting = Static<typeof SwitchSetting> | Static<typeof DatabaseMountSetting> | Static<typeof FolderMountSetting>;

/**
 * VFS_MOUNTS: a JSON object of mount name → setting. A built-in mount (home, bos, apps) takes only
 * `{"enabled":false}`; a new one is a `database` tree scoped to the user or the account, or a
 * read-only `folder` of the server.
 */
function vfsMounts(env: Env, cwd: string): Pick<VfsConfig, 'disabled' | 'added'> {
  const value = text(env, 'VFS_MOUNTS');
  if (value === undefined) return { disabled: [], added: [] };
  const expected =
    'a JSON object of mount name to setting, e.g. {"bos":{"enabled":false},"archive":{"adapter":"folder","label":"Archive","root":"/srv/archive"},' +
    '"projects":{"adapter":"database","label":"Projects","scope":"account"}}';
  const disabled: string[] = [];
  const added: VfsMountSetting[] = [];
  for (const [name, setting] of Object.entries(jsonObject('VFS_MOUNTS', value, expected))) {
    const problem = mountProblem(name, setting);
    if (problem !== undefined) throw invalid('VFS_MOUNTS', value, `${expected}; '${name}' ${problem}`);
    const checked = setting as MountSetting;
    if (checked.enabled === false) {
      if (BUILTIN_MOUNT_NAMES.includes(name)) disabled.push(name);
      continue;
    }
    if (!('adapter' in checked)) continue;
    const visibility = checked.visibility ?? 'global';
    added.push(
      checked.adapter === 'database'
        ? { name, adapter: 'database', label: checked.label, scope: checked.scope, visibility, searchable: checked.searchable ?? true }
        : { name, adapter: 'folder', label: checked.label, root: path.resolve(cwd, checked.root), visibility },
    );
  }
  return { disabled, added };
}

function mountProblem(name: string, setting: unknown): string | undefined {
  if (!MOUNT_NAME.test(name)) return 'is not a mount name: letters, digits, _, . and - (at most 64)';
  const adapter = typeof setting === 'object' && setting !== null ? (setting as Record<string, unknown>).adapter : undefined;
  const builtin = BUILTIN_MOUNT_NAMES.includes(name);
  if (builtin && adapter !== undefined) return 'is built in: it takes only {"enabled":false}';
  if (!builtin && adapter !== 'database' && adapter !== 'folder') return 'needs "adapter": "database" or "folder"';
  const schema = adapter === 'database' ? DatabaseMountSetting : adapter === 'folder' ? FolderMountSetting : SwitchSetting;
  const error = Value.Errors(schema, setting).First();
  return error ? `${error.path ? `${error.path}: ` : ''}${error.message}` : undefined;
}
