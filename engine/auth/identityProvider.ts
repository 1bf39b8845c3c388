import type { ClientConfig } from '../../server/contract';

/** An external provider's client settings, as the server's configuration gives them. */
export type IdentityProviderSettings = NonNullable<ClientConfig['identityProvider']>;

/**
 * An external OpenID Connect provider as the shell uses it, whichever library speaks to it.
 * Atrium's own session (its jwt and refresh token) is the same for every provider: the provider
 * only proves who the user is, with an access token the server verifies.
 */
export interface IdentityProvider {
  readonly kind: IdentityProviderSettings['kind'];
  /**
   * On the login page: the provider's access token when the browser comes back from its sign-in
   * or still holds a provider session; otherwise sends the browser to the provider's sign-in page
   * (PKCE S256) and never resolves.
   */
  signIn(): Promise<string>;
  /**
   * Refreshes the provider's tokens now, whatever their validity; false when the provider refused,
   * which ends the session as a refused scheduled refresh does.
   */
  refresh(): Promise<boolean>;
  /**
   * Keeps the provider's tokens fresh while the desktop runs, on the library's own schedule, and
   * calls `onEnded` when the provider ends the session (a refused refresh). Returns the stop.
   */
  keepAlive(onEnded: () => void): () => void;
  /**
   * Revokes the provider's tokens and forgets them; returns where the browser goes to close the
   * provider's own session, which then sends it on to `loginURL` (the account's), or back to
   * Atrium's login page by the redirect URL registered with the provider.
   */
  signOut(loginURL: string | null): Promise<string>;
}
