/** The answer of the server's token validation, reduced to what boot decides on. */
export type TokenVerdict = 'valid' | 'expired' | 'invalid';

/** What boot needs from whoever holds the tokens (the auth subsystem implements it). */
export interface TokenGate {
  hasToken(): boolean;
  hasRefreshToken(): boolean;
  validate(): Promise<TokenVerdict>;
  /** Exchanges the refresh token for a new pair; false when the server refused. */
  refresh(): Promise<boolean>;
  clear(): void;
}

export interface Logger {
  warn(message: string): void;
}

/**
 * The spec's token check at boot (docs/features/sign-in.md#requests-and-sign-out): validate the stored token; when it is expired
 * (or invalid) refresh it; with no refresh token, or when the refresh fails, clear local storage.
 * Resolves true when a usable session remains. A network failure rejects and leaves storage alone:
 * an unreachable server must not sign the user out.
 */
export async function checkStoredToken(gate: TokenGate, log: Logger): Promise<boolean> {
  if (!gate.hasToken()) return false;
  const verdict = await gate.validate();
  if (verdict === 'valid') return true;
  if (!gate.hasRefreshToken()) {
    log.warn('No refresh token found');
    gate.clear();
    return false;
  }
  if (await gate.refresh()) return true;
  gate.clear();
  return false;
}
