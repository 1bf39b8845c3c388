import type { Answer, LoginData, TokenPair, ValidateTokenAnswer } from '../../server/contract';

/** An HTTP status and the parsed JSON body, or null when the body was not JSON. */
export interface ApiAnswer<B> {
  status: number;
  body: Partial<B> | null;
}

export interface AuthApi {
  login(username: string, password: string): Promise<ApiAnswer<Answer<LoginData>>>;
  /** Turns an external provider's access token into an Atrium session (POST auth/external/{provider}). */
  loginExternal(provider: string, accessToken: string): Promise<ApiAnswer<Answer<LoginData>>>;
  validate(jwt: string): Promise<ApiAnswer<ValidateTokenAnswer>>;
  refresh(jwt: string, refreshToken: string): Promise<ApiAnswer<Answer<TokenPair>>>;
  logout(refreshToken: string | null): Promise<void>;
  /** Asks for a reset link for `username`; the answer is the same whether the user exists or not. */
  forgotPassword(username: string): Promise<ApiAnswer<{ status: string; message: string }>>;
  resetPassword(code: string, password: string, confirmation: string): Promise<ApiAnswer<{ status: string; message: string }>>;
}

/**
 * The authentication and password recovery calls. They carry form payloads (docs/features/sign-in.md) and no bearer
 * token, so they bypass the product request client.
 */
export function createAuthApi(apiBase: string, fetchFn: typeof fetch): AuthApi {
  const post = async <B>(url: string, form: Record<string, string>): Promise<ApiAnswer<B>> => {
    const response = await fetchFn(url, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams(form),
    });
    const body = (await response.json().catch(() => null)) as Partial<B> | null;
    return { status: response.status, body };
  };
  const api = (path: string) => `${apiBase.replace(/\/$/, '')}/${path}`;
  return {
    login: (username, password) => post(api('auth'), { username, password }),
    loginExternal: (provider, accessToken) => post(api(`auth/external/${encodeURIComponent(provider)}`), { access_token: accessToken }),
    validate: (jwt) => post(api('validatetoken'), { jwt }),
    refresh: (jwt, refreshToken) => post(api('refreshtoken'), { jwt, refresh_token: refreshToken }),
    async logout(refreshToken) {
      await post('/logout', refreshToken ? { refresh_token: refreshToken } : {});
    },
    forgotPassword: (username) => post(api('user/me/forgotpassword'), { username }),
    resetPassword: (code, password, confirmation) =>
      post(api('user/me/resetpassword'), { password_reset_code: code, new_password: password, confirm_password: confirmation }),
  };
}
