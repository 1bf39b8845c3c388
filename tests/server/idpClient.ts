// A browser's part in an authorization-code + PKCE sign-in at the local identity provider, done
// with plain fetch: what keycloak-js and okta-auth-js do, without a browser. For the idp's tests
// and for server tests that need real tokens.
import { createHash, randomBytes } from 'node:crypto';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export interface SignInOptions {
  /** The issuer: idp.keycloak.issuer or idp.okta.issuer. */
  issuer: string;
  email: string;
  password: string;
  /** Default http://localhost:8080/, the default Atrium origin's page. */
  redirectUri?: string;
  /** Default `openid profile email`. */
  scope?: string;
  clientId?: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;

/** Cookies by name, as a browser would send them back to this one host (paths ignored). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=.*1970/i.test(attribute) || /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function discover(issuer: string): Promise<Discovery> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery at ${issuer} answered ${response.status}`);
  return (await response.json()) as Discovery;
}

/** Fetches with the jar's cookies, following redirects until one leaves the provider (or a page is reached). */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  let response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
  jar.take(response);
  for (let hops = 0; REDIRECT_STATUSES.has(response.status); hops += 1) {
    const location = new URL(response.headers.get('location') ?? '', url);
    if (location.origin !== new URL(url).origin || hops === MAX_REDIRECTS) return response;
    response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
  }
  return response;
}

export interface Authorization {
  jar: CookieJar;
  /** The login page's response: the form, or the error it shows. */
  loginPage: Response;
  /** Posts the form: resolves with the response that leaves the provider (a redirect to Atrium) or the page shown. */
  submit(email: string, password: string): Promise<Response>;
  redirectUri: string;
  state: string;
  verifier: string;
}

/** Starts an authorization request and stops at the provider's login form. */
export async function startAuthorization(options: Omit<SignInOptions, 'email' | 'password'>, jar = new CookieJar()): Promise<Authorization> {
  const { issuer, redirectUri = 'http://localhost:8080/', scope = 'openid profile email', clientId = 'atrium' } = options;
  const { authorization_endpoint: authorize } = await discover(issuer);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const url = new URL(authorize);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce: randomBytes(12).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const loginPage = await browse(jar, url.href);
  // Read now: a body can be read once, and the test reads the page as well.
  const html = await loginPage.clone().text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return {
    jar,
    loginPage,
    redirectUri,
    state,
    verifier,
    submit: (email, password) => {
      if (action === undefined) throw new Error(`no login form at ${loginPage.url} (${loginPage.status})`);
      return browse(jar, new URL(action.replace(/&amp;/g, '&'), issuer).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });
    },
  };
}

/** The code in a redirect back to Atrium, after checking its state. */
export function codeOf(response: Response, state: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect back to Atrium, got ${response.status}`);
  const params = new URL(location).searchParams;
  if (params.get('state') !== state) throw new Error(`state mismatch in ${location}`);
  const code = params.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

export async function tokenRequest(issuer: string, params: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const { token_endpoint: token } = await discover(issuer);
  return fetch(token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: 'atrium', ...params }).toString(),
  });
}

/** Signs in through the login form and exchanges the code: the tokens a client library would hold. */
export async function signIn(options: SignInOptions): Promise<TokenResponse & { jar: CookieJar }> {
  const authorization = await startAuthorization(options);
  const back = await authorization.submit(options.email, options.password);
  const response = await tokenRequest(options.issuer, {
    grant_type: 'authorization_code',
    code: codeOf(back, authorization.state),
    redirect_uri: authorization.redirectUri,
    code_verifier: authorization.verifier,
  });
  if (!response.ok) throw new Error(`token request answered ${response.status}: ${await response.text()}`);
  return { ...((await response.json()) as TokenResponse), jar: authorization.jar };
}

/** A refresh as the libraries send it. */
export function refresh(issuer: string, refreshToken: string): Promise<Response> {
  return tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
