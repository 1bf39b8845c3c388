import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens, loadJwtSecret } from '../../server/auth';
import { SOCKET_CLOSE } from '../../server/contract';
import { bearer, serverForFile } from './helpers';
import { listen, openSocket } from './sockets';
import { newUser } from './vfsHelpers';

const server = serverForFile({ ATRIUM_TEST_MODE: '1' });

describe('a token naming a sign-in of another user', () => {
  it('is refused as a sign-in that is over, over HTTP and on the websocket', async () => {
    const alice = await newUser(server().app);
    const bob = await newUser(server().app);
    const { sub, acc } = decodeJwt(alice.jwt);
    const { sid } = decodeJwt(bob.jwt);
    if (typeof sub !== 'string' || typeof acc !== 'string' || typeof sid !== 'string') throw new Error('the login tokens name no user, account or sign-in');
    const tokens = createAccessTokens({ secret: await loadJwtSecret(server().dataDir, undefined), ttlSeconds: 900, clock: server().clock });
    const mixed = await tokens.issue({ userId: sub, accountId: acc, username: alice.username, sessionId: sid });

    // Alice's own token is good.
    expect((await server().app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(alice.jwt) })).statusCode).toBe(200);
    const answer = await server().app.inject({ url: '/api/user/me/a+p+acc+ap+t', headers: bearer(mixed) });
    expect({ status: answer.statusCode, body: answer.json() as unknown }).toEqual({ status: 401, body: { status: 'error', message: 'Session Expired' } });

    const socket = await openSocket(await listen(server()));
    socket.send({ name: 'auth', params: { jwt: mixed } });
    expect(await socket.closed).toEqual({ code: SOCKET_CLOSE.sessionExpired, reason: 'Session Expired' });
  });
});
