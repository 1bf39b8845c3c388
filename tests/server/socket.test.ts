import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_VERSION, SOCKET_CLOSE, SOCKET_LIMITS } from '../../server/contract';
import { bearer, form, login, removeDir, serverForFile, startServer, tempDir, tokenInAccount } from './helpers';
import { connectAs, listen, openSocket, type TestSocket } from './sockets';

const server = serverForFile();
let url: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  url = await listen(server());
});

afterEach(() => {
  for (const socket of opened.splice(0)) socket.ws.terminate();
});

async function socketOf(jwt: string): Promise<TestSocket> {
  const socket = await connectAs(url, jwt);
  opened.push(socket);
  return socket;
}

async function unauthenticated(): Promise<TestSocket> {
  const socket = await openSocket(url);
  opened.push(socket);
  return socket;
}

describe('the websocket', () => {
  it('is authenticated by its first message, with the session jwt, and answers ready', async () => {
    const { jwt } = await login(server().app);
    const socket = await unauthenticated();
    socket.send({ name: 'auth', params: { jwt } });
    const ready = await socket.next('ready');
    expect(ready.params.socket).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closes with 4001 Token Invalid for a token that is not ours, and asks for auth before anything else', async () => {
    const forged = await unauthenticated();
    forged.send({ name: 'auth', params: { jwt: 'a.b.c' } });
    expect(await forged.closed).toEqual({ code: SOCKET_CLOSE.tokenInvalid, reason: 'Token Invalid' });

    const eager = await unauthenticated();
    eager.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args: {} } });
    expect(await eager.closed).toEqual({ code: SOCKET_CLOSE.policy, reason: 'Authenticate first: send { name: "auth", params: { jwt } }' });
  });

  it('relays an application message to the user’s other sockets in the account, not to the sender, another account or another user', async () => {
    const app = server().app;
    const first = await login(app);
    const second = await login(app);
    const [sender, otherTab, otherUser] = await Promise.all([socketOf(first.jwt), socketOf(second.jwt), socketOf((await login(app, 'ada')).jwt)]);
    const globex = (await server().db.selectFrom('accounts').select('id').where('name', '=', 'Globex').executeTakeFirstOrThrow()).id;
    const otherAccount = await socketOf(await tokenInAccount(server(), 'demo', globex));

    sender.send({ name: 'app', params: { pid: 7, name: 'Sandbox', args: { text: 'hello' } } });
    expect((await otherTab.next('app')).params).toEqual({ pid: null, name: 'Sandbox', args: { text: 'hello' } });
    // A round trip on each of the others: had the message reached them, it would have come first.
    const marker = { name: 'app', params: { pid: 1, name: 'Marker', args: null } };
    otherTab.send(marker);
    await sender.next('app', (message) => message.params.name === 'Marker');
    expect(sender.received.filter((message) => message.name === 'app').map((message) => message.params)).toEqual([{ pid: null, name: 'Marker', args: null }]);
    expect(otherUser.received.map((message) => message.name)).toEqual(['ready']);
    expect(otherAccount.received.map((message) => message.name)).toEqual(['ready']);
  });

  it('answers a malformed message with an error naming what is wrong, and stays open', async () => {
    const socket = await socketOf((await login(server().app)).jwt);
    socket.send('not json');
    expect((await socket.next('error')).params.message).toBe('The message is not JSON: expected { "name": …, "params": … }');
    socket.send({ name: 'shout', params: {} });
    expect((await socket.next('error')).params.message).toBe('The message\'s name "shout" is none of auth, app');
    socket.send({ name: 'app', params: { pid: -1, name: 'Sandbox', args: 1 } });
    expect((await socket.next('error')).params.message).toMatch(/^The 'app' message is invalid: \/params\/pid /);
    socket.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args: 1 } });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes a socket whose message is too big, or that sends too many, with a reason naming the limit', async () => {
    const { jwt } = await login(server().app);
    const big = await socketOf(jwt);
    big.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args: 'x'.repeat(SOCKET_LIMITS.messageBytes) } });
    expect(await big.closed).toEqual({ code: SOCKET_CLOSE.tooBig, reason: `Message too big: at most ${SOCKET_LIMITS.messageBytes} bytes` });

    const chatty = await socketOf(jwt);
    for (let count = 0; count <= SOCKET_LIMITS.messageBurst; count++) chatty.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args: count } });
    expect(await chatty.closed).toEqual({ code: SOCKET_CLOSE.policy, reason: `Too many messages: at most ${SOCKET_LIMITS.messagesPerSecond} a second` });
  });

  it('closes every socket of a sign-in when it signs out, with 4002 Session Expired, and refuses its token afterwards', async () => {
    const app = server().app;
    const session = await login(app);
    const other = await login(app);
    const [first, second, unrelated] = await Promise.all([socketOf(session.jwt), socketOf(session.jwt), socketOf(other.jwt)]);
    const logout = await app.inject({ method: 'POST', url: '/logout', ...form({ refresh_token: session.refresh_token }) });
    expect(logout.statusCode, logout.body).toBe(200);
    const expected = { code: SOCKET_CLOSE.sessionExpired, reason: 'Session Expired' };
    expect(await Promise.all([first.closed, second.closed])).toEqual([expected, expected]);
    expect(unrelated.ws.readyState).toBe(unrelated.ws.OPEN);

    const late = await unauthenticated();
    late.send({ name: 'auth', params: { jwt: session.jwt } });
    expect(await late.closed).toEqual(expected);
  });

  it('closes the sockets of a family revoked because a spent refresh token came back', async () => {
    const app = server().app;
    const session = await login(app);
    const socket = await socketOf(session.jwt);
    const refresh = () => app.inject({ method: 'POST', url: '/api/refreshtoken', ...form({ jwt: session.jwt, refresh_token: session.refresh_token }) });
    expect((await refresh()).statusCode).toBe(200);
    server().clock.advance(60_000);
    expect((await refresh()).json()).toEqual({ status: 'error', message: 'Session Expired' });
    expect(await socket.closed).toEqual({ code: SOCKET_CLOSE.sessionExpired, reason: 'Session Expired' });
  });

  it('tells the user’s sockets what a settings save changed, with the revision, and nobody else', async () => {
    const app = server().app;
    const { jwt } = await login(app, 'ada');
    const [tab, otherTab, demo] = await Promise.all([socketOf(jwt), socketOf((await login(app, 'ada')).jwt), socketOf((await login(app)).jwt)]);
    const payload = { version: SETTINGS_VERSION, desktop: { font: 'Lato' }, plugins: { 'acme.notes': { wrap: true } } };
    const saved = await app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const news = await otherTab.next('settings');
    expect(news.params).toEqual({ revision: expect.any(Number), namespaces: ['desktop', 'acme.notes'], settings: saved.json().data });
    // The tab that saved hears it too: it compares and finds nothing new.
    expect((await tab.next('settings')).params.revision).toBe(news.params.revision);

    await app.inject({ method: 'POST', url: '/settings', headers: bearer(jwt), payload: { version: SETTINGS_VERSION, locale: { language: 'de_DE' } } });
    const next = await otherTab.next('settings');
    expect(next.params.revision).toBe(news.params.revision + 1);
    expect(next.params.namespaces).toEqual(['locale']);
    expect(demo.received.map((message) => message.name)).toEqual(['ready']);
  });

  it('answers GET /ping for a signed-in page only', async () => {
    const app = server().app;
    const { jwt } = await login(app);
    expect((await app.inject({ url: '/ping', headers: bearer(jwt) })).json()).toEqual({ status: 'success', data: 'pong' });
    expect((await app.inject({ url: '/ping' })).json()).toEqual({ status: 'error', message: 'Session Expired' });
  });
});

describe('packages', () => {
  it('a package installed tells every open socket to read the manifest and the profile again', async () => {
    const socket = await socketOf((await login(server().app)).jwt);
    const folder = path.join(server().dataDir, 'packages', 'Chart');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'main.js'), 'export default {};');
    await writeFile(
      path.join(folder, 'metadata.json'),
      JSON.stringify({ name: 'Chart', type: 'application', title: { en_EN: 'Chart' }, category: 'office', files: ['main.js'] }),
    );
    await socket.next('packages');
    // Changed: the title.
    await writeFile(
      path.join(folder, 'metadata.json'),
      JSON.stringify({ name: 'Chart', type: 'application', title: { en_EN: 'Charts' }, category: 'office', files: ['main.js'] }),
    );
    await socket.next('packages');
  });
});

describe('shutting down', () => {
  it('closes the sockets with 1001 going away, and waits for no socket that does not answer', async () => {
    const dataDir = await tempDir();
    const own = await startServer(dataDir);
    try {
      const ownUrl = await listen(own);
      const { jwt } = await login(own.app);
      const [polite, deaf] = await Promise.all([connectAs(ownUrl, jwt), connectAs(ownUrl, jwt)]);
      // It reads nothing more, so it never answers the close: ws alone would wait 30 s for it.
      deaf.ws.pause();
      const started = performance.now();
      await own.close();
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(await polite.closed).toEqual({ code: SOCKET_CLOSE.goingAway, reason: 'Server shutting down' });
      deaf.ws.terminate();
    } finally {
      await removeDir(dataDir);
    }
  });
});
