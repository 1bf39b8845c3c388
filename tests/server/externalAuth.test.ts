import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { EXTERNAL_AUTH_MESSAGES } from '../../server/contract';
import { freePort } from '../e2e/freePort';
import { CLOCK_TOLERANCE_SECONDS, EXTERNAL_SIGN_IN_MAX_MS, LINK_NOTIFICATION, TOKEN_MAX_AGE_SECONDS } from '../../server/identity';
import { IDENTITY_PASSWORD, startIdp, type Idp } from '../../idp';
import { addMemberships, insertUser } from '../../server/users';
import { DEMO_PASSWORD, bearer, form, postgresSchemaForFile, removeDir, startServer, tempDir, testClock, type TestClock, type TestServer } from './helpers';
import { signIn as signInAtIdp } from './idpClient';

/**
 * A provider's key set served on 127.0.0.1, as Keycloak and Okta publish theirs, and tokens
 * signed with its key (or with another one, to forge); its userinfo endpoint answers the claims a
 * test set for the bearer token's subject.
 */
interface KeyServer {
  origin: string;
  sign(payload: JWTPayload, options?: { typ?: string; key?: CryptoKey; alg?: string }): Promise<string>;
  setUserinfo(subject: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
}

const KID = 'key-1';

async function startKeyServer(): Promise<KeyServer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  const userinfo = new Map<string, Record<string, unknown>>();
  const server: Server = createServer((request, response) => {
    if (['/realms/atrium/protocol/openid-connect/userinfo', '/oauth2/default/v1/userinfo'].includes(request.url ?? '')) {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const claims = token === undefined ? undefined : userinfo.get(String(decodeJwt(token).sub));
      response.writeHead(claims ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(claims ?? {}));
      return;
    }
    const known = ['/realms/atrium/protocol/openid-connect/certs', '/oauth2/default/v1/keys'].includes(request.url ?? '');
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' }).end(known ? jwks : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    sign: (payload, { typ = 'at+jwt', key = privateKey, alg = 'RS256' } = {}) => new SignJWT(payload).setProtectedHeader({ alg, kid: KID, typ }).sign(key),
    setUserinfo: (subject, claims) => userinfo.set(subject, claims),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let keys: KeyServer;
beforeAll(async () => {
  keys = await startKeyServer();
});
afterAll(() => keys.close());

/** A server configured with `env` (its provider at the key server), on a directory of its own for the block. */
function serverWith(env: () => Record<string, string>, clock?: () => TestClock): () => TestServer {
  let server: TestServer | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await tempDir();
    server = await startServer(dataDir, env(), clock?.());
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(dataDir);
  });
  return () => {
    if (!server) throw new Error('the server is used outside a test');
    return server;
  };
}

const keycloakEnv = () => ({ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: keys.origin, KEYCLOAK_REALM: 'atrium', KEYCLOAK_CLIENT_ID: 'atrium' });

async function signInWith(server: TestServer, provider: string, accessToken: string) {
  return server.app.inject({ method: 'POST', url: `/api/auth/external/${provider}`, ...form({ access_token: accessToken }) });
}

/** The name of the user the session's token is for, asked of the server with the token. */
async function nameOf(server: TestServer, jwt: string): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/user/me/a+p+acc+ap+t', headers: bearer(jwt) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { name: string } }).data.name;
}

describe('POST /api/auth/external/keycloak', () => {
  const server = serverWith(keycloakEnv);
  const issuer = () => `${keys.origin}/realms/atrium`;
  const now = () => Math.floor(server().clock.now() / 1000);
  const accessToken = (claims: JWTPayload = {}, options?: Parameters<KeyServer['sign']>[1]) =>
    keys.sign({ iss: issuer(), aud: 'atrium', sub: 'kc-demo', email: 'demo@atrium.example', email_verified: true, typ: 'Bearer', jti: randomUUID(), iat: now(), exp: now() + 300, ...claims }, options);

  it('turns a verified access token into an Atrium session for the user with its e-mail', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken());
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { jwt: string; refresh_token: string; username: string } };
    expect(data).toEqual({ jwt: expect.any(String), refresh_token: expect.any(String), username: 'demo' });
    expect(await nameOf(server(), data.jwt)).toBe('Demo User');
    const refreshed = await server().app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: data.jwt, refresh_token: data.refresh_token }) });
    expect(refreshed.statusCode).toBe(200);
  });

  it('matches the e-mail whatever its case', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-ada', email: 'Ada@Atrium.Example' }));
    expect(response.json().data?.username).toBe('ada');
  });

  it('finds the same user by the provider’s subject after the e-mail changed there', async () => {
    await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-ada', email: 'ada@atrium.example' }));
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-ada', email: 'lovelace@elsewhere.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.username).toBe('ada');
  });


  it.each([
    ['a wrong issuer', { iss: 'http://127.0.0.1:1/realms/atrium' }, undefined, 'it was issued by another provider'],
    ['a wrong audience', { aud: 'another-client' }, undefined, 'it is meant for another audience'],
    ['an expired token', { exp: 1_000_000 }, undefined, 'it has expired'],
    ['an ID token', { typ: 'ID', nonce: 'n' }, { typ: 'JWT' }, 'it is not an access token (typ "JWT")'],
    ['no subject', { sub: undefined }, undefined, 'it names no subject'],
  ] as const)('refuses %s with 401, saying what was wrong', async (_case, claims, options, reason) => {
    const response = await signInWith(server(), 'keycloak', await accessToken(claims, options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'error', message: `${EXTERNAL_AUTH_MESSAGES.tokenRefused} ${reason}.` });
  });

  it('refuses a token signed with another key under the provider’s key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const response = await signInWith(server(), 'keycloak', await accessToken({}, { key: privateKey }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.tokenRefused} its signature does not match the provider’s keys.`);
  });

  it.each([
    ['an unsigned token', `${btoa(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))}.${btoa(JSON.stringify({ sub: 'x' }))}.`],
    ['no JWT at all', 'not-a-token'],
    ['hostile text', "' OR 1=1; --<script>"],
  ])('refuses %s with 401', async (_case, token) => {
    const response = await signInWith(server(), 'keycloak', token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(new RegExp(`^${EXTERNAL_AUTH_MESSAGES.tokenRefused}`));
  });

  it('refuses a token signed with the shared-secret HMAC', async () => {
    const secret = new TextEncoder().encode('a-secret-anyone-could-guess-000000000');
    const token = await new SignJWT({ iss: issuer(), aud: 'atrium', sub: 'kc-demo', email: 'demo@atrium.example', typ: 'Bearer', exp: now() + 300 })
      .setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'at+jwt' })
      .sign(secret);
    const response = await signInWith(server(), 'keycloak', token);
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for an identity that matches no Atrium user, and creates none', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-stranger', email: 'stranger@atrium.example' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: EXTERNAL_AUTH_MESSAGES.unknownUser });
    const count = await server().db.selectFrom('users').select('id').where('email', '=', 'stranger@atrium.example').execute();
    expect(count).toEqual([]);
  });

  it('lets the page talk with the provider and frame it, and no other origin', async () => {
    const policy = String((await server().app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(policy).toContain(`connect-src 'self' ${keys.origin};`);
    expect(policy).toContain(`frame-src 'self' ${keys.origin};`);
    expect(policy).toContain("default-src 'self';");
  });

  it('answers 400 without an access token, and 404 for a provider this server does not use', async () => {
    const missing = await server().app.inject({ method: 'POST', url: '/api/auth/external/keycloak', ...form({}) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(EXTERNAL_AUTH_MESSAGES.tokenMissing);
    const okta = await signInWith(server(), 'okta', await accessToken());
    expect(okta.statusCode).toBe(404);
    expect(okta.json().message).toBe(EXTERNAL_AUTH_MESSAGES.notConfigured);
  });
});

describe('POST /api/auth/external/okta', () => {
  // Passwords allowed, to show that a provisioned user has none.
  const server = serverWith(() => ({ AUTH_TYPE: 'okta', OKTA_ISSUER: `${keys.origin}/oauth2/default`, OKTA_CLIENT_ID: 'atrium', AUTH_PROVISION_ACCOUNT: 'Acme', AUTH_ALLOW_PASSWORD: '1' }));
  const now = () => Math.floor(server().clock.now() / 1000);
  const accessToken = (claims: JWTPayload) =>
    keys.sign({ iss: `${keys.origin}/oauth2/default`, aud: 'api://default', scp: ['openid', 'email'], jti: randomUUID(), iat: now(), exp: now() + 300, ...claims }, { typ: 'JWT' });

  it('signs in the user whose e-mail is the token’s subject, as Okta’s default server issues it, once userinfo says it is verified', async () => {
    keys.setUserinfo('ada@atrium.example', { sub: '00u-ada', email: 'Ada@atrium.example', email_verified: true });
    const response = await signInWith(server(), 'okta', await accessToken({ sub: 'ada@atrium.example', uid: '00u-ada' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.username).toBe('ada');
  });

  it('links no user by an e-mail that userinfo does not call verified, or does not answer for', async () => {
    keys.setUserinfo('demo@atrium.example', { sub: '00u-demo', email: 'demo@atrium.example', email_verified: false });
    for (const sub of ['demo@atrium.example', 'DEMO@atrium.example']) {
      const response = await signInWith(server(), 'okta', await accessToken({ sub, uid: `00u-${sub}` }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(EXTERNAL_AUTH_MESSAGES.emailUnverified);
    }
  });

  it('with AUTH_PROVISION_ACCOUNT, makes an unknown identity a member of that account, once', async () => {
    keys.setUserinfo('newcomer@atrium.example', { sub: '00u-new', email: 'newcomer@atrium.example', email_verified: true });
    const claims = { sub: 'newcomer@atrium.example', uid: '00u-new', given_name: 'Nia', family_name: 'Newcomer' };
    const first = await signInWith(server(), 'okta', await accessToken(claims));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.username).toBe('newcomer@atrium.example');
    const again = await signInWith(server(), 'okta', await accessToken(claims));
    expect(again.json().data.username).toBe('newcomer@atrium.example');
    const users = await server().db.selectFrom('users').select(['firstname', 'lastname']).where('email', '=', 'newcomer@atrium.example').execute();
    expect(users).toEqual([{ firstname: 'Nia', lastname: 'Newcomer' }]);
    // Provisioned for the provider only: no password opens the own sign-in.
    const own = await server().app.inject({ method: 'POST', url: '/api/auth', ...form({ username: 'newcomer@atrium.example', password: '!external-identity' }) });
    expect(own.statusCode).toBe(401);
  });
  it('with AUTH_PROVISION_ACCOUNT, makes no user under an e-mail the provider has not verified', async () => {
    // Made under someone else's address, the user would be theirs to find by e-mail later.
    keys.setUserinfo('victim@atrium.example', { sub: '00u-victim', email: 'victim@atrium.example', email_verified: false });
    const response = await signInWith(server(), 'okta', await accessToken({ sub: 'victim@atrium.example', uid: '00u-victim' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EXTERNAL_AUTH_MESSAGES.emailUnverifiedNew);
    expect(await server().db.selectFrom('users').select('id').where('email', '=', 'victim@atrium.example').execute()).toEqual([]);
  });
});

describe('an outside identity cannot take over an account', () => {
  const server = serverWith(keycloakEnv);
  const now = () => Math.floor(server().clock.now() / 1000);
  const accessToken = (claims: JWTPayload) =>
    keys.sign({ iss: `${keys.origin}/realms/atrium`, aud: 'atrium', typ: 'Bearer', jti: randomUUID(), iat: now(), exp: now() + 300, ...claims });
  const linksOf = (username: string) =>
    server()
      .db.selectFrom('external_identities')
      .innerJoin('users', 'users.id', 'external_identities.user_id')
      .select('subject')
      .where('users.username', '=', username)
      .execute();

  it('refuses to link a user by an e-mail the provider has not verified, saying what to do', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-intruder', email: 'DEMO@atrium.example', email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: EXTERNAL_AUTH_MESSAGES.emailUnverified });
    const silent = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-intruder', email: 'demo@atrium.example' }));
    expect(silent.statusCode).toBe(403);
    expect(await linksOf('demo')).toEqual([]);
  });

  it('links a verified e-mail once, and tells the user in a notification', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-demo', email: 'demo@atrium.example', email_verified: true }));
    expect(response.statusCode).toBe(200);
    const { jwt } = (response.json() as { data: { jwt: string } }).data;
    const history = await server().app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(jwt) });
    const { items } = (history.json() as { data: { items: { title: string; message: string }[] } }).data;
    expect(items).toEqual([
      expect.objectContaining({ title: LINK_NOTIFICATION.title, message: `${LINK_NOTIFICATION.message} ${keys.origin}/realms/atrium (kc-demo).` }),
    ]);
    // The next sign-in of that identity is no new link.
    await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-demo', email: 'demo@atrium.example', email_verified: true }));
    const again = await server().app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(jwt) });
    expect((again.json() as { data: { total: number } }).data.total).toBe(1);
  });

  it('refuses a second identity of the same provider with the linked user’s verified e-mail', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ sub: 'kc-second', email: 'demo@atrium.example', email_verified: true }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 'error', message: EXTERNAL_AUTH_MESSAGES.otherIdentityLinked });
    expect(await linksOf('demo')).toEqual([{ subject: 'kc-demo' }]);
  });
});

describe('provider tokens cannot be replayed into long sessions', () => {
  const server = serverWith(keycloakEnv);
  const now = () => Math.floor(server().clock.now() / 1000);
  const accessToken = (claims: JWTPayload = {}) =>
    keys.sign({
      iss: `${keys.origin}/realms/atrium`,
      aud: 'atrium',
      typ: 'Bearer',
      sub: 'kc-ada',
      email: 'ada@atrium.example',
      email_verified: true,
      jti: randomUUID(),
      iat: now(),
      exp: now() + 3600,
      ...claims,
    });
  const refresh = (pair: { jwt: string; refresh_token: string }) => server().app.inject({ method: 'POST', url: '/api/refreshtoken', ...form(pair) });

  it('takes a token once: exchanged again, even after a sign-out, it is refused', async () => {
    const token = await accessToken();
    const first = await signInWith(server(), 'keycloak', token);
    expect(first.statusCode).toBe(200);
    await server().app.inject({ method: 'POST', url: '/logout', ...form({ refresh_token: first.json().data.refresh_token }) });
    const second = await signInWith(server(), 'keycloak', token);
    expect(second.statusCode).toBe(401);
    expect(second.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.tokenRefused} it was used before: each access token opens one sign-in.`);
  });

  it('refuses a token issued longer ago than the limit, though it has not expired', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ iat: now() - TOKEN_MAX_AGE_SECONDS - CLOCK_TOLERANCE_SECONDS - 1 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.tokenRefused} it was issued more than 5 minutes ago: sign in at the provider again.`);
  });

  it('refuses a token without a token id', async () => {
    const response = await signInWith(server(), 'keycloak', await accessToken({ jti: undefined }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.tokenRefused} it has no token id (jti).`);
  });

  it('ends the sign-in by EXTERNAL_SIGN_IN_MAX_MS after the token, however often it is refreshed', async () => {
    const signedIn = await signInWith(server(), 'keycloak', await accessToken());
    let pair = (signedIn.json() as { data: { jwt: string; refresh_token: string } }).data;
    const step = EXTERNAL_SIGN_IN_MAX_MS / 4;
    for (let elapsed = step; elapsed < EXTERNAL_SIGN_IN_MAX_MS; elapsed += step) {
      server().clock.advance(step);
      const refreshed = await refresh(pair);
      expect(refreshed.statusCode).toBe(200);
      pair = refreshed.json().data;
    }
    server().clock.advance(step);
    expect((await refresh(pair)).statusCode).toBe(401);
  });

  it('forgets used tokens once they have expired', async () => {
    await signInWith(server(), 'keycloak', await accessToken());
    const uses = () => server().db.selectFrom('external_token_uses').select('token_id').execute();
    expect((await uses()).length).toBeGreaterThan(0);
    server().clock.advance(2 * 3600 * 1000);
    await server().maintenance.run();
    expect(await uses()).toEqual([]);
  });
});

describe('password sign-in with AUTH_TYPE=keycloak', () => {
  const closed = serverWith(keycloakEnv);
  const allowed = serverWith(() => ({ ...keycloakEnv(), AUTH_ALLOW_PASSWORD: '1' }));
  const passwordSignIn = (server: TestServer) => server.app.inject({ method: 'POST', url: '/api/auth', ...form({ username: 'demo', password: DEMO_PASSWORD }) });

  it('is refused with a clear error: it would bypass the provider’s MFA', async () => {
    const response = await passwordSignIn(closed());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'error', message: EXTERNAL_AUTH_MESSAGES.passwordSignInOff });
  });

  it('closes password recovery too: a recovered password would open nothing', async () => {
    const forgot = await closed().app.inject({ method: 'POST', url: '/api/user/me/forgotpassword', ...form({ username: 'demo' }) });
    expect(forgot.statusCode).toBe(403);
    expect(forgot.json()).toEqual({ status: 'error', message: EXTERNAL_AUTH_MESSAGES.passwordSignInOff });
    const reset = await closed().app.inject({
      method: 'POST',
      url: '/api/user/me/resetpassword',
      ...form({ password_reset_code: 'a'.repeat(64), new_password: 'Another@2026', confirm_password: 'Another@2026' }),
    });
    expect(reset.statusCode).toBe(403);
    expect((await allowed().app.inject({ method: 'POST', url: '/api/user/me/forgotpassword', ...form({ username: 'demo' }) })).statusCode).toBe(200);
  });

  it('works with AUTH_ALLOW_PASSWORD=1, and the browser is told which', async () => {
    expect((await passwordSignIn(allowed())).statusCode).toBe(200);
    expect(loadConfig({ ...keycloakEnv(), AUTH_ALLOW_PASSWORD: '1' }).passwordSignIn).toBe(true);
    expect(loadConfig(keycloakEnv()).passwordSignIn).toBe(false);
    expect(loadConfig({}).passwordSignIn).toBe(true);
  });
});

describe('with the local identity provider (oidc-provider): real tokens', () => {
  let idp: Idp;
  // Before the servers' own hooks, which need its address.
  beforeAll(async () => {
    idp = await startIdp({ port: 0, atriumOrigin: 'http://localhost:8080' });
  });
  afterAll(() => idp.stop());
  // The provider stamps tokens with the real time.
  const realTime = () => testClock(Date.now());
  const keycloak = serverWith(() => ({ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: idp.url, KEYCLOAK_REALM: idp.keycloak.realm, KEYCLOAK_CLIENT_ID: idp.keycloak.clientId }), realTime);
  const okta = serverWith(() => ({ AUTH_TYPE: 'okta', OKTA_ISSUER: idp.okta.issuer, OKTA_CLIENT_ID: idp.okta.clientId }), realTime);

  it.each([
    ['keycloak', () => idp.keycloak.issuer, keycloak],
    ['okta', () => idp.okta.issuer, okta],
  ] as const)('%s: a token signs in the user with its verified e-mail once; the same token again is refused', async (provider, issuer, server) => {
    const tokens = await signInAtIdp({ issuer: issuer(), email: 'ada@atrium.example', password: IDENTITY_PASSWORD });
    const first = await signInWith(server(), provider, tokens.access_token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.username).toBe('ada');
    const again = await signInWith(server(), provider, tokens.access_token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.tokenRefused} it was used before: each access token opens one sign-in.`);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const postgresSkipped = process.env.TEST_DATABASE_SKIPPED ?? 'TEST_DATABASE_URL is not set (npm test starts a PostgreSQL for the run)';

describe.skipIf(!postgresUrl)(postgresUrl ? 'two instances on one PostgreSQL (TEST_DATABASE_URL)' : `two instances on one PostgreSQL — SKIPPED: ${postgresSkipped}`, () => {
  const postgres = postgresSchemaForFile(postgresUrl, 'atrium_external');
  const env = () => ({ ...keycloakEnv(), DATABASE_URL: postgres().databaseUrl });
  const first = serverWith(env);
  const second = serverWith(env);
  const now = () => Math.floor(first().clock.now() / 1000);
  const accessToken = (claims: JWTPayload) =>
    keys.sign({ iss: `${keys.origin}/realms/atrium`, aud: 'atrium', typ: 'Bearer', email_verified: true, jti: randomUUID(), iat: now(), exp: now() + 300, ...claims });

  it('of one token exchanged on both at once, exactly one signs in', async () => {
    for (let round = 0; round < 5; round += 1) {
      const token = await accessToken({ sub: 'kc-ada', email: 'ada@atrium.example' });
      const answers = await Promise.all([signInWith(first(), 'keycloak', token), signInWith(second(), 'keycloak', token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    }
  });

  it('of two new identities with one user’s verified e-mail at once, only one is linked', async () => {
    const acme = await first().db.selectFrom('accounts').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow();
    for (let round = 0; round < 10; round += 1) {
      const email = `race-${round}@atrium.example`;
      const userId = await insertUser(first().db, { username: `race-${round}`, passwordHash: '!', firstname: 'Race', lastname: String(round), email }, now());
      await addMemberships(first().db, userId, [acme.id]);
      const tokens = [await accessToken({ sub: `kc-one-${round}`, email }), await accessToken({ sub: `kc-two-${round}`, email })];
      const answers = await Promise.all([signInWith(first(), 'keycloak', tokens[0] ?? ''), signInWith(second(), 'keycloak', tokens[1] ?? '')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await first().db.selectFrom('external_identities').select('subject').where('user_id', '=', userId).execute()).toHaveLength(1);
    }
  });
});

describe('provisioning under a username another user has', () => {
  const server = serverWith(() => ({ AUTH_TYPE: 'okta', OKTA_ISSUER: `${keys.origin}/oauth2/default`, OKTA_CLIENT_ID: 'atrium', AUTH_PROVISION_ACCOUNT: 'Acme' }));

  it('answers 409 naming the username, and changes nobody', async () => {
    // Ada's username is the e-mail she no longer has: a new identity with that e-mail matches
    // nobody by e-mail, and would be provisioned under her username.
    await server().db.updateTable('users').set({ username: 'ada@atrium.example', email: 'ada-moved@atrium.example' }).where('username', '=', 'ada').execute();
    const now = Math.floor(server().clock.now() / 1000);
    const token = await keys.sign(
      { iss: `${keys.origin}/oauth2/default`, aud: 'api://default', scp: ['openid'], sub: 'ada@atrium.example', uid: '00u-other', jti: randomUUID(), iat: now, exp: now + 300 },
      { typ: 'JWT' },
    );
    const response = await signInWith(server(), 'okta', token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${EXTERNAL_AUTH_MESSAGES.usernameTaken} ada@atrium.example.`);
    expect(await server().db.selectFrom('external_identities').select('subject').execute()).toEqual([]);
  });
});

describe('a provider whose keys cannot be fetched', () => {
  let port = 0;
  const server = serverWith(() => ({ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: `http://127.0.0.1:${port}`, KEYCLOAK_REALM: 'atrium', KEYCLOAK_CLIENT_ID: 'atrium' }));
  beforeAll(async () => {
    port = await freePort();
  });

  it('answers 502 and says so, and the server goes on', async () => {
    const token = await keys.sign({ iss: `http://127.0.0.1:${port}/realms/atrium`, aud: 'atrium', sub: 's', exp: 4_000_000_000 });
    const response = await signInWith(server(), 'keycloak', token);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(EXTERNAL_AUTH_MESSAGES.providerUnreachable);
    expect((await server().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('AUTH_TYPE', () => {
  const own = serverWith(() => ({}));

  it('is own by default, and then no external provider signs anyone in', async () => {
    expect(loadConfig({}).identity).toEqual({ kind: 'own' });
    const token = await keys.sign({ iss: `${keys.origin}/realms/atrium`, aud: 'atrium', sub: 'kc-demo', email: 'demo@atrium.example', exp: 4_000_000_000 });
    for (const provider of ['keycloak', 'okta']) {
      const response = await signInWith(own(), provider, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(EXTERNAL_AUTH_MESSAGES.notConfigured);
    }
  });

  it.each([
    [{ AUTH_TYPE: 'ldap' }, 'Invalid AUTH_TYPE="ldap": expected one of own, keycloak, okta'],
    [{ AUTH_TYPE: 'keycloak', KEYCLOAK_REALM: 'r', KEYCLOAK_CLIENT_ID: 'c' }, 'KEYCLOAK_URL is required with AUTH_TYPE=keycloak'],
    [{ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: 'ftp://sso', KEYCLOAK_REALM: 'r', KEYCLOAK_CLIENT_ID: 'c' }, 'Invalid KEYCLOAK_URL="ftp://sso"'],
    [{ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: 'https://sso', KEYCLOAK_REALM: 'a/b', KEYCLOAK_CLIENT_ID: 'c' }, 'Invalid KEYCLOAK_REALM="a/b"'],
    [{ AUTH_TYPE: 'okta', OKTA_ISSUER: 'https://x.okta.com/oauth2/default' }, 'OKTA_CLIENT_ID is required with AUTH_TYPE=okta'],
    [{ AUTH_TYPE: 'okta', OKTA_ISSUER: 'https://x.okta.com/oauth2/default', OKTA_CLIENT_ID: 'c', OKTA_SCOPES: 'email profile' }, 'Invalid OKTA_SCOPES="email profile"'],
    [{ AUTH_TYPE: 'okta', OKTA_ISSUER: 'https://x.okta.com', OKTA_CLIENT_ID: 'c', OKTA_REDIRECT_URI: 'javascript:alert(1)' }, 'Invalid OKTA_REDIRECT_URI="javascript:alert(1)"'],
  ])('refuses %j at start with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('derives the issuer, keys and audience of each provider', () => {
    expect(loadConfig({ AUTH_TYPE: 'keycloak', KEYCLOAK_URL: 'https://sso.example.com/', KEYCLOAK_REALM: 'acme', KEYCLOAK_CLIENT_ID: 'atrium', PUBLIC_URL: 'https://atrium.example.com' }).identity).toEqual({
      kind: 'keycloak',
      url: 'https://sso.example.com',
      realm: 'acme',
      clientId: 'atrium',
      redirectUrl: 'https://atrium.example.com/',
      issuer: 'https://sso.example.com/realms/acme',
      audience: 'atrium',
      jwksUri: 'https://sso.example.com/realms/acme/protocol/openid-connect/certs',
      userinfoUri: 'https://sso.example.com/realms/acme/protocol/openid-connect/userinfo',
      provisionAccount: undefined,
    });
    expect(loadConfig({ AUTH_TYPE: 'okta', OKTA_ISSUER: 'https://x.okta.com/oauth2/default', OKTA_CLIENT_ID: 'c', OKTA_SCOPES: 'openid,email' }).identity).toMatchObject({
      kind: 'okta',
      scopes: ['openid', 'email'],
      audience: 'api://default',
      jwksUri: 'https://x.okta.com/oauth2/default/v1/keys',
      userinfoUri: 'https://x.okta.com/oauth2/default/v1/userinfo',
    });
  });
});
