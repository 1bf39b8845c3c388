import type Keycloak from 'keycloak-js';
import type { BrowserStorage } from '../storage';
import type { IdentityProvider, IdentityProviderSettings } from './identityProvider';

/** Seconds of validity below which a token is refreshed before use (keycloak-js's default). */
const MIN_VALIDITY_SECONDS = 5;

/**
 * Keycloak through keycloak-js, loaded only when the server names it. The refresh token is kept as
 * KC_REFRESH_token, for the realm's logout after a reload (keycloak-js keeps its tokens in memory,
 * and restores a session only from an access and refresh token pair). A new Atrium sign-in goes
 * through Keycloak, which sends the browser straight back while its own session lives.
 */
export async function createKeycloakProvider(
  settings: Extract<IdentityProviderSettings, { kind: 'keycloak' }>,
  storage: BrowserStorage,
  fetchApi: typeof fetch,
): Promise<IdentityProvider> {
  const { default: KeycloakClient } = await import('keycloak-js');
  const keycloak: Keycloak = new KeycloakClient({ url: settings.url, realm: settings.realm, clientId: settings.clientId });
  const realm = `${settings.url}/realms/${encodeURIComponent(settings.realm)}`;
  const keep = () => (keycloak.refreshToken ? storage.set('KC_REFRESH_token', keycloak.refreshToken) : storage.remove('KC_REFRESH_token'));
  let initialized: Promise<boolean> | null = null;
  let onEnded: (() => void) | null = null;
  // Reads the code in the URL when the browser comes back from Keycloak.
  const init = () =>
    (initialized ??= keycloak.init({
      checkLoginIframe: false,
      pkceMethod: 'S256',
      responseMode: 'fragment',
      redirectUri: settings.redirectUrl,
    }));

  const refresh = async (minValidity: number) => {
    try {
      await keycloak.updateToken(minValidity);
      await keep();
      return true;
    } catch {
      // keycloak-js has cleared its tokens when Keycloak answered 400: the session is over there.
      await keep();
      onEnded?.();
      return false;
    }
  };

  return {
    kind: 'keycloak',
    async signIn() {
      if ((await init()) && keycloak.token) {
        await keep();
        return keycloak.token;
      }
      await keycloak.login({ redirectUri: settings.redirectUrl });
      return new Promise<never>(() => undefined);
    },
    refresh: () => refresh(-1),
    keepAlive(ended) {
      void init();
      onEnded = ended;
      keycloak.onTokenExpired = () => void refresh(MIN_VALIDITY_SECONDS);
      return () => {
        onEnded = null;
        keycloak.onTokenExpired = undefined;
      };
    },
    async signOut(loginURL) {
      const destination = loginURL ?? settings.redirectUrl;
      const refreshToken = keycloak.refreshToken ?? storage.get('KC_REFRESH_token');
      await init();
      // Names the client (and the ID token while there is one), so Keycloak closes its session and sends the browser on.
      const logoutUrl = keycloak.createLogoutUrl({ redirectUri: destination });
      await storage.remove('KC_REFRESH_token');
      if (refreshToken) {
        // The realm's logout with the refresh token ends the session there, whatever happens next.
        const body = new URLSearchParams({ client_id: settings.clientId, redirect_uri: destination, refresh_token: refreshToken });
        await fetchApi(`${realm}/protocol/openid-connect/logout`, { method: 'POST', body, credentials: 'include' }).catch(() => undefined);
      }
      keycloak.clearToken();
      return logoutUrl;
    },
  };
}
