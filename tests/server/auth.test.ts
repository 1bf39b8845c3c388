import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS, createAccessTokens, loadJwtSecret } from '../../server/auth';
import { MESSAGES } from '../../server/contract';
import { AUTH_BODY_LIMIT } from '../../server/routes';
import { DEMO_PASSWORD, HOUR, bearer, form, login, serverForFile, startServer, tempDir } from './helpers';

const server = serverForFile();

const post = (url: string, fields: Record<string, string>) => server().app.inject({ method: 'POST', url, ...form(fields) });

// The authentication adapter's /login is the sign-in route at a second path (docs/features/sign-in.md#signing-in).
describe.each(['/api/auth', '/login'])('POST %s', (url) => {
  it('answers a correct login with a token pair and the username', async () => {
    const response = await post(url, { username: 'demo', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      data: { jwt: expect.any(String), refresh_token: expect.any(String), username: 'demo' },
    });
    expect(body.data.jwt.split('.')).toHaveLength(3);
  });

  it('accepts a JSON body as well as a form', async () => {
    const response = await server().app.inject({ method: 'POST', url, payload: { username: 'ada', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.username).toBe('ada');
  });

  it('ignores the case of the username and stray spaces around it', async () => {
    const response = await post(url, { username: '  Demo ', password: DEMO_PASSWORD });
    expect(response.json().data.username).toBe('demo');
  });

  it.each([
    ['a wrong password', { username: 'demo', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: DEMO_PASSWORD }],
    ['a password in the wrong case', { username: 'demo', password: DEMO_PASSWORD.toLowerCase() }],
  ])('rejects %s with 401 and the same text', async (_case, fields) => {
    const response = await post(url, fields);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'The username or password you entered is incorrect' });
  });

  it.each([
    ['an empty username', form({ username: '', password: DEMO_PASSWORD })],
    ['a blank username', form({ username: '   ', password: DEMO_PASSWORD })],
    ['an empty password', form({ username: 'demo', password: '' })],
    ['a missing password', form({ username: 'demo' })],
    ['a missing username', form({ password: DEMO_PASSWORD })],
    ['an empty form', form({})],
    ['an empty JSON object', { payload: {} }],
    ['no body at all', {}],
  ])('rejects %s with 400 and the spec’s text', async (_case, body) => {
    const response = await server().app.inject({ method: 'POST', url, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Username or password cannot be empty.' });
  });

  it('answers a malformed field with 400 naming the field', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url,
      payload: { username: 'demo', password: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
    expect(response.json().message).toContain('password');
  });

  it('refuses a body over the sign-in limit with 413 naming the limit and the route', async () => {
    const response = await post(url, { username: 'demo', password: 'x'.repeat(AUTH_BODY_LIMIT) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', message: `The request body is larger than the ${AUTH_BODY_LIMIT} bytes POST ${url} takes` });
  });

  it('gives a session the data routes and the token calls take', async () => {
    const { jwt, refresh_token } = (await post(url, { username: 'demo', password: DEMO_PASSWORD })).json().data;
    expect((await server().app.inject({ url: '/api/user/me', headers: bearer(jwt) })).statusCode).toBe(200);
    expect((await post('/api/refreshtoken', { jwt, refresh_token })).statusCode).toBe(200);
  });
});

describe('POST /api/validatetoken', () => {
  it('says a fresh token is valid', async () => {
    const { jwt } = await login(server().app);
    const response = await post('/api/validatetoken', { jwt });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Token Valid' });
  });

  it('says a token past its lifetime (15 minutes) has expired', async () => {
    const { jwt } = await login(server().app);
    server().clock.advance(15 * 60 * 1000 + 1000);
    const response = await post('/api/validatetoken', { jwt });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Token Expired' });
  });

  it.each([
    ['garbage', async () => 'not-a-jwt'],
    ['a token with a changed payload', async () => {
      const [header, , signature] = (await login(server().app)).jwt.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: 'someone', acc: 'x', username: 'root', exp: 4102444800 })).toString('base64url');
      return `${header}.${payload}.${signature}`;
    }],
    ['a token signed with another key', async () =>
      new SignJWT({ acc: 'a', username: 'demo' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'))],
    ['an unsigned token', async () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${part({ alg: 'none' })}.${part({ sub: 'u', acc: 'a', username: 'demo', exp: 4102444800 })}.`;
    }],
  ])('says %s is invalid', async (_case, makeToken) => {
    const response = await post('/api/validatetoken', { jwt: await makeToken() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: 'Token Invalid' });
  });

  it('answers a missing jwt with 400 naming the field', async () => {
    const response = await post('/api/validatetoken', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: expect.stringContaining('jwt') });
  });
});

describe('POST /api/refreshtoken', () => {
  const refresh = (jwt: string, refresh_token: string) => post('/api/refreshtoken', { jwt, refresh_token });
  const sessionExpired = { status: 'error', message: 'Session Expired' };

  it('swaps an expired access token and its refresh token for a new working pair', async () => {
    const first = await login(server().app);
    server().clock.advance(HOUR);
    const response = await refresh(first.jwt, first.refresh_token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ jwt: expect.any(String), refresh_token: expect.any(String) });
    expect(data.refresh_token).not.toBe(first.refresh_token);
    expect((await post('/api/validatetoken', { jwt: data.jwt })).json().message).toBe('Token Valid');
    expect((await server().app.inject({ url: '/api/user/me', headers: bearer(data.jwt) })).statusCode).toBe(200);
    expect((await refresh(data.jwt, data.refresh_token)).statusCode).toBe(200);
  });

  it('treats a refresh token reused after the grace window as theft: rejects it and revokes its successor', async () => {
    const first = await login(server().app);
    const second = (await refresh(first.jwt, first.refresh_token)).json().data;
    server().clock.advance(REFRESH_REUSE_GRACE_MS + 1);

    const replay = await refresh(first.jwt, first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(sessionExpired);

    const successor = await refresh(second.jwt, second.refresh_token);
    expect(successor.statusCode).toBe(401);
    expect(successor.json()).toEqual(sessionExpired);
  });

  it('leaves other sessions of the same user alone when one family is revoked', async () => {
    const stolen = await login(server().app);
    const other = await login(server().app);
    await refresh(stolen.jwt, stolen.refresh_token);
    server().clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    await refresh(stolen.jwt, stolen.refresh_token);
    expect((await refresh(other.jwt, other.refresh_token)).statusCode).toBe(200);
  });

  it('rejects a refresh token past its lifetime (30 days)', async () => {
    const session = await login(server().app);
    server().clock.advance(30 * 24 * HOUR + 1000);
    const response = await refresh(session.jwt, session.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('rejects a refresh token presented with another user’s access token, without spending it', async () => {
    const demo = await login(server().app, 'demo');
    const ada = await login(server().app, 'ada');
    const response = await refresh(demo.jwt, ada.refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
    expect((await refresh(ada.jwt, ada.refresh_token)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown refresh token', async () => ({ ...(await login(server().app)), refresh_token: 'made-up' })],
    ['an access token that is not ours', async () => ({ ...(await login(server().app)), jwt: 'not-a-jwt' })],
  ])('rejects %s', async (_case, makePair) => {
    const { jwt, refresh_token } = await makePair();
    const response = await refresh(jwt, refresh_token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });
});

describe('two tabs refreshing at once (the grace window)', () => {
  const refresh = (jwt: string, refresh_token: string) => post('/api/refreshtoken', { jwt, refresh_token });

  it('answers the same new pair to a refresh token presented again within the window, and both go on', async () => {
    const first = await login(server().app);
    server().clock.advance(16 * 60 * 1000);
    const tabA = await refresh(first.jwt, first.refresh_token);
    server().clock.advance(REFRESH_REUSE_GRACE_MS);
    const tabB = await refresh(first.jwt, first.refresh_token);
    expect(tabA.statusCode).toBe(200);
    expect(tabB.statusCode).toBe(200);
    expect(tabB.json().data).toEqual(tabA.json().data);
    const pair = tabA.json().data as { jwt: string; refresh_token: string };
    expect((await server().app.inject({ url: '/api/user/me', headers: bearer(pair.jwt) })).statusCode).toBe(200);
    expect((await refresh(pair.jwt, pair.refresh_token)).statusCode).toBe(200);
  });

  it('answers both of two refreshes that arrive together with one pair, revoking nothing', async () => {
    const first = await login(server().app);
    const answers = await Promise.all([refresh(first.jwt, first.refresh_token), refresh(first.jwt, first.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json().data).toEqual(answers[0]?.json().data);
    const family = String(decodeJwt(first.jwt).sid);
    const rows = await server().db.selectFrom('refresh_tokens').select(['revoked_at']).where('family_id', '=', family).execute();
    expect(rows.map((row) => row.revoked_at)).toEqual([null, null]);
  });

  it('revokes the family when the pair handed out is itself spent already: that holder is two rotations behind', async () => {
    const first = await login(server().app);
    const second = (await refresh(first.jwt, first.refresh_token)).json().data as { jwt: string; refresh_token: string };
    const third = (await refresh(second.jwt, second.refresh_token)).json().data as { jwt: string; refresh_token: string };
    expect((await refresh(first.jwt, first.refresh_token)).json()).toEqual({ status: 'error', message: 'Session Expired' });
    expect((await refresh(third.jwt, third.refresh_token)).statusCode).toBe(401);
  });

  it('keeps the handed-out pair sealed: the database holds no token a reader could use', async () => {
    const first = await login(server().app);
    const pair = (await refresh(first.jwt, first.refresh_token)).json().data as { jwt: string; refresh_token: string };
    const stored = JSON.stringify(await server().db.selectFrom('refresh_tokens').selectAll().execute());
    expect(stored).not.toContain(pair.refresh_token);
    expect(stored).not.toContain(pair.jwt.split('.')[2]);
  });
});

describe('a sign-in that ends ends at once', () => {
  const me = (jwt: string) => server().app.inject({ url: '/api/user/me', headers: bearer(jwt) });
  const sessionExpired = { status: 'error', message: 'Session Expired' };

  it('refuses the access token of a signed-out session with Session Expired, on data routes and validatetoken alike', async () => {
    const session = await login(server().app);
    expect((await me(session.jwt)).statusCode).toBe(200);
    await post('/logout', { refresh_token: session.refresh_token });
    const response = await me(session.jwt);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
    expect((await post('/api/validatetoken', { jwt: session.jwt })).json()).toEqual(sessionExpired);
  });

  it('refuses the access tokens of a family revoked for a replayed refresh token', async () => {
    const first = await login(server().app);
    const second = (await post('/api/refreshtoken', { jwt: first.jwt, refresh_token: first.refresh_token })).json().data as { jwt: string };
    server().clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    await post('/api/refreshtoken', { jwt: first.jwt, refresh_token: first.refresh_token });
    expect((await me(second.jwt)).json()).toEqual(sessionExpired);
  });

  it('refuses the access token of a user who was deleted', async () => {
    const target = await startServer(await tempDir());
    try {
      const session = await login(target.app, 'ada');
      await target.db.deleteFrom('users').where('username', '=', 'ada').execute();
      const response = await target.app.inject({ url: '/api/user/me', headers: bearer(session.jwt) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionExpired);
    } finally {
      await target.close();
    }
  });

  it('leaves the user’s other sign-ins alone', async () => {
    const ended = await login(server().app);
    const other = await login(server().app);
    await post('/logout', { refresh_token: ended.refresh_token });
    expect((await me(other.jwt)).statusCode).toBe(200);
  });

  it('asks a token issued before sign-ins had ids to be refreshed, and the refresh gives one that works', async () => {
    const session = await login(server().app);
    const { sub, acc, username } = decodeJwt(session.jwt);
    const tokens = createAccessTokens({ secret: await loadJwtSecret(server().dataDir, undefined), ttlSeconds: 900, clock: server().clock });
    const legacy = await tokens.issue({ userId: String(sub), accountId: String(acc), username: String(username) });
    expect((await me(legacy)).json()).toEqual({ status: 'error', message: 'Token Invalid' });
    const refreshed = await post('/api/refreshtoken', { jwt: legacy, refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().data.jwt)).statusCode).toBe(200);
  });
});

describe('POST /logout', () => {
  it('revokes the session’s refresh token', async () => {
    const session = await login(server().app);
    const response = await post('/logout', { refresh_token: session.refresh_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: MESSAGES.loggedOut });
    const refresh = await post('/api/refreshtoken', { jwt: session.jwt, refresh_token: session.refresh_token });
    expect(refresh.json()).toEqual({ status: 'error', message: 'Session Expired' });
  });

  it.each([
    ['no body', {}],
    ['an unknown refresh token', form({ refresh_token: 'made-up' })],
  ])('always succeeds, even with %s', async (_case, body) => {
    const response = await server().app.inject({ method: 'POST', url: '/logout', ...body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: 'Logged out' });
  });
});
