import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../../server/auth';
import { HOUR, form, login, serverForFile } from './helpers';

const server = serverForFile();

const refresh = (jwt: string, refresh_token: string) =>
  server().app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt, refresh_token }) });

function family(jwt: string) {
  const sid = String(decodeJwt(jwt).sid);
  return {
    tokens: () => server().db.selectFrom('refresh_tokens').select(['used_at', 'revoked_at', 'successor']).where('family_id', '=', sid).orderBy('created_at').execute(),
    session: () => server().db.selectFrom('auth_sessions').select('id').where('id', '=', sid).executeTakeFirst(),
  };
}

describe('maintenance prunes what nobody can use any more', () => {
  it('clears the sealed pair once the grace window is over, and keeps the spent token to tell a replay', async () => {
    const first = await login(server().app);
    await refresh(first.jwt, first.refresh_token);
    const signIn = family(first.jwt);
    expect((await signIn.tokens())[0]?.successor).toEqual(expect.any(String));

    server().clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    await server().maintenance.run();
    const [spent, current] = await signIn.tokens();
    expect(spent).toMatchObject({ used_at: expect.any(Number), successor: null });
    expect(current).toMatchObject({ used_at: null, revoked_at: null });

    // Still a replay, and still one that ends the sign-in.
    expect((await refresh(first.jwt, first.refresh_token)).statusCode).toBe(401);
    expect(await signIn.session()).toBeUndefined();
  });

  it('deletes revoked tokens and the tokens and sign-ins past their lifetime, and leaves live ones', async () => {
    const signedOut = await login(server().app);
    await server().app.inject({ method: 'POST', url: '/logout', ...form({ refresh_token: signedOut.refresh_token }) });
    const live = await login(server().app);
    await server().maintenance.run();
    expect(await family(signedOut.jwt).tokens()).toEqual([]);
    expect(await family(live.jwt).tokens()).toHaveLength(1);
    expect(await family(live.jwt).session()).toBeDefined();

    server().clock.advance(30 * 24 * HOUR);
    await server().maintenance.run();
    expect(await family(live.jwt).tokens()).toEqual([]);
    expect(await family(live.jwt).session()).toBeUndefined();
  });
});
