import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

/** POST /api/auth and POST /login — form or JSON. Empty strings are accepted here and answered with the spec's message. */
export const AuthBody = Type.Object({
  username: Type.String({ maxLength: 256 }),
  password: Type.String({ maxLength: 1024 }),
});
export type AuthBody = Static<typeof AuthBody>;

export const LoginData = Type.Object({
  jwt: Type.String(),
  refresh_token: Type.String(),
  username: Type.String(),
});
export type LoginData = Static<typeof LoginData>;
export const AuthAnswer = successOf(LoginData);

/** POST /api/auth/external/{provider} — form: the provider's access token, which the server verifies. */
export const ExternalAuthBody = Type.Object({ access_token: Type.String({ maxLength: 16384 }) });
export type ExternalAuthBody = Static<typeof ExternalAuthBody>;
export const ExternalAuthParams = Type.Object({ provider: Type.String({ maxLength: 100 }) });
export type ExternalAuthParams = Static<typeof ExternalAuthParams>;

/** The answers of POST /api/auth/external/{provider} that are not a session. */
export const EXTERNAL_AUTH_MESSAGES = {
  notConfigured: 'Sign-in through this identity provider is not configured on this server.',
  tokenMissing: 'access_token is required: the access token the identity provider issued.',
  /** Followed by what was wrong with the token. */
  tokenRefused: 'The identity provider’s access token was refused:',
  providerUnreachable: 'The identity provider’s keys could not be fetched to check the access token.',
  unknownUser: 'No Atrium user matches this identity. Ask an administrator to add you.',
  ambiguousUser: 'Several Atrium users have this e-mail address. Ask an administrator to tell them apart.',
  /** Followed by the username. */
  usernameTaken: 'A new user cannot be made for this identity: another user already has the username',
  emailUnverified:
    'This identity’s e-mail address is not verified by the identity provider, so it cannot be linked to the Atrium user with that address. Verify the address at the provider and sign in again, or ask an administrator to link you.',
  emailUnverifiedNew:
    'This identity’s e-mail address is not verified by the identity provider, so no Atrium user is made for it. Verify the address at the provider and sign in again, or ask an administrator to add you.',
  otherIdentityLinked:
    'The Atrium user with this e-mail address already signs in with another identity of this provider. Sign in with that identity, or ask an administrator to remove its link.',
  passwordSignInOff: 'Sign-in with a username and password is turned off on this server: sign in through the identity provider.',
} as const;

/** POST /api/validatetoken */
export const ValidateTokenBody = Type.Object({ jwt: Type.String({ maxLength: 4096 }) });
export type ValidateTokenBody = Static<typeof ValidateTokenBody>;
export const ValidateTokenAnswer = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});
export type ValidateTokenAnswer = Static<typeof ValidateTokenAnswer>;

/** POST /api/refreshtoken — the refresh token is single-use: the answer carries its successor. */
export const RefreshTokenBody = Type.Object({
  jwt: Type.String({ maxLength: 4096 }),
  refresh_token: Type.String({ maxLength: 512 }),
});
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;
export const TokenPair = Type.Object({ jwt: Type.String(), refresh_token: Type.String() });
export type TokenPair = Static<typeof TokenPair>;
export const RefreshTokenAnswer = successOf(TokenPair);

/** POST /logout (the authentication adapter's call): revokes the refresh token's whole family. */
export const LogoutBody = Type.Object({ refresh_token: Type.Optional(Type.String({ maxLength: 512 })) });
export type LogoutBody = Static<typeof LogoutBody>;
