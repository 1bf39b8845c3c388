import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, '/srv/atrium');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: '/srv/atrium/data',
      database: { kind: 'sqlite', file: '/srv/atrium/data/atrium.sqlite' },
      testMode: false,
      testClock: '2026-01-15T09:30:00',
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
      loginRateLimitPerIp: 30,
      loginFailuresPerUser: 5,
      trustProxy: false,
      development: false,
      production: false,
      demo: true,
      demoOrders: 100_000,
      windowsMobile: 640,
      windowsClampToViewport: true,
      desktopWidgets: [],
      serveSourceMaps: true,
      frameAncestors: "'none'",
      logLevel: 'warn',
      vfs: { disabled: [], added: [], uploadLimit: 2 * 1024 ** 3, quota: null, accountQuota: null, urlTtlSeconds: 3600 },
      identity: { kind: 'own' },
      passwordSignIn: true,
    });
    expect(path.basename(config.publicDir)).toBe('public');
    expect(config.packagesDir).toBe('/srv/atrium/data/packages');
    expect(path.basename(config.builtinManifest)).toBe('builtin-packages.json');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '3000',
        DATA_DIR: 'var/atrium',
        DATABASE_URL: 'postgres://atrium@db/atrium',
        ATRIUM_TEST_MODE: 'true',
        ATRIUM_TEST_CLOCK: '2026-03-01T12:00:00Z',
        JWT_SECRET: 's'.repeat(32),
        ACCESS_TOKEN_TTL: '60',
        REFRESH_TOKEN_TTL: '3600',
        LOGIN_RATE_LIMIT_PER_IP: '10',
        LOGIN_FAILURES_PER_USER: '3',
        NODE_ENV: 'development',
        ATRIUM_DEMO: '0',
        ATRIUM_PUBLIC_DIR: 'build/public',
        PACKAGES_DIR: '/opt/atrium-packages',
        ATRIUM_BUILTIN_MANIFEST: 'build/builtin-packages.json',
        LOG_LEVEL: 'Info',
        WINDOWS_MOBILE: '800',
        WINDOWS_CLAMP_TO_VIEWPORT: 'false',
        DESKTOP_WIDGETS: '[{"name":"digitalclock","options":{"position":{"left":15,"top":"20px"},"fontColor":"#ff0000"}}]',
        KEYBINDINGS: '{"atrium.appmenu.toggle":"Alt+M"}',
        SETTINGS_LOCK: 'desktop, locale',
        TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,de_DE,fr_FR',
        TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8',
        SERVE_SOURCE_MAPS: '0',
        FRAME_ANCESTORS: "'self'  https://portal.example.com",
        SOCKET_RECONNECT_INTERVAL: '5000',
        VFS_MOUNTS: '{"apps":{"enabled":false}}',
        VFS_UPLOAD_LIMIT: '1000000',
        VFS_QUOTA: '50000000',
        VFS_URL_TTL: '300',
        BLOB_STORE: 's3://atrium-files/prod/',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'atrium',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_FORCE_PATH_STYLE: '0',
        AUTH_TYPE: 'okta',
        OKTA_ISSUER: 'https://example.okta.com/oauth2/default',
        OKTA_CLIENT_ID: '0oa-atrium',
        OKTA_REDIRECT_URI: 'https://atrium.example.com/',
        OKTA_SCOPES: 'openid email',
        OKTA_AUDIENCE: 'api://atrium',
        AUTH_PROVISION_ACCOUNT: 'Staff',
        AUTH_ALLOW_PASSWORD: '1',
      },
      '/srv/atrium',
    );
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 3000,
      dataDir: '/srv/atrium/var/atrium',
      database: { kind: 'postgres', url: 'postgres://atrium@db/atrium' },
      blobStore: {
        kind: 's3',
        bucket: 'atrium-files',
        prefix: 'prod/',
        endpoint: 'http://minio:9000',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'atrium', secretAccessKey: 'secret-key' },
        forcePathStyle: false,
      },
      testMode: true,
      testClock: '2026-03-01T12:00:00Z',
      jwtSecret: 's'.repeat(32),
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      loginRateLimitPerIp: 10,
      loginFailuresPerUser: 3,
      trustProxy: ['10.0.0.1', '10.1.0.0/16', 'fd00::/8'],
      development: true,
      production: false,
      demo: false,
      demoOrders: 100_000,
      windowsMobile: 800,
      windowsClampToViewport: false,
      desktopWidgets: [{ name: 'digitalclock', options: { position: { left: 15, top: '20px' }, fontColor: '#ff0000' } }],
      keybindings: { 'atrium.appmenu.toggle': 'Alt+M' },
      settingsLock: ['desktop', 'locale'],
      translateLanguageOptions: ['en_EN', 'de_DE', 'fr_FR'],
      publicDir: '/srv/atrium/build/public',
      serveSourceMaps: false,
      frameAncestors: "'self' https://portal.example.com",
      packagesDir: '/opt/atrium-packages',
      builtinManifest: '/srv/atrium/build/builtin-packages.json',
      logLevel: 'info',
      smtpUrl: undefined,
      mailDir: '/srv/atrium/var/atrium/mail',
      mailFrom: 'Atrium <atrium@localhost>',
      publicUrl: 'http://localhost:3000',
      publicOrigin: undefined,
      passwordResetTtlSeconds: 3600,
      loginTitle: undefined,
      loginBackground: undefined,
      loginLogo: undefined,
      socketReconnectInterval: 5000,
      vfs: { disabled: ['apps'], added: [], uploadLimit: 1000000, quota: 50000000, accountQuota: null, urlTtlSeconds: 300 },
      identity: {
        kind: 'okta',
        issuer: 'https://example.okta.com/oauth2/default',
        clientId: '0oa-atrium',
        redirectUri: 'https://atrium.example.com/',
        scopes: ['openid', 'email'],
        audience: 'api://atrium',
        jwksUri: 'https://example.okta.com/oauth2/default/v1/keys',
        userinfoUri: 'https://example.okta.com/oauth2/default/v1/userinfo',
        provisionAccount: 'Staff',
      },
      passwordSignIn: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT="abc"'],
    [{ SETTINGS_LOCK: 'desktop,' }, 'Invalid SETTINGS_LOCK="desktop,": expected a comma-separated list of settings namespaces'],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,xx_XX' }, 'Invalid TRANSLATE_LANGUAGE_OPTIONS="en_EN,xx_XX": expected a comma-separated list of locales among'],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,xx_XX' }, "'xx_XX' is neither"],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'ar,qq' }, "'qq' is neither"],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'ar,' }, "'' is neither"],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,AR' }, "'AR' is neither"],
    [{ TRANSLATE_LANGUAGE_OPTIONS: 'en_EN,ar_EG' }, "'ar_EG' is neither"],
    [{ KEYBINDINGS: 'Alt+M' }, 'Invalid KEYBINDINGS="Alt+M": expected a JSON object'],
    [{ KEYBINDINGS: '["Alt+M"]' }, 'Invalid KEYBINDINGS="[\\"Alt+M\\"]"'],
    [{ KEYBINDINGS: '{"atrium.appmenu.toggle":"Alt+"}' }, "'atrium.appmenu.toggle' has no valid chord"],
    [{ PORT: '70000' }, 'Invalid PORT="70000"'],
    [{ WINDOWS_CLAMP_TO_VIEWPORT: 'on' }, 'Invalid WINDOWS_CLAMP_TO_VIEWPORT="on": expected 1, true, 0 or false'],
    [{ DESKTOP_WIDGETS: 'digitalclock' }, 'Invalid DESKTOP_WIDGETS="digitalclock": expected a JSON array of at most 100 widgets'],
    [{ DESKTOP_WIDGETS: '{"name":"digitalclock"}' }, 'Invalid DESKTOP_WIDGETS'],
    [{ DESKTOP_WIDGETS: '[{"name":"digitalclock","options":{"fontColor":"red"}}]' }, 'widgets/0/options/fontColor: Expected string to match'],
    [{ DESKTOP_WIDGETS: JSON.stringify(Array.from({ length: 101 }, () => ({ name: 'digitalclock', options: {} }))) }, 'at most 100 widgets, e.g. [{"name":"digitalclock","options":{"position":{"left":15,"top":15}}}]; Expected array length to be less or equal to 100'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'Invalid ACCESS_TOKEN_TTL="0"'],
    [{ LOGIN_FAILURES_PER_USER: '2.5' }, 'Invalid LOGIN_FAILURES_PER_USER="2.5"'],
    [{ ATRIUM_TEST_MODE: 'yes please' }, 'Invalid ATRIUM_TEST_MODE="yes please"'],
    [{ ATRIUM_TEST_MODE: '1', NODE_ENV: 'production' }, 'Invalid ATRIUM_TEST_MODE="1": expected 0, false or no value when NODE_ENV=production: test mode lets anyone create users'],
    [{ ATRIUM_TEST_CLOCK: 'tomorrow' }, 'Invalid ATRIUM_TEST_CLOCK="tomorrow"'],
    [{ DATABASE_URL: 'mysql://db/atrium' }, 'Invalid DATABASE_URL="mysql://db/atrium"'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid LOG_LEVEL="loud"'],
    [{ TRUST_PROXY: 'the load balancer' }, "Invalid TRUST_PROXY=\"the load balancer\": expected true, false, a number of proxy hops"],
    [{ TRUST_PROXY: '10.0.0.1,10.0.0.0/33' }, "'10.0.0.0/33' is none"],
    [{ TRUST_PROXY: '::1/129' }, "'::1/129' is none"],
    [{ ATRIUM_DEMO: 'no' }, 'Invalid ATRIUM_DEMO="no": expected 1, true, 0 or false'],
    [{ ATRIUM_DEMO: '1', NODE_ENV: 'production' }, 'Invalid ATRIUM_DEMO="1": expected 0, false or no value when NODE_ENV=production'],
    [{ SERVE_SOURCE_MAPS: 'maybe' }, 'Invalid SERVE_SOURCE_MAPS="maybe"'],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, `Invalid FRAME_ANCESTORS="'self'; script-src *": expected 'none', or sources`],
    [{ FRAME_ANCESTORS: "'none' https://portal.example.com" }, 'Invalid FRAME_ANCESTORS'],
    [{ FRAME_ANCESTORS: 'https://portal.example.com,https://other.example.com' }, 'Invalid FRAME_ANCESTORS'],
    [{ FRAME_ANCESTORS: "'unsafe-inline'" }, 'Invalid FRAME_ANCESTORS'],
    [{ SOCKET_RECONNECT_INTERVAL: '50' }, 'Invalid SOCKET_RECONNECT_INTERVAL="50": expected an integer from 100 to 600000'],
    [{ VFS_UPLOAD_LIMIT: '2G' }, 'Invalid VFS_UPLOAD_LIMIT="2G": expected an integer'],
    [{ VFS_QUOTA: '0' }, 'Invalid VFS_QUOTA="0"'],
    [{ VFS_ACCOUNT_QUOTA: '-1' }, 'Invalid VFS_ACCOUNT_QUOTA="-1"'],
    [{ VFS_URL_TTL: '-1' }, 'Invalid VFS_URL_TTL="-1"'],
    [{ VFS_MOUNTS: 'bos=off' }, 'Invalid VFS_MOUNTS="bos=off": expected a JSON object of mount name to setting'],
    [{ VFS_MOUNTS: '{"bos":{"enabled":"no"}}' }, "'bos' /enabled: Expected boolean"],
    [{ VFS_MOUNTS: '{"home":{"adapter":"folder","label":"Home","root":"/srv"}}' }, `'home' is built in: it takes only {"enabled":false}`],
    [{ VFS_MOUNTS: '{"archive":{"label":"Archive","root":"/srv"}}' }, `'archive' needs "adapter": "database" or "folder"`],
    [{ VFS_MOUNTS: '{"archive":{"adapter":"folder","label":"Archive"}}' }, "'archive' /root: Expected required property"],
    [{ VFS_MOUNTS: '{"projects":{"adapter":"database","label":"Projects","scope":"team"}}' }, "'projects' /scope: Expected union value"],
    [{ VFS_MOUNTS: '{"projects":{"adapter":"database","label":"Projects","scope":"user","readOnly":true}}' }, "'projects' /readOnly: Unexpected property"],
    [{ VFS_MOUNTS: '{"my files":{"adapter":"database","label":"Mine","scope":"user"}}' }, "'my files' is not a mount name"],
  ])('rejects %o naming the variable and the value', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the VFS mounts: built-in ones switched off, database and folder mounts added', () => {
    const config = loadConfig(
      {
        VFS_MOUNTS: JSON.stringify({
          bos: { enabled: false },
          apps: { enabled: true },
          projects: { adapter: 'database', label: 'Projects', scope: 'account' },
          archive: { adapter: 'folder', label: 'Archive', root: 'archive', visibility: 'restricted' },
          later: { adapter: 'database', label: 'Later', scope: 'user', enabled: false },
        }),
        VFS_UPLOAD_LIMIT: '1048576',
        VFS_QUOTA: '5000000',
        VFS_ACCOUNT_QUOTA: '20000000',
        VFS_URL_TTL: '60',
      },
      '/srv/atrium',
    );
    expect(config.vfs).toEqual({
      disabled: ['bos'],
      added: [
        { name: 'projects', adapter: 'database', label: 'Projects', scope: 'account', visibility: 'global', searchable: true },
        { name: 'archive', adapter: 'folder', label: 'Archive', root: '/srv/atrium/archive', visibility: 'restricted' },
      ],
      uploadLimit: 1048576,
      quota: 5000000,
      accountQuota: 20000000,
      urlTtlSeconds: 60,
    });
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ ATRIUM_DEMO: 'true' }, true],
    [{ ATRIUM_DEMO: '0' }, false],
    [{ ATRIUM_DEMO: 'False' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', ATRIUM_DEMO: '0' }, false],
  ])('seeds the demo with %o: %s', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo);
  });

  it('takes translation-service languages beside the known locales, the right-to-left ones among them', () => {
    const config = loadConfig({ TRANSLATE_LANGUAGE_OPTIONS: 'en_EN, ar,he,fa,az,uz,zh-TW,ar' });
    expect(config.translateLanguageOptions).toEqual(['en_EN', 'ar', 'he', 'fa', 'az', 'uz', 'zh-TW']);
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it("takes 'now' as the test clock: the real time, for benchmarks of what ticks", () => {
    expect(loadConfig({ ATRIUM_TEST_MODE: '1', ATRIUM_TEST_CLOCK: 'now' }).testClock).toBe('now');
  });

  it('takes test mode off in production, and development with or without it', () => {
    expect(loadConfig({ ATRIUM_TEST_MODE: '0', NODE_ENV: 'production' }).testMode).toBe(false);
    expect(loadConfig({ ATRIUM_TEST_MODE: '1', NODE_ENV: 'development' }).testMode).toBe(true);
  });

  it('serves source maps unless NODE_ENV is production, where SERVE_SOURCE_MAPS=1 turns them on', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
  });

  it.each([
    ["'self'", "'self'"],
    ['https:', 'https:'],
    ['https://*.example.com:8443/portal/ http://localhost:3000', 'https://*.example.com:8443/portal/ http://localhost:3000'],
  ])('takes FRAME_ANCESTORS=%s', (value, expected) => {
    expect(loadConfig({ FRAME_ANCESTORS: value }).frameAncestors).toBe(expected);
  });

  it('rejects a short JWT_SECRET without printing it', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2' })).toThrow(/^Invalid JWT_SECRET: expected at least 32 characters$/);
  });
});
