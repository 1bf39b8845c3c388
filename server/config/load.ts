import path from 'node:path';
import { present, readEnvironment, type Values } from './read';
import { CONFIG_SCHEMA } from './schema';
import type { BlobStoreConfig, Config, Env, IdentityConfig } from './types';

type ConfigValues = Values<typeof CONFIG_SCHEMA>;

/**
 * Reads the configuration from `env` as the schema declares it; relative paths are resolved from `cwd`.
 * @throws Error naming the variable and its bad value.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const values = readEnvironment(CONFIG_SCHEMA, env, cwd);
  const production = values.NODE_ENV === 'production';
  const publicUrl = values.PUBLIC_URL ?? listeningUrl(values);
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir: values.DATA_DIR,
    database: values.DATABASE_URL === undefined ? { kind: 'sqlite', file: path.join(values.DATA_DIR, 'atrium.sqlite') } : { kind: 'postgres', url: values.DATABASE_URL },
    blobStore: blobStore(values),
    testMode: values.ATRIUM_TEST_MODE,
    testClock: values.ATRIUM_TEST_CLOCK,
    jwtSecret: values.JWT_SECRET,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL,
    loginRateLimitPerIp: values.LOGIN_RATE_LIMIT_PER_IP,
    loginFailuresPerUser: values.LOGIN_FAILURES_PER_USER,
    trustProxy: values.TRUST_PROXY,
    development: values.NODE_ENV === 'development',
    production,
    demo: values.ATRIUM_DEMO ?? !production,
    demoOrders: values.ATRIUM_DEMO_ORDERS,
    windowsMobile: values.WINDOWS_MOBILE,
    windowsClampToViewport: values.WINDOWS_CLAMP_TO_VIEWPORT,
    desktopWidgets: values.DESKTOP_WIDGETS,
    keybindings: values.KEYBINDINGS,
    settingsLock: values.SETTINGS_LOCK,
    translateLanguageOptions: values.TRANSLATE_LANGUAGE_OPTIONS,
    publicDir: values.ATRIUM_PUBLIC_DIR,
    serveSourceMaps: values.SERVE_SOURCE_MAPS ?? !production,
    frameAncestors: values.FRAME_ANCESTORS,
    packagesDir: values.PACKAGES_DIR ?? path.join(values.DATA_DIR, 'packages'),
    builtinManifest: values.ATRIUM_BUILTIN_MANIFEST,
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL,
    mailDir: path.join(values.DATA_DIR, 'mail'),
    mailFrom: values.MAIL_FROM,
    publicUrl,
    publicOrigin: values.PUBLIC_URL === undefined ? undefined : new URL(values.PUBLIC_URL).origin,
    passwordResetTtlSeconds: values.PASSWORD_RESET_TTL,
    loginTitle: values.LOGIN_TITLE,
    loginBackground: values.LOGIN_BACKGROUND,
    loginLogo: values.LOGIN_LOGO,
    socketReconnectInterval: values.SOCKET_RECONNECT_INTERVAL,
    vfs: {
      ...values.VFS_MOUNTS,
      uploadLimit: values.VFS_UPLOAD_LIMIT,
      quota: values.VFS_QUOTA ?? null,
      accountQuota: values.VFS_ACCOUNT_QUOTA ?? null,
      urlTtlSeconds: values.VFS_URL_TTL,
    },
    identity: identity(values, publicUrl),
    passwordSignIn: values.AUTH_TYPE === 'own' || values.AUTH_ALLOW_PASSWORD,
  };
}

/** PUBLIC_URL's default: the address the server listens on, as a browser on this machine would write it. */
function listeningUrl(values: ConfigValues): string {
  const host = values.HOST;
  const shown = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${values.PORT}`;
}

function blobStore(values: ConfigValues): BlobStoreConfig {
  const store = values.BLOB_STORE;
  if (store.kind === 'local') return { kind: 'local' };
  const endpoint = values.S3_ENDPOINT;
  const accessKeyId = values.S3_ACCESS_KEY_ID;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  return {
    ...store,
    endpoint,
    region: values.S3_REGION,
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers mostly want the bucket in the path.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
}

/**
 * AUTH_TYPE and the settings of the provider it names. For an external provider, the server
 * verifies the access tokens against the issuer, audience and keys derived here.
 */
function identity(values: ConfigValues, publicUrl: string): IdentityConfig {
  const provisionAccount = values.AUTH_PROVISION_ACCOUNT;
  if (values.AUTH_TYPE === 'keycloak') {
    const url = present(values.KEYCLOAK_URL).replace(/\/+$/, '');
    const realm = present(values.KEYCLOAK_REALM);
    const clientId = present(values.KEYCLOAK_CLIENT_ID);
    const issuer = `${url}/realms/${realm}`;
    return {
      kind: 'keycloak',
      url,
      realm,
      redirectUrl: values.KEYCLOAK_REDIRECT_URL ?? `${publicUrl}/`,
      issuer,
      // Keycloak puts the client in `aud` once the realm has an audience mapper for it.
      audience: values.KEYCLOAK_AUDIENCE ?? clientId,
      jwksUri: `${issuer}/protocol/openid-connect/certs`,
      userinfoUri: `${issuer}/protocol/openid-connect/userinfo`,
      clientId,
      provisionAccount,
    };
  }
  if (values.AUTH_TYPE === 'okta') {
    const issuer = present(values.OKTA_ISSUER).replace(/\/+$/, '');
    // Okta's routes when the issuer is an authorization server (/oauth2/…), the org's otherwise.
    const routes = issuer.includes('/oauth2') ? `${issuer}/v1` : `${issuer}/oauth2/v1`;
    return {
      kind: 'okta',
      issuer,
      redirectUri: values.OKTA_REDIRECT_URI ?? `${publicUrl}/`,
      scopes: values.OKTA_SCOPES,
      audience: values.OKTA_AUDIENCE,
      jwksUri: `${routes}/keys`,
      userinfoUri: `${routes}/userinfo`,
      clientId: present(values.OKTA_CLIENT_ID),
      provisionAccount,
    };
  }
  return { kind: 'own' };
}
