// The configuration's limits and defaults. Named here rather than imported from the subsystems
// that read the configuration (server/vfs, server/auth), which would make an import circle.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const AUTH_TYPES = ['own', 'keycloak', 'okta'] as const;

export const DAY_SECONDS = 24 * 60 * 60;
export const DEFAULT_UPLOAD_LIMIT = 2 * 1024 ** 3;
export const DEFAULT_URL_TTL_SECONDS = 3600;
export const MIN_JWT_SECRET_LENGTH = 32;
export const MAX_LOGIN_TITLE_LENGTH = 100;
/** The demo's 100,000 orders: two years of a mid-sized business, enough to make the dashboards' queries work. */
export const DEFAULT_DEMO_ORDERS = 100_000;
export const DEFAULT_TEST_CLOCK = '2026-01-15T09:30:00';
export const DEFAULT_S3_REGION = 'us-east-1';
export const DEFAULT_OKTA_SCOPES = ['openid', 'email', 'profile'];
export const DEFAULT_MAIL_FROM = 'Atrium <atrium@localhost>';

/** The image types a login page's background or logo may be, by file extension. */
export const LOGIN_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export const BUILTIN_MOUNT_NAMES = ['home', 'bos', 'apps'];
