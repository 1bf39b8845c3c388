import type { LoginData, PasswordRule } from '../../server/contract';
import { passwordRuleOfMessage } from '../../server/contract/passwords';
import type { TokenGate, TokenVerdict } from '../core';
import { KEPT_ON_SIGN_OUT, type BrowserStorage } from '../storage';
import type { ApiAnswer, AuthApi } from './authApi';
import { REFRESH_LOCK } from './constants';
import { validateLoginInput } from './loginInput';
import { LOGIN_MESSAGES, type LoginFailure } from './messages';

export type LoginResult = { ok: true; username: string } | { ok: false; reason: LoginFailure };

/** How a sign-in through an external provider ended: signed in, or the server's message saying why not. */
export type ExternalLoginResult = { ok: true; username: string } | { ok: false; message: string };

/** How a password reset ended: done, refused with the server's text (a rule), or the link is no good. */
export type ResetResult = { kind: 'done' } | { kind: 'refused'; rule: PasswordRule } | { kind: 'expired' };

/** The Web Locks API as the refresh uses it: `navigator.locks`, or a fake in tests. */
export interface TabLocks {
  /** Runs `callback` while holding the lock `name`, which one caller in all the origin's tabs holds at a time. */
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface AuthService {
  login(username: string, password: string): Promise<LoginResult>;
  /** Opens an Atrium session with an external provider's access token, which the server verifies. */
  loginExternal(provider: string, accessToken: string): Promise<ExternalLoginResult>;
  /** The session jwt, or null when signed out. */
  token(): string | null;
  /**
   * Exchanges the refresh token for a new pair; concurrent callers share one exchange, and with
   * Web Locks so do the origin's other tabs.
   */
  refresh(): Promise<boolean>;
  /** Revokes the refresh token on the server and forgets every stored key. */
  logout(): Promise<void>;
  /** What boot's token check needs. */
  readonly gate: TokenGate;
  /**
   * Asks for a reset link. Resolves the same way whatever happened (unknown user, network error):
   * the page says the same either way, so that nobody learns whether the account exists.
   */
  forgotPassword(username: string): Promise<void>;
  /** Sets a new password with a reset link's code. */
  resetPassword(code: string, password: string, confirmation: string): Promise<ResetResult>;
}

/**
 * Only an answer in the envelope decides about a token. Anything else (a proxy's error page, a
 * crashed server) rejects, so that boot keeps the tokens instead of signing the user out.
 */
function assertAnswered(call: string, answer: ApiAnswer<{ status: string }>): void {
  const status = answer.body?.status;
  if (status !== 'success' && status !== 'error') throw new Error(`${call}: unexpected answer (HTTP ${answer.status})`);
}

/**
 * Atrium's session: the own username-and-password sign-in, or one an external provider's access
 * token opened (the provider's library lives in its IdentityProvider).
 * @param locks the origin's Web Locks (`navigator.locks`), or null where the browser has none:
 *   refreshes are then shared within this tab only.
 */
export function createAuthService(api: AuthApi, storage: BrowserStorage, locks: TabLocks | null = null): AuthService {
  const token = () => storage.get('AUTH_token');
  const refreshToken = () => storage.get('REFRESH_token');
  let refreshing: Promise<boolean> | null = null;

  const exchange = async (): Promise<boolean> => {
    const jwt = token();
    const current = refreshToken();
    if (!jwt || !current) return false;
    const answer = await api.refresh(jwt, current);
    assertAnswered('refreshtoken', answer);
    if (answer.status !== 200 || answer.body?.status !== 'success' || !answer.body.data) return false;
    // Awaited: another tab waiting for the lock reads the new pair from storage as soon as it is released.
    await Promise.all([storage.set('AUTH_token', answer.body.data.jwt), storage.set('REFRESH_token', answer.body.data.refresh_token)]);
    return true;
  };

  /**
   * Tabs share one refresh token, and spending it twice makes the server revoke the whole family.
   * Under the lock a tab reads the token afresh: if another tab rotated it while this one waited,
   * its new pair is already stored, and this tab takes it instead of presenting the spent token.
   */
  const exchangeAcrossTabs = (tabLocks: TabLocks): Promise<boolean> => {
    const startedFrom = refreshToken();
    return tabLocks.request(REFRESH_LOCK, async () => {
      const stored = await storage.reread('REFRESH_token');
      if (stored === startedFrom) return exchange();
      await storage.reread('AUTH_token');
      return stored !== null;
    });
  };

  const refresh = () => {
    // A refresh token is single-use: two parallel exchanges would make the server see a reuse.
    refreshing ??= (locks ? exchangeAcrossTabs(locks) : exchange()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const validate = async (): Promise<TokenVerdict> => {
    const jwt = token();
    if (!jwt) return 'invalid';
    const answer = await api.validate(jwt);
    assertAnswered('validatetoken', answer);
    if (answer.body?.status === 'success') return 'valid';
    return answer.body?.message === 'Token Expired' ? 'expired' : 'invalid';
  };

  const keep = async (data: LoginData): Promise<{ ok: true; username: string }> => {
    await Promise.all([storage.set('AUTH_token', data.jwt), storage.set('REFRESH_token', data.refresh_token), storage.set('User', data.username)]);
    return { ok: true, username: data.username };
  };

  return {
    async login(username, password) {
      const invalid = validateLoginInput(username, password);
      if (invalid) return { ok: false, reason: invalid };
      try {
        const answer = await api.login(username.trim(), password);
        const data = answer.body?.status === 'success' ? answer.body.data : undefined;
        if (answer.status === 200 && data) return await keep(data);
        if (answer.body?.message === LOGIN_MESSAGES.incorrect) return { ok: false, reason: 'incorrect' };
        if (answer.body?.message === LOGIN_MESSAGES.empty) return { ok: false, reason: 'empty' };
        return { ok: false, reason: 'failed' };
      } catch {
        return { ok: false, reason: 'failed' };
      }
    },
    async loginExternal(provider, accessToken) {
      try {
        const answer = await api.loginExternal(provider, accessToken);
        const data = answer.body?.status === 'success' ? answer.body.data : undefined;
        if (answer.status === 200 && data) return await keep(data);
        return { ok: false, message: answer.body?.message ?? `HTTP ${answer.status}` };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    token,
    refresh,
    async logout() {
      const current = refreshToken();
      const cleared = storage.clear(KEPT_ON_SIGN_OUT);
      try {
        await api.logout(current);
      } finally {
        // Whatever the server answered: the sign-out reloads the page, which must not find the tokens again.
        await cleared;
      }
    },
    async forgotPassword(username) {
      await api.forgotPassword(username.trim()).catch(() => undefined);
    },
    async resetPassword(code, password, confirmation) {
      const answer = await api.resetPassword(code, password, confirmation).catch(() => undefined);
      if (answer?.status === 200 && answer.body?.status === 'success') return { kind: 'done' };
      const message = answer?.body?.message;
      // The spec: any other answer means the link has expired, unless the server named a broken rule.
      const rule = passwordRuleOfMessage(message);
      return rule ? { kind: 'refused', rule } : { kind: 'expired' };
    },
    gate: {
      hasToken: () => token() !== null,
      hasRefreshToken: () => refreshToken() !== null,
      validate,
      refresh,
      clear: () => void storage.clear(KEPT_ON_SIGN_OUT),
    },
  };
}
