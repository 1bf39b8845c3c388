/**
 * The oldest an access token may be when it is exchanged for a sign-in, counted from its `iat`.
 * The browser exchanges a token the moment it comes back from the provider, so an older one is
 * a kept or stolen token being replayed.
 */
export const TOKEN_MAX_AGE_SECONDS = 5 * 60;
/** How long fetching the provider's keys or asking its userinfo endpoint may take. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** How far the provider's clock may be from ours: an `iat` a few seconds ahead is no forgery. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/**
 * The longest an Atrium sign-in made with a provider's token lasts, however often it is refreshed,
 * counted from the token's `iat`: Keycloak's default SSO Session Max, instead of the 30 days of
 * REFRESH_TOKEN_TTL. Atrium cannot see the provider's session end (the browser's provider library
 * signs the user out when it does, but a token used without that browser has none), so its own
 * ends no later than a provider's session usually may; then the browser goes through the provider
 * again, which sends the user straight back while its session lives and asks again (MFA included)
 * once it has ended. Not counted from `auth_time`: with a provider whose sessions last longer, a
 * fresh token with an old `auth_time` would open sign-ins that end at once, over and over.
 */
export const EXTERNAL_SIGN_IN_MAX_MS = 10 * 60 * 60 * 1000;
/** The notification a user gets when an identity of a provider is linked to their account. */
export const LINK_NOTIFICATION = {
  title: 'New sign-in linked to your account',
  /** Followed by the provider's issuer and the identity's subject. */
  message: 'An identity of an external provider can now sign in as you. If this was not you, tell an administrator at once:',
} as const;
