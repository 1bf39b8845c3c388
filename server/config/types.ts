import type { WidgetEntry } from '../contract';
import type { LOG_LEVELS } from './constants';

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

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The process's environment, or a test's. */
export type Env = Readonly<Record<string, string | undefined>>;
