import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { SOCKET_CLOSE, SOCKET_LIMITS } from '../../server/contract';
import {
  LIMIT_REASONS,
  originAllowed,
  RELAY_BYTE_BURST,
  RELAY_BYTES_PER_SECOND,
  relayBudgetError,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_SESSION,
  SOCKETS_PER_USER,
} from '../../server/socket';
import { login, removeDir, serverForFile, startServer, tempDir } from './helpers';
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

const kept = <T extends TestSocket>(socket: T): T => {
  opened.push(socket);
  return socket;
};

/** `count` sockets, each authenticated with `jwt`, answered ready. */
const socketsOf = (jwt: string, count: number) => Promise.all(Array.from({ length: count }, async () => kept(await connectAs(url, jwt))));

/** A socket that sends `auth` with `jwt`: the server either answers ready or closes it. */
async function authenticating(jwt: string): Promise<TestSocket> {
  const socket = kept(await openSocket(url));
  socket.send({ name: 'auth', params: { jwt } });
  return socket;
}

describe('sockets per sign-in and per user', () => {
  it(`refuses a sign-in's socket over ${SOCKETS_PER_SESSION} with 4029 and a reason naming the limit; its other sockets stay`, async () => {
    const { jwt } = await login(server().app, 'ada');
    const full = await socketsOf(jwt, SOCKETS_PER_SESSION);
    const refused = await authenticating(jwt);
    expect(await refused.closed).toEqual({ code: SOCKET_CLOSE.tooManySockets, reason: `Too many sockets: at most ${SOCKETS_PER_SESSION} of one sign-in` });
    expect(full.every((socket) => socket.ws.readyState === socket.ws.OPEN)).toBe(true);
    // Another sign-in of the same user has room of its own.
    await socketsOf((await login(server().app, 'ada')).jwt, 1);
  });

  it(`refuses a user's socket over ${SOCKETS_PER_USER}, whichever sign-in it comes from, and takes one again once one closed`, async () => {
    const app = server().app;
    const signIns = await Promise.all(Array.from({ length: Math.ceil(SOCKETS_PER_USER / SOCKETS_PER_SESSION) + 1 }, () => login(app)));
    const full = (await Promise.all(signIns.slice(0, -1).map(({ jwt }) => socketsOf(jwt, SOCKETS_PER_SESSION)))).flat();
    expect(full).toHaveLength(SOCKETS_PER_USER);
    const last = signIns.at(-1)?.jwt ?? '';
    const refused = await authenticating(last);
    expect(await refused.closed).toEqual({ code: SOCKET_CLOSE.tooManySockets, reason: `Too many sockets: at most ${SOCKETS_PER_USER} of one user` });

    full[0]?.ws.close();
    await full[0]?.closed;
    await vi.waitFor(async () => {
      const socket = await authenticating(last);
      await socket.next('ready');
    });
  });
});

describe('the relay budget', () => {
  it('drops what one user relays over the budget, telling the sender, so 30 sockets sending 3.6 MB cannot make the server deliver 100 MB', async () => {
    const app = server().app;
    const SOCKETS = 30;
    const MESSAGES_EACH = 2;
    const signIns = await Promise.all([login(app), login(app)]);
    const sockets = (await Promise.all(signIns.map(({ jwt }) => socketsOf(jwt, SOCKETS / 2)))).flat();
    let delivered = 0;
    let deliveredBytes = 0;
    for (const socket of sockets) {
      socket.ws.on('message', (data: Buffer) => {
        if ((JSON.parse(String(data)) as { name: string }).name !== 'app') return;
        delivered += 1;
        deliveredBytes += data.length;
      });
    }
    const errors = () => sockets.reduce((sum, socket) => sum + socket.received.filter((message) => message.name === 'error').length, 0);

    const args = 'x'.repeat(SOCKET_LIMITS.messageBytes - 100);
    const started = performance.now();
    for (let round = 0; round < MESSAGES_EACH; round++) {
      for (const socket of sockets) socket.send({ name: 'app', params: { pid: 1, name: 'Sandbox', args } });
    }
    const sent = SOCKETS * MESSAGES_EACH;
    // Every message is either relayed to the 29 others or refused to its sender.
    await vi.waitFor(() => expect(errors() + delivered / (SOCKETS - 1)).toBe(sent), { timeout: 20_000, interval: 20 });
    const seconds = (performance.now() - started) / 1000;

    const relayedAtMost = Math.ceil((RELAY_BYTE_BURST + RELAY_BYTES_PER_SECOND * seconds) / SOCKET_LIMITS.messageBytes) + 1;
    expect(delivered / (SOCKETS - 1)).toBeLessThanOrEqual(relayedAtMost);
    expect(deliveredBytes).toBeLessThan(relayedAtMost * (SOCKETS - 1) * (SOCKET_LIMITS.messageBytes + 100));
    const refusal = sockets.flatMap((socket) => socket.received).find((message) => message.name === 'error');
    expect(refusal?.params).toEqual({ message: relayBudgetError('Sandbox') });
    expect(relayBudgetError('Sandbox')).toBe("The message of 'Sandbox' was dropped: your sockets may relay at most 128 KB a second");
    expect(sockets.every((socket) => socket.ws.readyState === socket.ws.OPEN)).toBe(true);
  }, 30_000);
});

describe('the Origin of the page', () => {
  it('without PUBLIC_URL must be the host the socket was opened at; another closes it with 4003', async () => {
    const { host } = new URL(url);
    const own = kept(await openSocket(url, { origin: `http://${host}` }));
    own.send({ name: 'auth', params: { jwt: (await login(server().app)).jwt } });
    await own.next('ready');
    const foreign = kept(await openSocket(url, { origin: 'https://evil.example' }));
    expect(await foreign.closed).toEqual({ code: SOCKET_CLOSE.originRefused, reason: 'Origin not allowed: open Atrium at its own address (PUBLIC_URL)' });
  });

  it("with PUBLIC_URL must be PUBLIC_URL's origin, whatever host the socket was opened at", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://atrium.example.com/desk/' }).publicOrigin).toBe('https://atrium.example.com');
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    const publicOrigin = 'https://atrium.example.com';
    expect(originAllowed('https://atrium.example.com', { publicOrigin, host: '10.0.0.5:8080' })).toBe(true);
    expect(originAllowed('http://10.0.0.5:8080', { publicOrigin, host: '10.0.0.5:8080' })).toBe(false);
    expect(originAllowed('https://atrium.example.com.evil.example', { publicOrigin, host: 'atrium.example.com' })).toBe(false);
    expect(originAllowed('null', { publicOrigin: undefined, host: 'localhost:8080' })).toBe(false);
    // No browser: nothing a page of another site could send.
    expect(originAllowed(undefined, { publicOrigin, host: 'localhost:8080' })).toBe(true);
  });
});

describe('sockets per address', () => {
  it(`refuses a socket over ${SOCKETS_PER_ADDRESS} from one address, authenticated or not, with 4029; a page of another origin is refused first`, async () => {
    const dataDir = await tempDir();
    const own = await startServer(dataDir, { PUBLIC_URL: 'https://atrium.example.com' });
    const sockets: TestSocket[] = [];
    try {
      const ownUrl = await listen(own);
      const foreign = await openSocket(ownUrl, { origin: `http://${new URL(ownUrl).host}` });
      expect(await foreign.closed).toEqual({ code: SOCKET_CLOSE.originRefused, reason: LIMIT_REASONS.origin });
      for (let opened = 0; opened < SOCKETS_PER_ADDRESS; opened += 32) {
        sockets.push(...(await Promise.all(Array.from({ length: 32 }, () => openSocket(ownUrl, { origin: 'https://atrium.example.com' })))));
      }
      const refused = await openSocket(ownUrl, { origin: 'https://atrium.example.com' });
      expect(await refused.closed).toEqual({ code: SOCKET_CLOSE.tooManySockets, reason: `Too many sockets: at most ${SOCKETS_PER_ADDRESS} from one address` });
      expect(sockets.every((socket) => socket.ws.readyState === socket.ws.OPEN)).toBe(true);
    } finally {
      for (const socket of sockets) socket.ws.terminate();
      await own.close();
      await removeDir(dataDir);
    }
  });
});
