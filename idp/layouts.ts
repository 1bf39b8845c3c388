import { CLIENT_ID, KEYCLOAK_REALM } from './constants';
import type { Identity } from './identities';

/** The two URL layouts the provider serves. */
export type LayoutName = 'keycloak' | 'okta';

/** The oidc-provider routes a layout places (relative to its issuer). */
interface Routes {
  authorization: string;
  token: string;
  userinfo: string;
  jwks: string;
  end_session: string;
  revocation: string;
}

/** How one kind of identity provider lays out its URLs and shapes its tokens. */
export interface Layout {
  readonly name: LayoutName;
  /** Shown on the provider's pages. */
  readonly title: string;
  /** The issuer's path below the server's base URL. */
  readonly issuerPath: string;
  readonly routes: Routes;
  /** The resource indicator every access token is issued for. */
  readonly resource: string;
  /** The access token's `aud`. */
  readonly audience: string;
  /** Which claims each scope releases (oidc-provider's `claims`). */
  readonly claims: Readonly<Record<string, readonly string[]>>;
  /** What the access token says about the identity beyond oidc-provider's own claims. */
  accessTokenClaims(identity: Identity): Record<string, string | boolean>;
  /** keycloak-js decodes the refresh token as a JWT and fails on an opaque one. */
  readonly jwtShapedRefreshTokens: boolean;
  /**
   * Whether a refresh answers a new refresh token and retires the old one (a reuse then ends the
   * grant). Keycloak's default ("Revoke Refresh Token" off) lets tabs sharing a token all refresh;
   * Okta rotates for browser apps (without its 30 s grace period here).
   */
  readonly rotateRefreshTokens: boolean;
  /** okta-auth-js renews tokens in an iframe with `response_mode=okta_post_message`. */
  readonly oktaPostMessage: boolean;
  /** Keycloak's realm account endpoint (keycloak-js's `loadUserProfile()`). */
  readonly accountEndpoint: boolean;
  /** Keycloak's logout by POST with client_id and refresh_token, without the browser. */
  readonly refreshTokenLogout: boolean;
}

const KEYCLOAK_ENDPOINTS = '/protocol/openid-connect';
const STANDARD_CLAIMS = { email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] };

/**
 * A Keycloak realm: the endpoints keycloak-js builds from `url` + `realm`. Keycloak's default
 * client scopes (profile, email) put the e-mail and names in every access and ID token, whatever
 * the scope asked for.
 */
const KEYCLOAK: Layout = {
  name: 'keycloak',
  title: `Keycloak realm "${KEYCLOAK_REALM}"`,
  issuerPath: `/realms/${KEYCLOAK_REALM}`,
  routes: {
    authorization: `${KEYCLOAK_ENDPOINTS}/auth`,
    token: `${KEYCLOAK_ENDPOINTS}/token`,
    userinfo: `${KEYCLOAK_ENDPOINTS}/userinfo`,
    jwks: `${KEYCLOAK_ENDPOINTS}/certs`,
    end_session: `${KEYCLOAK_ENDPOINTS}/logout`,
    revocation: `${KEYCLOAK_ENDPOINTS}/revoke`,
  },
  resource: `urn:atrium:keycloak:${KEYCLOAK_REALM}`,
  audience: CLIENT_ID,
  claims: { ...STANDARD_CLAIMS, openid: ['sub', ...STANDARD_CLAIMS.email, ...STANDARD_CLAIMS.profile] },
  accessTokenClaims: (identity) => ({
    email: identity.email,
    // Keycloak's "email verified" mapper adds it to access tokens; every identity here is verified.
    email_verified: true,
    preferred_username: identity.username,
    name: identity.name,
    given_name: identity.givenName,
    family_name: identity.familyName,
  }),
  jwtShapedRefreshTokens: true,
  rotateRefreshTokens: false,
  oktaPostMessage: false,
  accountEndpoint: true,
  refreshTokenLogout: true,
};

/** An Okta custom authorization server named "default": what okta-auth-js builds from an issuer with `/oauth2`. */
const OKTA: Layout = {
  name: 'okta',
  title: 'Okta authorization server "default"',
  issuerPath: '/oauth2/default',
  routes: {
    authorization: '/v1/authorize',
    token: '/v1/token',
    userinfo: '/v1/userinfo',
    jwks: '/v1/keys',
    end_session: '/v1/logout',
    revocation: '/v1/revoke',
  },
  resource: 'api://default',
  audience: 'api://default',
  claims: { ...STANDARD_CLAIMS, openid: ['sub'] },
  // As Okta's default server: the subject is the login (the e-mail), the user's id is `uid`.
  accessTokenClaims: (identity) => ({ sub: identity.email, uid: identity.id }),
  jwtShapedRefreshTokens: false,
  rotateRefreshTokens: true,
  oktaPostMessage: true,
  accountEndpoint: false,
  refreshTokenLogout: false,
};

export const LAYOUTS: readonly Layout[] = [KEYCLOAK, OKTA];
