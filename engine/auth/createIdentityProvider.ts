import type { BrowserStorage } from '../storage';
import type { IdentityProvider, IdentityProviderSettings } from './identityProvider';

/**
 * The adapter for the provider the server names, its library loaded now (and only then, so the
 * own sign-in's start-up carries neither library). A new provider is a new adapter here.
 */
export async function createIdentityProvider(settings: IdentityProviderSettings, storage: BrowserStorage, fetchApi: typeof fetch): Promise<IdentityProvider> {
  switch (settings.kind) {
    case 'keycloak':
      return (await import('./keycloakProvider')).createKeycloakProvider(settings, storage, fetchApi);
    case 'okta':
      return (await import('./oktaProvider')).createOktaProvider(settings, storage);
  }
}
