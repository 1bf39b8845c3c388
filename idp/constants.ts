/** The port `npm run idp` listens on unless `--port` says otherwise (Keycloak's usual 8080, moved by 100). */
export const DEFAULT_PORT = 8180;

/** Where Atrium runs in development (`npm start`), unless `--atrium` says otherwise. */
export const DEFAULT_ATRIUM_ORIGIN = 'http://localhost:8080';

/** The one client both layouts know: Atrium's browser code, a public client. */
export const CLIENT_ID = 'atrium';

/** The Keycloak realm the Keycloak layout serves. */
export const KEYCLOAK_REALM = 'atrium';

/** The password of every built-in identity. Published in docs/features/sign-in.md: this tool is for development and tests only. */
export const IDENTITY_PASSWORD = 'idp-demo';

/** Access token lifetime unless the options say otherwise, as Keycloak's default (5 minutes). */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 300;

/** Everything the first-party client is granted without a consent screen. */
export const GRANTED_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** The largest form body the provider's own pages and compatibility steps read. */
export const MAX_FORM_BYTES = 64 * 1024;

/** Sessions, grants and refresh tokens last a working day, as Keycloak's default SSO Session Max (10 hours). */
export const SESSION_TTL_SECONDS = 10 * 60 * 60;

/** How long a login form stays valid, and an ID token. */
export const INTERACTION_TTL_SECONDS = 60 * 60;
export const ID_TOKEN_TTL_SECONDS = 60 * 60;
