import { createServer } from 'node:net';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PASSWORD, startIdp, WRONG_CREDENTIALS, type Idp } from '../../idp';
import { browse, codeOf, discover, refresh, signIn, startAuthorization, tokenRequest, type TokenResponse } from './idpClient';

const ATRIUM = 'http://localhost:8080';
const DEMO = 'demo@atrium.example';
const ADA = 'ada@atrium.example';

let idp: Idp;

beforeAll(async () => {
  idp = await startIdp({ port: 0, atriumOrigin: ATRIUM });
});

afterAll(async () => {
  await idp.stop();
});

function verifyAccessToken(token: string, issuer: { issuer: string; jwksUri: string }, audience: string) {
  return jwtVerify(token, createRemoteJWKSet(new URL(issuer.jwksUri)), { issuer: issuer.issuer, audience, typ: 'at+jwt', algorithms: ['RS256'] });
}

function payloadOfRefreshToken(token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('local identity provider', () => {
  it('listens on 127.0.0.1 and publishes both layouts', async () => {
    expect(idp.url).toBe(`http://127.0.0.1:${idp.port}`);
    expect(idp.keycloak).toEqual({
      issuer: `${idp.url}/realms/atrium`,
      jwksUri: `${idp.url}/realms/atrium/protocol/openid-connect/certs`,
      clientId: 'atrium',
      realm: 'atrium',
    });
    expect(idp.okta).toEqual({ issuer: `${idp.url}/oauth2/default`, jwksUri: `${idp.url}/oauth2/default/v1/keys`, clientId: 'atrium' });

    const keycloak = await discover(idp.keycloak.issuer);
    const realm = `${idp.url}/realms/atrium/protocol/openid-connect`;
    expect(keycloak).toMatchObject({
      issuer: idp.keycloak.issuer,
      authorization_endpoint: `${realm}/auth`,
      token_endpoint: `${realm}/token`,
      end_session_endpoint: `${realm}/logout`,
      userinfo_endpoint: `${realm}/userinfo`,
      jwks_uri: `${realm}/certs`,
      code_challenge_methods_supported: ['S256'],
    });
    const okta = await discover(idp.okta.issuer);
    const server = `${idp.url}/oauth2/default/v1`;
    expect(okta).toMatchObject({
      issuer: idp.okta.issuer,
      authorization_endpoint: `${server}/authorize`,
      token_endpoint: `${server}/token`,
      userinfo_endpoint: `${server}/userinfo`,
      jwks_uri: `${server}/keys`,
      end_session_endpoint: `${server}/logout`,
      revocation_endpoint: `${server}/revoke`,
    });
  });

  it('publishes a different RS256 signing key for each layout', async () => {
    const keysOf = async (uri: string) => ((await (await fetch(uri)).json()) as { keys: { kty: string; alg: string; kid: string; d?: string }[] }).keys;
    const [keycloak, okta] = await Promise.all([keysOf(idp.keycloak.jwksUri), keysOf(idp.okta.jwksUri)]);
    expect(keycloak).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(okta).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
    expect(keycloak[0]?.d).toBeUndefined();
    expect(keycloak[0]?.kid).not.toBe(okta[0]?.kid);
  });

  it('shows an accessible login form and a clear error for a wrong password', async () => {
    const authorization = await startAuthorization({ issuer: idp.keycloak.issuer });
    expect(authorization.loginPage.status).toBe(200);
    const form = await authorization.loginPage.text();
    expect(form).toContain('<label for="email">Email</label>');
    expect(form).toContain('<label for="password">Password</label>');
    expect(form).toContain('<button type="submit">Sign in</button>');
    expect(form).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);

    const tooLong = await authorization.submit(DEMO, 'x'.repeat(70_000));
    expect(tooLong.status).toBe(413);

    const wrong = await authorization.submit(DEMO, 'not-the-password');
    expect(wrong.status).toBe(200);
    const page = await wrong.text();
    expect(page).toContain(`role="alert">${WRONG_CREDENTIALS}</p>`);
    expect(page).toContain(`value="${DEMO}"`);

    // The same request still signs in with the right password.
    const back = await authorization.submit(DEMO, IDENTITY_PASSWORD);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${ATRIUM}/\\?code=`));
  });

  it('issues Keycloak-shaped tokens: aud atrium, a stable sub, email and preferred_username', async () => {
    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD, scope: 'openid' });
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token, idp.keycloak, 'atrium');
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ iss: idp.keycloak.issuer, aud: 'atrium', client_id: 'atrium', email: DEMO, preferred_username: 'demo', scope: 'openid' });
    expect(payload).toMatchObject({ name: 'Demo User', given_name: 'Demo', family_name: 'User' });
    expect(payload.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    expect(tokens.expires_in).toBe(300);
    // As Keycloak's default client scopes: the ID token names the user even for scope=openid.
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: payload.sub, email: DEMO, name: 'Demo User' });
    // keycloak-js decodes the refresh token's middle segment.
    expect(payloadOfRefreshToken(tokens.refresh_token)).toMatchObject({ typ: 'Refresh', iss: idp.keycloak.issuer, azp: 'atrium' });

    const again = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    expect(decodeJwt(again.access_token).sub).toBe(payload.sub);
    const ada = await signIn({ issuer: idp.keycloak.issuer, email: ADA, password: IDENTITY_PASSWORD });
    expect(decodeJwt(ada.access_token).sub).not.toBe(payload.sub);
  });

  it('issues Okta-shaped tokens: aud api://default, the e-mail as sub, uid', async () => {
    const tokens = await signIn({ issuer: idp.okta.issuer, email: ADA, password: IDENTITY_PASSWORD, scope: 'openid profile email' });
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token, idp.okta, 'api://default');
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ iss: idp.okta.issuer, aud: 'api://default', sub: ADA, client_id: 'atrium' });
    expect(payload.scope).toBe('openid profile email');
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ email: ADA, name: 'Ada Lovelace', aud: 'atrium' });
    expect(payload.uid).toBe(idToken.sub);
    // Opaque, as Okta's.
    expect(tokens.refresh_token.split('.')).toHaveLength(1);
    await expect(verifyAccessToken(tokens.access_token, idp.keycloak, 'api://default')).rejects.toThrow();
    // okta-auth-js needs the ID token again after a refresh, or its signOut() breaks.
    const refreshed = (await (await refresh(idp.okta.issuer, tokens.refresh_token)).json()) as TokenResponse;
    expect(decodeJwt(refreshed.id_token)).toMatchObject({ sub: idToken.sub, email: ADA });
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ sub: ADA, scope: 'openid profile email' });
  });

  it('renews silently with response_mode=okta_post_message, as okta-auth-js does in its iframe', async () => {
    const tokens = await signIn({ issuer: idp.okta.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const authorize = new URL((await discover(idp.okta.issuer)).authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: 'atrium',
      redirect_uri: `${ATRIUM}/`,
      response_type: 'code',
      response_mode: 'okta_post_message',
      prompt: 'none',
      scope: 'openid email',
      state: 'renew-1',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const page = await browse(tokens.jar, authorize.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    const message = /window\.parent\.postMessage\((\{.*\}), "([^"]+)"\)/.exec(html);
    expect(message?.[2]).toBe(ATRIUM);
    expect(JSON.parse(message?.[1] ?? '{}')).toMatchObject({ state: 'renew-1', code: expect.any(String) });
  });

  it('refreshes, and revokeSessions makes the next refresh fail with 400 invalid_grant', async () => {
    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: ADA, password: IDENTITY_PASSWORD });
    const refreshed = await refresh(idp.keycloak.issuer, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TokenResponse;
    const { payload } = await verifyAccessToken(next.access_token, idp.keycloak, 'atrium');
    expect(payload).toMatchObject({ email: ADA, sub: decodeJwt(tokens.access_token).sub });
    expect(decodeJwt(next.id_token)).toMatchObject({ email: ADA });
    const okta = await signIn({ issuer: idp.okta.issuer, email: ADA, password: IDENTITY_PASSWORD });
    const other = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });

    idp.revokeSessions(ADA);

    for (const [issuer, refreshToken] of [
      [idp.keycloak.issuer, next.refresh_token],
      [idp.okta.issuer, okta.refresh_token],
    ] as const) {
      const refused = await refresh(issuer, refreshToken);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    }
    // The provider session is gone too: a new authorization asks for the password again.
    const authorization = await startAuthorization({ issuer: idp.keycloak.issuer }, tokens.jar);
    expect(await authorization.loginPage.text()).toContain('<label for="password">Password</label>');
    // Someone else's stays.
    expect((await refresh(idp.keycloak.issuer, other.refresh_token)).status).toBe(200);
  });

  it('answers userinfo for its JWT access tokens with the claims their scopes release', async () => {
    const userinfo = async (issuer: string, token: string) => {
      const { userinfo_endpoint: endpoint } = await discover(issuer);
      const response = await fetch(endpoint, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const keycloak = await signIn({ issuer: idp.keycloak.issuer, email: ADA, password: IDENTITY_PASSWORD, scope: 'openid' });
    const adaId = decodeJwt(keycloak.access_token).sub;
    expect(await userinfo(idp.keycloak.issuer, keycloak.access_token)).toEqual({
      status: 200,
      body: { sub: adaId, email: ADA, email_verified: true, name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', preferred_username: 'ada' },
    });
    const okta = await signIn({ issuer: idp.okta.issuer, email: ADA, password: IDENTITY_PASSWORD, scope: 'openid email' });
    expect(await userinfo(idp.okta.issuer, okta.access_token)).toEqual({ status: 200, body: { sub: adaId, email: ADA, email_verified: true } });

    // Another issuer's token, and a token whose signature does not match its payload.
    expect((await userinfo(idp.keycloak.issuer, okta.access_token)).status).toBe(401);
    const [header, , signature] = keycloak.access_token.split('.');
    const forged = [header, Buffer.from(JSON.stringify({ ...decodeJwt(keycloak.access_token), email: DEMO })).toString('base64url'), signature].join('.');
    expect(await userinfo(idp.keycloak.issuer, forged)).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
  });

  it("answers keycloak-js's loadUserProfile at the realm's account endpoint", async () => {
    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: ADA, password: IDENTITY_PASSWORD });
    const account = await fetch(`${idp.keycloak.issuer}/account`, { headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' } });
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({
      id: decodeJwt(tokens.access_token).sub,
      username: 'ada',
      email: ADA,
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      attributes: {},
    });
    expect((await fetch(`${idp.keycloak.issuer}/account`)).status).toBe(401);
    expect((await fetch(`${idp.okta.issuer}/account`)).status).toBe(404);
  });

  it("ends one session with Keycloak's logout by refresh token (POST client_id, refresh_token: 204)", async () => {
    const { end_session_endpoint: logout } = await discover(idp.keycloak.issuer);
    const postLogout = (params: Record<string, string>) =>
      fetch(logout, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ATRIUM }, body: new URLSearchParams(params).toString() });
    const mine = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const elsewhere = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });

    expect((await postLogout({ client_id: 'other', refresh_token: mine.refresh_token })).status).toBe(400);
    const ended = await postLogout({ client_id: 'atrium', redirect_uri: `${ATRIUM}/`, refresh_token: mine.refresh_token });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('access-control-allow-credentials')).toBe('true');

    expect(await (await refresh(idp.keycloak.issuer, mine.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    const again = await startAuthorization({ issuer: idp.keycloak.issuer }, mine.jar);
    expect(await again.loginPage.text()).toContain('<label for="password">Password</label>');
    // The same identity's other session is untouched.
    expect((await refresh(idp.keycloak.issuer, elsewhere.refresh_token)).status).toBe(200);
    expect(await (await postLogout({ client_id: 'atrium', refresh_token: mine.refresh_token })).json()).toMatchObject({ error: 'invalid_grant' });
    // Any other logout POST is oidc-provider's, which serves its logout page to GET only (a POST
    // would need SameSite=None cookies, so https).
    expect((await postLogout({ client_id: 'atrium', id_token_hint: elsewhere.id_token })).status).toBe(404);
  });

  it('lets a Keycloak refresh token be used again, and rotates Okta ones', async () => {
    const keycloak = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    for (let time = 0; time < 2; time += 1) {
      const refreshed = await refresh(idp.keycloak.issuer, keycloak.refresh_token);
      expect(refreshed.status).toBe(200);
      expect(((await refreshed.json()) as TokenResponse).refresh_token).toBe(keycloak.refresh_token);
    }
    const okta = await signIn({ issuer: idp.okta.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const rotated = (await (await refresh(idp.okta.issuer, okta.refresh_token)).json()) as TokenResponse;
    expect(rotated.refresh_token).not.toBe(okta.refresh_token);
    expect(await (await refresh(idp.okta.issuer, okta.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs in with an identity added at run time', async () => {
    idp.addIdentity({ email: 'grace@atrium.example', password: 'hopper', name: 'Grace Hopper' });
    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: 'grace@atrium.example', password: 'hopper' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: 'grace@atrium.example', preferred_username: 'grace' });
    expect(() => idp.addIdentity({ email: 'Grace@atrium.example', password: 'x', name: 'Again' })).toThrow(/exists already/);
  });

  it("accepts Atrium's page, with or without a query, as the redirect URI and nothing else", async () => {
    const withQuery = await startAuthorization({ issuer: idp.okta.issuer, redirectUri: `${ATRIUM}/?lang=de` });
    const back = await withQuery.submit(DEMO, IDENTITY_PASSWORD);
    expect(back.headers.get('location')).toMatch(new RegExp(`^${ATRIUM}/\\?lang=de&code=`));
    const exchanged = await tokenRequest(idp.okta.issuer, {
      grant_type: 'authorization_code',
      code: codeOf(back, withQuery.state),
      redirect_uri: withQuery.redirectUri,
      code_verifier: withQuery.verifier,
    });
    expect(exchanged.status).toBe(200);

    for (const redirectUri of [`${ATRIUM}/other`, 'http://localhost:9999/', `${ATRIUM}/#login`]) {
      const refused = await startAuthorization({ issuer: idp.keycloak.issuer, redirectUri });
      expect(refused.loginPage.status, redirectUri).toBe(400);
      expect(await refused.loginPage.text()).toContain('redirect_uri');
    }
  });

  it('requires PKCE', async () => {
    const authorize = new URL((await discover(idp.keycloak.issuer)).authorization_endpoint);
    authorize.search = new URLSearchParams({ client_id: 'atrium', redirect_uri: `${ATRIUM}/`, response_type: 'code', scope: 'openid' }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it("answers Atrium's origin with CORS credentials, preflight included", async () => {
    const { token_endpoint: token } = await discover(idp.keycloak.issuer);
    const preflight = await fetch(token, {
      method: 'OPTIONS',
      headers: { origin: ATRIUM, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ATRIUM);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');

    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const refreshed = await tokenRequest(idp.keycloak.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { origin: ATRIUM });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(ATRIUM);
    expect(refreshed.headers.get('access-control-allow-credentials')).toBe('true');

    const elsewhere = await tokenRequest(idp.keycloak.issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, { origin: 'http://evil.example' });
    expect(elsewhere.headers.get('access-control-allow-credentials')).toBeNull();
    expect(elsewhere.headers.get('access-control-allow-origin')).not.toBe('http://evil.example');
  });

  it("revokes as okta-auth-js's signOut does: Basic base64(client_id), 200 for the JWT access token", async () => {
    const tokens = await signIn({ issuer: idp.okta.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const { revocation_endpoint: revoke } = await discover(idp.okta.issuer);
    const revokeAs = (token: string, hint: string) =>
      fetch(revoke, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa('atrium')}`, origin: ATRIUM },
        body: new URLSearchParams({ token, token_type_hint: hint }).toString(),
      });
    const accessRevoked = await revokeAs(tokens.access_token, 'access_token');
    expect(accessRevoked.status).toBe(200);
    expect(accessRevoked.headers.get('access-control-allow-origin')).toBe(ATRIUM);
    expect((await revokeAs(tokens.refresh_token, 'refresh_token')).status).toBe(200);
    const refused = await refresh(idp.okta.issuer, tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out through its own logout page and sends the browser back to Atrium', async () => {
    const tokens = await signIn({ issuer: idp.keycloak.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const logout = new URL((await discover(idp.keycloak.issuer)).end_session_endpoint);
    logout.search = new URLSearchParams({ client_id: 'atrium', id_token_hint: tokens.id_token, post_logout_redirect_uri: `${ATRIUM}/` }).toString();
    const page = await fetch(logout, { headers: { cookie: tokens.jar.header() } });
    tokens.jar.take(page);
    const html = await page.text();
    expect(html).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>');
    expect(html).toContain('requestSubmit');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);

    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await fetch(new URL(action, logout), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: tokens.jar.header() },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${ATRIUM}/`);
    // The provider session ended with it, and its refresh tokens.
    expect((await refresh(idp.keycloak.issuer, tokens.refresh_token)).status).toBe(400);
  });

  it('takes the access token lifetime from the options, and stop frees the port', async () => {
    const short = await startIdp({ accessTokenTtl: 60 });
    const tokens = await signIn({ issuer: short.okta.issuer, email: DEMO, password: IDENTITY_PASSWORD });
    const { exp = 0, iat = 0 } = decodeJwt(tokens.access_token);
    expect(exp - iat).toBe(60);
    await short.stop();

    await expect(fetch(`${short.url}/realms/atrium/.well-known/openid-configuration`)).rejects.toThrow();
    const reuse = createServer();
    await new Promise<void>((resolve, reject) => reuse.once('error', reject).listen(short.port, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => reuse.close(() => resolve()));
  });
});
