import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/contract';
import { DEMO_PASSWORD, HOUR, bearer, form, login, serverForFile } from './helpers';

const server = serverForFile();

const post = (url: string, fields: Record<string, string>) => server().app.inject({ method: 'POST', url, ...form(fields) });

describe('POST /api/auth', () => {
  it('answers a correct login with a token pair and the username', async () => {
    const response = await post('/api/auth', { username: 'demo', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      data: { jwt: expect.any(String), refresh_token: expect.any(String), username: 'demo' },
    });
    expect(body.data.jwt.split('.')).toHaveLength(3);
  });

  it('accepts a JSON body as well as a form', async () => {
    const response = await server().app.inject({ method: 'POST', url: '/api/auth', payload: { username: 'ada', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.username).toBe('ada');
  });

  it('ignores the case of the username and stray spaces around it', async () => {
    expect((await login(server().app, '  Demo ')).username).toBe('demo');
  });

  it.each([
    ['a wrong password', { username: 'demo', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: DEMO_PASSWORD }],
    ['a password in the wrong case', { username: 'demo', password: DEMO_PASSWORD.toLowerCase() }],
  ])('rejects %s with 401 and the same text', async (_case, fields) => {
    const response = await post('/api/auth', fields);
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
    const response = await server().app.inject({ method: 'POST', url: '/api/auth', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'Username or password cannot be empty.' });
  });

  it('answers a malformed field with 400 naming the field', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'demo', password: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('error');
    expect(response.json().message).toContain('password');
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

  it('treats a reused refresh token as theft: rejects it and revokes its successor', async () => {
    const first = await login(server().app);
    const second = (await refresh(first.jwt, first.refresh_token)).json().data;

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
