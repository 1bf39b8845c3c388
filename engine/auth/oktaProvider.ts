import type { OktaAuth } from '@okta/okta-auth-js';
import type { BrowserStorage } from '../storage';
import type { IdentityProvider, IdentityProviderSettings } from './identityProvider';

/**
 * Okta through okta-auth-js, loaded only when the server names it. Its token manager keeps the
 * tokens in Atrium's encrypted storage as `id_token`, renews them before expiry (its 30 s early
 * margin and its renewal throttle apply) and removes them when renewal fails.
 */
export async function createOktaProvider(settings: Extract<IdentityProviderSettings, { kind: 'okta' }>, storage: BrowserStorage): Promise<IdentityProvider> {
  const { OktaAuth: OktaClient } = await import('@okta/okta-auth-js');
  const client: OktaAuth = new OktaClient({
    issuer: settings.issuer,
    clientId: settings.clientId,
    redirectUri: settings.redirectUri,
    postLogoutRedirectUri: settings.redirectUri,
    scopes: [...settings.scopes],
    pkce: true,
    tokenManager: {
      autoRenew: true,
      autoRemove: true,
      storage: {
        getItem: () => storage.get('id_token'),
        setItem: (_key: string, value: string) => void storage.set('id_token', value),
        removeItem: () => void storage.remove('id_token'),
      },
    },
    // Coming back from Okta lands on the login page, which goes on by itself.
    restoreOriginalUri: () => Promise.resolve(),
  });

  let onEnded: (() => void) | null = null;
  const accessToken = async () => (await client.tokenManager.getTokens()).accessToken?.accessToken;

  return {
    kind: 'okta',
    async signIn() {
      if (client.isLoginRedirect()) {
        const { tokens } = await client.token.parseFromUrl();
        client.tokenManager.setTokens(tokens);
        window.history.replaceState(null, '', window.location.pathname);
        const fresh = await accessToken();
        if (fresh) return fresh;
      }
      // A kept token opened a sign-in before, and the server takes each token once and only while
      // it is new: a new sign-in renews it first (without a redirect while Okta's session lives).
      const current = await client.tokenManager.get('accessToken');
      if (current) {
        const renewed = await client.tokenManager.renew('accessToken').catch(() => undefined);
        if (renewed && 'accessToken' in renewed) return renewed.accessToken;
      }
      await client.signInWithRedirect();
      return new Promise<never>(() => undefined);
    },
    async refresh() {
      try {
        await client.tokenManager.renew('accessToken');
        return true;
      } catch {
        onEnded?.();
        return false;
      }
    },
    keepAlive(ended) {
      void client.start();
      onEnded = ended;
      // autoRemove drops a token whose renewal failed: the session is over at Okta.
      const removed = (key: string) => key === 'accessToken' && onEnded?.();
      client.tokenManager.on('removed', removed);
      return () => {
        onEnded = null;
        client.tokenManager.off('removed', removed);
        void client.stop();
      };
    },
    async signOut(loginURL) {
      const destination = loginURL ?? settings.redirectUri;
      const idToken = (await client.tokenManager.getTokens()).idToken;
      await Promise.all([client.revokeAccessToken().catch(() => undefined), client.revokeRefreshToken().catch(() => undefined)]);
      // Okta's end-session route for an authorization server, as okta-auth-js's own signOut() builds it.
      const url = new URL(`${settings.issuer}/v1/logout`);
      if (idToken) url.search = new URLSearchParams({ id_token_hint: idToken.idToken, post_logout_redirect_uri: destination }).toString();
      client.tokenManager.clear();
      await storage.remove('id_token');
      return idToken ? url.href : destination;
    },
  };
}
