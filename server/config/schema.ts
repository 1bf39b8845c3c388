import { fileURLToPath } from 'node:url';
import { Value } from '@sinclair/typebox/value';
import { DesktopWidgetsSchema, KEY_CHORD, KNOWN_LOCALES, type WidgetEntry } from '../contract';
import {
  AUTH_TYPES,
  DAY_SECONDS,
  DEFAULT_DEMO_ORDERS,
  DEFAULT_MAIL_FROM,
  DEFAULT_OKTA_SCOPES,
  DEFAULT_S3_REGION,
  DEFAULT_TEST_CLOCK,
  DEFAULT_UPLOAD_LIMIT,
  DEFAULT_URL_TTL_SECONDS,
  LOGIN_IMAGE_TYPES,
  LOG_LEVELS,
  MAX_LOGIN_TITLE_LENGTH,
  MIN_JWT_SECRET_LENGTH,
} from './constants';
import { custom, filePath, flag, integer, invalid, json, list, oneOf, text, type Condition, type Rule, type Variable } from './kinds';
import { MOUNTS_EXPECTED, mountsOf, mountsProblem, type Mounts } from './mounts';
import {
  BUCKET,
  CLIENT_ID,
  FRAME_SOURCE,
  ISO_DATE_TIME,
  KEY_PREFIX,
  MAIL_SENDER,
  NAMESPACE,
  OKTA_SCOPE,
  POSTGRES_URL,
  REALM,
  REGION,
  SMTP_URL,
  isAddressOrRange,
  isHttpUrl,
  isImageFile,
  isLanguageCode,
} from './rules';
import type { Config } from './types';

// Every environment variable the server reads, declared once: loadConfig reads the environment
// with these declarations, and `npm run docs:config` writes docs/configuration.md from them. A
// variable's value depends only on its own text (and the working directory); defaults and rules
// that join variables are the conditions below, or are derived in load.ts and named in `shown`.

// Next to the bundle: dist/server/main.js serves dist/public and reads dist/server/builtin-packages.json.
const defaultPublicDir = fileURLToPath(new URL('../public', import.meta.url));
const defaultBuiltinManifest = fileURLToPath(new URL('builtin-packages.json', import.meta.url));

const PRODUCTION: Condition = { variable: 'NODE_ENV', holds: (value) => value === 'production', shown: 'NODE_ENV=production' };
const S3: Condition = { variable: 'BLOB_STORE', holds: (value) => value?.startsWith('s3://') === true, shown: 'BLOB_STORE=s3://…' };
const authType = (...types: string[]): Condition => ({
  variable: 'AUTH_TYPE',
  holds: (value) => types.includes(value ?? 'own'),
  shown: `AUTH_TYPE=${types.join(' or ')}`,
});
const KEYCLOAK = authType('keycloak');
const OKTA = authType('okta');
const PROVIDER = authType('keycloak', 'okta');

const httpUrl = (expected: string): Rule => ({ test: isHttpUrl, expected });
const CLIENT: Rule = { test: (value) => CLIENT_ID.test(value), expected: "the client's id as the provider knows it, such as atrium" };
const REDIRECT: Rule = httpUrl('the http(s) address the provider sends users back to, such as https://atrium.example.com/');
const IMAGE: Rule = { test: isImageFile, expected: `an image file (${Object.keys(LOGIN_IMAGE_TYPES).join(', ')}) the server can read` };
const KEYBINDINGS_EXPECTED = 'a JSON object of keybinding id to chord, e.g. {"atrium.appmenu.toggle":"Alt+M"}';
const WIDGETS_EXPECTED = 'a JSON array of at most 100 widgets, e.g. [{"name":"digitalclock","options":{"position":{"left":15,"top":15}}}]';
const BLOB_STORE_EXPECTED = "'local', or s3://bucket/prefix (the bucket named as S3 allows: 3 to 63 lowercase letters, digits, dots and hyphens)";

/** BLOB_STORE's value: the local folder, or a bucket and the prefix of the keys in it ('' or ending with '/'). */
export type BlobStoreSetting = { kind: 'local' } | { kind: 's3'; bucket: string; prefix: string };

function blobStore(value: string, name: string): BlobStoreSetting {
  if (value === 'local') return { kind: 'local' };
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(value);
  if (!match || !BUCKET.test(match[1] ?? '')) throw invalid(name, value, BLOB_STORE_EXPECTED);
  const prefix = (match[2] ?? '').replace(/\/+$/, '');
  if (!KEY_PREFIX.test(prefix) || prefix.split('/').some((part, index, parts) => part === '' && parts.length > 1)) {
    throw invalid(name, value, `${BLOB_STORE_EXPECTED}; the prefix takes letters, digits and !_.*'()- in names separated by single slashes`);
  }
  return { kind: 's3', bucket: match[1] ?? '', prefix: prefix === '' ? '' : `${prefix}/` };
}

function trustProxy(value: string, name: string): Config['trustProxy'] {
  if (value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((part) => part.trim());
  const bad = items.find((item) => !isAddressOrRange(item));
  if (bad !== undefined) {
    throw invalid(name, value, `true, false, a number of proxy hops, or a comma-separated list of addresses and CIDR ranges; '${bad}' is none`);
  }
  return items;
}

function frameAncestors(value: string, name: string): string {
  const sources = value.split(/\s+/);
  if (value === "'none'" || sources.every((source) => FRAME_SOURCE.test(source))) return sources.join(' ');
  throw invalid(name, value, "'none', or sources separated by spaces such as 'self' https://portal.example.com");
}

function publicUrl(value: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) {
    throw invalid(name, value, 'the http:// or https:// address users reach Atrium at, such as https://atrium.example.com');
  }
  return url.href.replace(/\/$/, '');
}

function oktaScopes(value: string, name: string): string[] {
  const scopes = value.split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid') || scopes.some((scope) => !OKTA_SCOPE.test(scope))) {
    throw invalid(name, value, 'scopes separated by spaces or commas, openid among them, such as openid email profile');
  }
  return scopes;
}

function widgetsProblem(parsed: unknown): string | undefined {
  const error = Value.Errors(DesktopWidgetsSchema, parsed).First();
  return error ? `${error.path ? `widgets${error.path}: ` : ''}${error.message}` : undefined;
}

function keybindingsProblem(parsed: unknown): string | undefined {
  const bad = Object.entries(parsed as Record<string, unknown>).find(([, chord]) => typeof chord !== 'string' || !KEY_CHORD.test(chord));
  return bad ? `'${bad[0]}' has no valid chord such as "Ctrl+Shift+F3"` : undefined;
}

const LISTS_EXPECTED = {
  namespaces: () => 'a comma-separated list of settings namespaces such as desktop,locale',
  languages: (bad: string) =>
    `a comma-separated list of locales among ${KNOWN_LOCALES.join(', ')} or language codes of the translation service ` +
    `such as ar, fa, he; '${bad}' is neither`,
};

/** The variables, each group's in the order the reference lists them. */
export const CONFIG_SCHEMA = {
  HOST: text({ group: 'server', default: '127.0.0.1', description: 'address to listen on' }),
  PORT: integer({ group: 'server', default: 8080, min: 0, max: 65535, description: 'port to listen on' }),
  TRUST_PROXY: custom<Config['trustProxy']>({
    group: 'server',
    default: false,
    parse: trustProxy,
    shown: '`false`',
    description:
      "which proxies to believe about the client's address and protocol (`X-Forwarded-For`, `X-Forwarded-Proto`), for the login limits and HTTPS: " +
      '`false`, a number of proxy hops in front of the server (`1` behind one reverse proxy), a comma-separated list of the proxies\' addresses or CIDR ranges, ' +
      'or `true` (every proxy: only when the one in front overwrites `X-Forwarded-For`, or clients choose their own address)',
  }),
  FRAME_ANCESTORS: custom({
    group: 'server',
    default: "'none'",
    parse: frameAncestors,
    shown: "`'none'`",
    description:
      'the pages that may show Atrium in a frame, as the Content-Security-Policy directive `frame-ancestors` lists them, space-separated: ' +
      "`'self'`, a scheme (`https:`) or an origin such as `https://portal.example.com`; with anything but `'none'`, `X-Frame-Options` is left out",
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, {
    group: 'server',
    default: 'warn',
    ignoreCase: true,
    expected: LOG_LEVELS.join(', '),
    description:
      'server log level; `info` logs every request. Every line is JSON (pino) on standard output, start-up and shutdown included, and names its request ' +
      "(`reqId`; a trusted proxy's `X-Request-Id`, answered in `X-Request-Id`): see [deployment.md](deployment.md#logs)",
  }),

  DATA_DIR: filePath({
    group: 'data',
    default: 'data',
    shown: '`./data`',
    description:
      "database file, the generated JWT secret (`jwt-secret`) and the files' bytes (`blobs/`); created mode 0700, the SQLite files (with their `-wal` and `-shm`) " +
      'and the secret mode 0600, and SQLite files an earlier version left readable are tightened at start',
  }),
  DATABASE_URL: text({
    group: 'data',
    rule: { test: (value) => POSTGRES_URL.test(value), expected: 'a postgres:// URL, or no value for SQLite' },
    shown: 'SQLite in `DATA_DIR`',
    description: '`postgres://…` to use PostgreSQL (several instances behind a load balancer)',
  }),
  BLOB_STORE: custom<BlobStoreSetting>({
    group: 'data',
    default: { kind: 'local' },
    parse: blobStore,
    shown: '`local` (`DATA_DIR/blobs`)',
    description:
      "where the files' bytes live: `local`, or `s3://bucket/prefix` for a bucket of AWS S3 or an S3-compatible server (MinIO…) that several instances share; " +
      'the prefix is optional. An unknown scheme, a bucket name S3 refuses (3 to 63 lowercase letters, digits, dots, hyphens) or an empty name between slashes ' +
      'stops the start naming `BLOB_STORE`',
  }),
  S3_ENDPOINT: text({
    group: 'data',
    onlyWith: S3,
    rule: httpUrl('the http(s) address of the S3-compatible server, such as http://minio:9000'),
    shown: 'AWS S3',
    description: "the S3-compatible server's `http(s)://` address, such as `http://minio:9000`",
  }),
  S3_REGION: text({
    group: 'data',
    onlyWith: S3,
    default: DEFAULT_S3_REGION,
    rule: { test: (value) => REGION.test(value), expected: 'a region such as eu-central-1' },
    description: "the bucket's region (S3-compatible servers mostly ignore it)",
  }),
  S3_ACCESS_KEY_ID: text({
    group: 'data',
    onlyWith: S3,
    shown: "the AWS SDK's own",
    description:
      "the key's id; unset (with `S3_SECRET_ACCESS_KEY`), the credentials are left to the AWS SDK's chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, " +
      "`AWS_PROFILE`, the instance's or container's role). Never logged nor shown by `/api/health`",
  }),
  S3_SECRET_ACCESS_KEY: {
    ...text({ group: 'data', onlyWith: S3, shown: "the AWS SDK's own", description: "the key's secret. Never logged nor shown by `/api/health`" }),
    goesWith: { variable: 'S3_ACCESS_KEY_ID', neither: "for the AWS SDK's own credentials (AWS_* variables, the instance's role)" },
  },
  S3_FORCE_PATH_STYLE: flag({
    group: 'data',
    onlyWith: S3,
    shown: 'on with `S3_ENDPOINT`, off without',
    description:
      'the bucket in the path (`http://minio:9000/bucket/key`), as MinIO and most S3-compatible servers want, rather than in the host name',
  }),

  JWT_SECRET: text({
    group: 'signIn',
    secret: true,
    rule: { test: (value) => value.length >= MIN_JWT_SECRET_LENGTH, expected: `at least ${MIN_JWT_SECRET_LENGTH} characters` },
    shown: 'generated into `DATA_DIR`',
    description:
      `signing secret, at least ${MIN_JWT_SECRET_LENGTH} characters; instances sharing a database need the same one. **Set it in production**: ` +
      'without it the key is a file in `DATA_DIR` (outside every folder the server serves, but a file all the same), and the server warns at start ' +
      'in production, and whenever a served folder (`PACKAGES_DIR`, `ATRIUM_PUBLIC_DIR`, a `folder` mount of `VFS_MOUNTS`) holds that file',
  }),
  ACCESS_TOKEN_TTL: integer({ group: 'signIn', default: 900, description: 'access token lifetime, seconds' }),
  REFRESH_TOKEN_TTL: integer({ group: 'signIn', default: 30 * DAY_SECONDS, description: 'refresh token lifetime, seconds (30 days)' }),
  LOGIN_RATE_LIMIT_PER_IP: integer({
    group: 'signIn',
    default: 30,
    description: 'sign-in requests per minute from one address (an IPv6 /64 counts as one address)',
  }),
  LOGIN_FAILURES_PER_USER: integer({
    group: 'signIn',
    default: 5,
    description:
      'failed sign-ins of one username from one address that cost nothing; each further one doubles the wait before the next (1 s, 2 s, 4 s, … at most 15 minutes); ' +
      'failures are forgotten 15 minutes after the last one and after a successful sign-in from that address. The owner signing in from another address is ' +
      'never held up; only when a username fails ten times this many from all addresses together (a distributed guess) does every address that failed for it ' +
      'wait from its first failure. The counts are in the database, shared by every instance',
  }),
  PASSWORD_RESET_TTL: integer({
    group: 'signIn',
    default: 60 * 60,
    description: 'how long a reset link works, seconds; a link works once, and a newer one replaces it',
  }),
  AUTH_TYPE: oneOf(AUTH_TYPES, {
    group: 'signIn',
    default: 'own',
    description:
      "who signs users in: `own` (Atrium's username and password), `keycloak` or `okta` (an OpenID Connect provider; see " +
      '[Keycloak and Okta](features/sign-in.md#keycloak-and-okta))',
  }),
  KEYCLOAK_CLIENT_ID: text({
    group: 'signIn',
    onlyWith: KEYCLOAK,
    required: true,
    rule: CLIENT,
    description: 'the public client Atrium is',
  }),
  KEYCLOAK_URL: text({
    group: 'signIn',
    onlyWith: KEYCLOAK,
    required: true,
    rule: httpUrl('the http(s) address of the Keycloak server, such as https://sso.example.com'),
    description: 'the Keycloak server (`https://sso.example.com`)',
  }),
  KEYCLOAK_REALM: text({
    group: 'signIn',
    onlyWith: KEYCLOAK,
    required: true,
    rule: { test: (value) => REALM.test(value), expected: 'the name of the realm, such as atrium' },
    description: 'the realm',
  }),
  KEYCLOAK_REDIRECT_URL: text({
    group: 'signIn',
    onlyWith: KEYCLOAK,
    rule: REDIRECT,
    shown: '`PUBLIC_URL/`',
    description: 'where Keycloak sends users back; register it (and it as the post-logout URL) with the client',
  }),
  KEYCLOAK_AUDIENCE: text({
    group: 'signIn',
    onlyWith: KEYCLOAK,
    shown: 'the client id',
    description: "what the access tokens' `aud` must hold (give the client an audience mapper)",
  }),
  OKTA_CLIENT_ID: text({
    group: 'signIn',
    onlyWith: OKTA,
    required: true,
    rule: CLIENT,
    description: "the SPA application's client id",
  }),
  OKTA_ISSUER: text({
    group: 'signIn',
    onlyWith: OKTA,
    required: true,
    rule: {
      test: (value) => isHttpUrl(value) && !/[?#]/.test(value),
      expected: 'the http(s) address of the authorization server, such as https://example.okta.com/oauth2/default',
    },
    description: 'the authorization server (`https://example.okta.com/oauth2/default`)',
  }),
  OKTA_SCOPES: custom({
    group: 'signIn',
    onlyWith: OKTA,
    default: DEFAULT_OKTA_SCOPES,
    parse: oktaScopes,
    shown: `\`${DEFAULT_OKTA_SCOPES.join(' ')}\``,
    description: 'the scopes asked for, separated by spaces or commas; `openid` among them',
  }),
  OKTA_AUDIENCE: text({
    group: 'signIn',
    onlyWith: OKTA,
    // What an Okta authorization server puts in `aud` unless its administrator changed it.
    default: 'api://default',
    description: "what the access tokens' `aud` must hold",
  }),
  OKTA_REDIRECT_URI: text({
    group: 'signIn',
    onlyWith: OKTA,
    rule: REDIRECT,
    shown: '`PUBLIC_URL/`',
    description: 'the sign-in (and sign-out) redirect URI registered with the application',
  }),
  AUTH_PROVISION_ACCOUNT: text({
    group: 'signIn',
    onlyWith: PROVIDER,
    description:
      "an account's name: an identity of the provider that matches no Atrium user joins it as a new user (signing in only through the provider); " +
      'none: such an identity is refused',
  }),
  AUTH_ALLOW_PASSWORD: flag({
    group: 'signIn',
    onlyWith: PROVIDER,
    default: false,
    description:
      '`1` lets users sign in with an Atrium username and password too (`POST /api/auth`, the form at `#login`). Off, that sign-in (and `POST /login`, ' +
      "and password recovery: forgot and reset) answers 403 and the login page offers only the provider, since a password would bypass the provider's MFA; " +
      'with `AUTH_TYPE=own` passwords always work',
  }),

  SMTP_URL: text({
    group: 'mail',
    // The URL may hold the mail server's password: an error names the variable, never the value.
    secret: true,
    rule: { test: (value) => SMTP_URL.test(value), expected: 'an smtp:// or smtps:// URL' },
    description:
      'the outgoing mail server for password reset mails, `smtp://user:password@host:587` or `smtps://…:465`; without it every mail is written as an `.eml` file ' +
      'under `DATA_DIR/mail` (owner-only, as the link in it is as good as a password) and the path is logged as a warning: open it in any mail program, or copy the link',
  }),
  MAIL_FROM: text({
    group: 'mail',
    default: DEFAULT_MAIL_FROM,
    rule: { test: (value) => MAIL_SENDER.test(value), expected: 'an e-mail address, or a name and one, such as Atrium <atrium@example.com>' },
    description: "the sender of Atrium's mail, an address or `Name <address>`",
  }),
  PUBLIC_URL: custom<string | undefined>({
    group: 'mail',
    default: undefined,
    parse: publicUrl,
    shown: '`http://HOST:PORT` (`localhost` for a loopback or wildcard `HOST`)',
    description:
      'where users reach Atrium, e.g. `https://atrium.example.com`: reset links in mail start with it (never with the Host a request names, which anyone can set). ' +
      'Set it in production',
  }),

  VFS_MOUNTS: json<Mounts>({
    group: 'files',
    expected: MOUNTS_EXPECTED,
    object: true,
    empty: () => ({ disabled: [], added: [] }),
    check: mountsProblem,
    convert: (parsed, { cwd }) => mountsOf(parsed, cwd),
    description:
      "the file system's mounts beyond the built-in ones, as JSON: mount name → setting. `{\"bos\":{\"enabled\":false}}` switches a built-in mount " +
      '(`home`, `bos`, `apps`) off; `{"projects":{"adapter":"database","label":"Projects","scope":"account"}}` adds a tree per account (`"scope":"user"`: per user; ' +
      '`"searchable"`, `"visibility"`: `global` or `restricted`); `{"archive":{"adapter":"folder","label":"Archive","root":"/srv/archive"}}` shows a server folder, ' +
      'read-only, nothing under it served unless its real path is inside it and it has a single hard link (checked on the file as opened). ' +
      'A bad entry stops the server naming it',
  }),
  VFS_UPLOAD_LIMIT: integer({
    group: 'files',
    default: DEFAULT_UPLOAD_LIMIT,
    shown: `\`${DEFAULT_UPLOAD_LIMIT}\` (2 GiB)`,
    description: 'the largest file one upload may write, in bytes; a larger one is answered 413 and nothing is written',
  }),
  VFS_QUOTA: integer({
    group: 'files',
    description:
      "bytes each user may hold, the trash included: their home (and other per-user mounts) and the files they put into their accounts' shared mounts " +
      '(`bos` and per-account `VFS_MOUNTS`), so moving a file from home to the shared folder frees nothing; a write, copy or move past it is answered 413 ' +
      'and nothing is written. `stat` of `home:/` reports it',
  }),
  VFS_ACCOUNT_QUOTA: integer({
    group: 'files',
    description:
      "bytes each account's shared mounts (`bos` and per-account `VFS_MOUNTS`) may hold together, the trash included; a write, copy or move past it " +
      'is answered 413 and nothing is written. `stat` of `bos:/` reports it',
  }),
  VFS_URL_TTL: integer({
    group: 'files',
    default: DEFAULT_URL_TTL_SECONDS,
    description: 'seconds a signed file URL (`/vfs/url`, for pictures and downloads) reads its file; it also dies when its sign-in ends',
  }),

  LOGIN_TITLE: text({
    group: 'loginPage',
    rule: { test: (value) => value.length <= MAX_LOGIN_TITLE_LENGTH && !/\p{Cc}/u.test(value), expected: `a line of at most ${MAX_LOGIN_TITLE_LENGTH} characters` },
    shown: "the welcome text in the page's language",
    description: "the login page's title",
  }),
  LOGIN_BACKGROUND: filePath({
    group: 'loginPage',
    rule: IMAGE,
    shown: 'the bundled image',
    description:
      `an image file (${Object.keys(LOGIN_IMAGE_TYPES).map((extension) => `\`${extension}\``).join(', ')}) behind the login page's announcements; ` +
      'served at `/api/site/login-background` through the containment check, read anew on each request',
  }),
  LOGIN_LOGO: filePath({
    group: 'loginPage',
    rule: IMAGE,
    shown: "Atrium's logo",
    description: "an image file, the login page's logo; served at `/api/site/login-logo`",
  }),
  TRANSLATE_LANGUAGE_OPTIONS: list({
    group: 'loginPage',
    item: (item) => (KNOWN_LOCALES as readonly string[]).includes(item) || isLanguageCode(item),
    expected: LISTS_EXPECTED.languages,
    description:
      `languages the login page offers in its footer, comma-separated: known locales (${KNOWN_LOCALES.join(', ')}), which switch the translation tables, ` +
      "and language codes of the translation service (ar, he, fa, az, uz, zh-TW, …), which set the page's language and direction, e.g. `en_EN,de_DE,ar`; " +
      'an entry that is neither stops the server naming it; none: no picker',
  }),

  WINDOWS_MOBILE: integer({
    group: 'desktop',
    default: 640,
    min: 0,
    max: 100000,
    description: 'page width in px at or below which windows fill the desktop (mobile mode)',
  }),
  WINDOWS_CLAMP_TO_VIEWPORT: flag({
    group: 'desktop',
    default: true,
    description:
      '`0` or `false`: desktop widgets are clamped inside the desktop only after start and when the browser window is resized, not also when the desktop ' +
      "itself changes (a taller panel, say); the spec's `windows.clampToViewport`",
  }),
  DESKTOP_WIDGETS: json<WidgetEntry[]>({
    group: 'desktop',
    expected: WIDGETS_EXPECTED,
    empty: () => [],
    check: widgetsProblem,
    convert: (parsed) => parsed as WidgetEntry[],
    description:
      "the site's desktop widgets, as the JSON `desktop.widgets` keeps them, e.g. `[{\"name\":\"digitalclock\",\"options\":{\"position\":{\"left\":15,\"top\":15}}}]`: " +
      'a user who has saved no widgets starts with these, and a desktop locked with `SETTINGS_LOCK=desktop` always shows them; an entry the settings would ' +
      'refuse stops the server naming it',
  }),
  KEYBINDINGS: json<Record<string, string>>({
    group: 'desktop',
    expected: KEYBINDINGS_EXPECTED,
    object: true,
    empty: () => ({}),
    check: keybindingsProblem,
    convert: (parsed) => parsed as Record<string, string>,
    description:
      'desktop shortcuts replacing the defaults, as JSON: keybinding id → chord, e.g. `{"atrium.appmenu.toggle":"Alt+M"}` (the application menu\'s default is Alt+A)',
  }),
  SETTINGS_LOCK: list({
    group: 'desktop',
    item: (item) => NAMESPACE.test(item),
    expected: LISTS_EXPECTED.namespaces,
    description:
      "settings namespaces locked for everyone, comma-separated: their user settings are ignored and cannot be changed; `desktop` is the spec's desktop.lock",
  }),
  SOCKET_RECONNECT_INTERVAL: integer({
    group: 'desktop',
    default: 1000,
    min: 100,
    max: 600_000,
    description:
      'milliseconds a page waits before it tries to get its lost live connection back, plus up to as much again at random ' +
      '(spec: 1000 by default, 5000 in its production configuration), from 100 to 600000',
  }),

  NODE_ENV: text({
    group: 'deployment',
    description:
      '`development` sets `development: true` in the configuration the page receives; `production`: no demo, a warning at start naming users who still have ' +
      'the demo password, and no source maps unless `SERVE_SOURCE_MAPS=1`',
  }),
  ATRIUM_PUBLIC_DIR: filePath({
    group: 'deployment',
    default: defaultPublicDir,
    shown: '`dist/public`',
    description: 'where the built browser bundle is served from; a link in it that leads outside it is never followed (404, and a warning in the log)',
  }),
  SERVE_SOURCE_MAPS: flag({
    group: 'deployment',
    shown: 'on, off when `NODE_ENV=production`',
    description: "`1` or `0`: whether the bundle's source maps (`/assets/**/*.map`) are served",
  }),
  PACKAGES_DIR: filePath({
    group: 'deployment',
    shown: '`DATA_DIR/packages`',
    description:
      "installed third-party packages, a folder each named as the package (its `metadata.json` and files); read on every request, so installing one needs no restart. " +
      "A package folder that is a link is skipped, and a file whose real path is not inside its package's folder, or that has more than one hard link, is never served " +
      '(404, and a warning in the log); the check is made on the file as opened, so a link swapped during a request cannot lead out',
  }),
  ATRIUM_BUILTIN_MANIFEST: filePath({
    group: 'deployment',
    default: defaultBuiltinManifest,
    shown: '`dist/server/builtin-packages.json`',
    description: "the built-in packages' manifest that `node build.mjs` writes; without it the server warns and lists only the installed packages",
  }),

  ATRIUM_DEMO: flag({
    group: 'demo',
    shown: '`1` (`0` in production)',
    refusedWith: { condition: PRODUCTION, expected: "0, false or no value when NODE_ENV=production: the demo's passwords are published" },
    description: '`0` or `false`: do not seed the demo organisation into an empty database',
  }),
  ATRIUM_DEMO_ORDERS: integer({
    group: 'demo',
    default: DEFAULT_DEMO_ORDERS,
    min: 20,
    max: 1_000_000,
    description: "Acme's orders in the demo's sales (20 to 1,000,000; Globex gets a twentieth): fewer seed faster",
  }),
  ATRIUM_TEST_MODE: flag({
    group: 'demo',
    default: false,
    // Test mode fixes the browser's clock and lets anyone who reaches the server create users (POST /api/test/users).
    refusedWith: { condition: PRODUCTION, expected: '0, false or no value when NODE_ENV=production: test mode lets anyone create users' },
    description: '`1`: test mode for every page (see [testing.md](testing.md#test-mode)), the only way to switch it on',
  }),
  ATRIUM_TEST_CLOCK: text({
    group: 'demo',
    default: DEFAULT_TEST_CLOCK,
    rule: {
      test: (value) => value === 'now' || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))),
      expected: "an ISO date-time such as 2026-01-15T09:30:00, or 'now'",
    },
    description: "the time the browser's clock shows in test mode; `now` for the real time (the benchmark's clocks tick)",
  }),
} satisfies Readonly<Record<string, Variable<unknown>>>;
