import type { Kysely } from 'kysely';
import type { LoginData, TokenPair } from '../contract';
import type { Database } from '../db';
import type { AccessClaims, AccessTokens } from './accessTokens';
import type { AuthSessions } from './authSessions';
import type { LoginThrottle } from './loginThrottle';
import type { PasswordVerifier } from './passwords';
import type { RefreshTokens } from './refreshTokens';
import { normalizeUsername } from './usernames';

export type LoginResult =
  | { kind: 'success'; data: LoginData }
  | { kind: 'incorrect' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Right credentials, but the user belongs to no account, so there is nothing to sign in to. */
  | { kind: 'no-account' };

/** What an access token presented with a request is worth. */
export type Authentication =
  | { state: 'valid'; claims: AccessClaims & { sessionId: string } }
  /** Ours, but past its lifetime: refresh it. */
  | { state: 'expired'; claims: AccessClaims }
  /** Ours and in its lifetime, but its sign-in is over: signed out, revoked, or the user deleted. */
  | { state: 'ended' }
  | { state: 'invalid' };

/** Login, token refresh and logout: the whole life of a session. */
export interface Sessions {
  /** Signs `username` in from `address` (the client's, as the login limits count it). */
  login(username: string, password: string, address: string): Promise<LoginResult>;
  /**
   * Signs the user in whom an external identity provider vouched for, from `address`; only the
   * address's limit applies, as no password is guessed here. The sign-in ends by `notAfter` at the
   * latest, however often it is refreshed.
   */
  loginVerified(userId: string, address: string, notAfter: number): Promise<Exclude<LoginResult, { kind: 'incorrect' }>>;
  /** The next token pair, or undefined when the session is over. */
  refresh(jwt: string, refreshToken: string): Promise<TokenPair | undefined>;
  logout(refreshToken: string | undefined): Promise<void>;
  /** Checks an access token, and that the sign-in it was issued in still goes on. */
  authenticate(jwt: string): Promise<Authentication>;
}

export function createSessions(deps: {
  db: Kysely<Database>;
  passwords: PasswordVerifier;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  authSessions: AuthSessions;
  throttle: LoginThrottle;
}): Sessions {
  const { db, passwords, accessTokens, refreshTokens, authSessions, throttle } = deps;

  function defaultAccountId(userId: string): Promise<string | undefined> {
    return db
      .selectFrom('account_members')
      .innerJoin('accounts', 'accounts.id', 'account_members.account_id')
      .select('accounts.id')
      .where('account_members.user_id', '=', userId)
      .orderBy('account_members.is_default', 'desc')
      .orderBy('accounts.name')
      .limit(1)
      .executeTakeFirst()
      .then((row) => row?.id);
  }

  /** A new sign-in of the user into their default account. */
  async function open(userId: string, username: string, notAfter?: number): Promise<Exclude<LoginResult, { kind: 'incorrect' | 'throttled' }>> {
    const accountId = await defaultAccountId(userId);
    if (accountId === undefined) return { kind: 'no-account' };
    const { sessionId, refreshToken } = await refreshTokens.issue(userId, notAfter);
    const jwt = await accessTokens.issue({ userId, accountId, username, sessionId });
    return { kind: 'success', data: { jwt, refresh_token: refreshToken, username } };
  }

  return {
    async login(typed, password, address) {
      const username = normalizeUsername(typed);
      // Checked before the password, so that guessing on goes nowhere even with the right one.
      const retryAfterSeconds = (await throttle.admitAddress(address)) || (await throttle.retryAfterSeconds(username, address));
      if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };

      const user = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      // Verified even when the user is unknown, so the answer takes as long either way.
      const verified = await passwords.verify(user?.password_hash, password);
      if (!user || !verified) {
        await throttle.recordFailure(username, address);
        return { kind: 'incorrect' };
      }
      await throttle.recordSuccess(username, address);
      return open(user.id, username);
    },

    async loginVerified(userId, address, notAfter) {
      const retryAfterSeconds = await throttle.admitAddress(address);
      if (retryAfterSeconds > 0) return { kind: 'throttled', retryAfterSeconds };
      const user = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
      return user ? open(userId, user.username, notAfter) : { kind: 'no-account' };
    },

    async refresh(jwt, refreshToken) {
      // An expired access token is the normal case here; it still has to be ours.
      const inspection = await accessTokens.inspect(jwt);
      if (inspection.state === 'invalid') return undefined;
      const { claims } = inspection;
      // The account comes from the access token, so an account switch survives refreshes; the sign-in
      // from the refresh token, so a token issued before sessions had ids moves on into one.
      const rotation = await refreshTokens.rotate(refreshToken, claims.userId, (sessionId) => accessTokens.issue({ ...claims, sessionId }));
      return rotation.ok ? rotation.pair : undefined;
    },

    async logout(refreshToken) {
      if (refreshToken) await refreshTokens.revokeFamily(refreshToken);
    },

    async authenticate(jwt) {
      const inspection = await accessTokens.inspect(jwt);
      if (inspection.state !== 'valid') return inspection;
      const { sessionId } = inspection.claims;
      // Issued before sessions had ids: refused, so that the browser refreshes it into one that has.
      if (sessionId === undefined) return { state: 'invalid' };
      if (!(await authSessions.isActive(sessionId, inspection.claims.userId))) return { state: 'ended' };
      return { state: 'valid', claims: { ...inspection.claims, sessionId } };
    },
  };
}
