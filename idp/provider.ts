import { randomBytes } from 'node:crypto';
import Provider, { errors, type Configuration } from 'oidc-provider';
import { bearerVerifier } from './bearer';
import { CLIENT_ID, GRANTED_SCOPES, ID_TOKEN_TTL_SECONDS, INTERACTION_TTL_SECONDS, SESSION_TTL_SECONDS } from './constants';
import { loadOrGrantEverything } from './grants';
import { claimsOf, type Identities } from './identities';
import { interactionUrl, loginInteraction } from './interaction';
import { keycloakAccount } from './keycloakAccount';
import type { Layout } from './layouts';
import { errorPage, logoutPage, postMessagePage, signedOutPage } from './pages';
import { isAtriumRedirect } from './redirects';
import { shapeRefreshTokensAsJwt } from './refreshTokens';
import type { SigningKey } from './signingKey';
import type { Store } from './store';
import { jwtUserinfo } from './userinfo';

export interface ProviderSetup {
  /** The server's base URL, `http://127.0.0.1:<port>`. */
  base: string;
  layout: Layout;
  identities: Identities;
  store: Store;
  signingKey: SigningKey;
  atriumOrigin: string;
  accessTokenTtl: number;
  /** Prefixes the cookie names: cookies ignore ports, so two providers on one host must not share names. */
  cookiePrefix: string;
}

/** One oidc-provider instance in one URL layout. */
export function createProvider({ base, layout, identities, store, signingKey, atriumOrigin, accessTokenTtl, cookiePrefix }: ProviderSetup): Provider {
  const atriumPage = `${atriumOrigin}/`;
  const scope = GRANTED_SCOPES.join(' ');
  const configuration: Configuration = {
    adapter: store.adapter,
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [atriumPage],
        post_logout_redirect_uris: [atriumPage],
      },
    ],
    jwks: { keys: [signingKey.privateJwk] },
    cookies: {
      names: { session: `${cookiePrefix}_session`, interaction: `${cookiePrefix}_interaction`, resume: `${cookiePrefix}_resume` },
      keys: [randomBytes(32).toString('base64url')],
    },
    routes: layout.routes,
    scopes: [...GRANTED_SCOPES],
    claims: Object.fromEntries(Object.entries(layout.claims).map(([name, claims]) => [name, [...claims]])),
    // The ID token carries the e-mail and name even though an access token is issued beside it.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === atriumOrigin,
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: ID_TOKEN_TTL_SECONDS,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      RefreshToken: SESSION_TTL_SECONDS,
    },
    findAccount: (_ctx, id) => {
      const identity = identities.byId(id);
      if (!identity) return undefined;
      return { accountId: identity.id, claims: () => claimsOf(identity) };
    },
    // Refresh tokens without offline_access, as Keycloak and Okta issue them to a browser app;
    // they end with the provider session (which is what revokeSessions relies on).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => layout.rotateRefreshTokens,
    loadExistingGrant: (ctx) => loadOrGrantEverything(ctx, layout),
    interactions: { url: (_ctx, interaction) => interactionUrl(layout, interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => layout.resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== layout.resource) throw new errors.InvalidTarget();
          return { scope, audience: layout.audience, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtl, jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const { id_token_hint: hint, client_id: clientId } = ctx.oidc.params ?? {};
          ctx.type = 'html';
          ctx.body = logoutPage(form, layout.title, Boolean(hint ?? clientId));
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(layout.title);
        },
      },
    },
    formats: {
      customizers: {
        jwt: (_ctx, token, jwt) => {
          const identity = 'accountId' in token && token.accountId ? identities.byId(token.accountId) : undefined;
          if (identity) Object.assign(jwt.payload, layout.accessTokenClaims(identity));
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error, out.error_description);
    },
  };
  const provider = new Provider(`${base}${layout.issuerPath}`, configuration);
  // `<atrium>/` with any query: keycloak-js sends the page's own address back as the redirect URI.
  const client = provider.Client.prototype;
  client.redirectUriAllowed = function (uri) {
    return isAtriumRedirect(uri, atriumOrigin);
  };
  client.postLogoutRedirectUriAllowed = function (uri) {
    return isAtriumRedirect(uri, atriumOrigin);
  };
  provider.use(loginInteraction(provider, layout, identities));
  const verifyBearer = bearerVerifier(provider.issuer, layout, identities, signingKey.publicJwk);
  provider.use(jwtUserinfo(layout, verifyBearer));
  if (layout.accountEndpoint) provider.use(keycloakAccount(verifyBearer));
  if (layout.jwtShapedRefreshTokens) shapeRefreshTokensAsJwt(provider);
  if (layout.oktaPostMessage) {
    provider.registerResponseMode('okta_post_message', (ctx, redirectUri, params) => {
      ctx.type = 'html';
      ctx.body = postMessagePage(new URL(redirectUri).origin, params);
    });
  }
  return provider;
}
