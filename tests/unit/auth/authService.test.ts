import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthService, LOGIN_MESSAGES, validateLoginInput, type ApiAnswer, type AuthApi, type TabLocks } from '../../../engine/auth';
import { memoryDatabase, openTestStorage, tabLocalStorage } from '../storage/testStorage';

function api(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(() =>
      Promise.resolve({ status: 200, body: { status: 'success', data: { jwt: 'j1', refresh_token: 'r1', username: 'demo' } } } as const),
    ),
    loginExternal: vi.fn(() =>
      Promise.resolve({ status: 200, body: { status: 'success', data: { jwt: 'j1', refresh_token: 'r1', username: 'ada' } } } as const),
    ),
    validate: vi.fn(() => Promise.resolve({ status: 200, body: { status: 'success', message: 'Token Valid' } } as const)),
    refresh: vi.fn(() =>
      Promise.resolve({ status: 200, body: { status: 'success', data: { jwt: 'j2', refresh_token: 'r2' } } } as const),
    ),
    logout: vi.fn(() => Promise.resolve()),
    forgotPassword: vi.fn(() => Promise.resolve({ status: 200, body: { status: 'success', message: 'sent' } })),
    resetPassword: vi.fn(() => Promise.resolve({ status: 200, body: { status: 'success', message: 'done' } })),
    ...overrides,
  };
}

/** One browser's IndexedDB: every tab's storage in a test shares it. */
let browser: ReturnType<typeof memoryDatabase>;
beforeEach(() => {
  localStorage.clear();
  browser = memoryDatabase();
});

const storage = () => openTestStorage({ database: browser });
/** Another tab's storage, whose view of localStorage never shows the other tabs' writes. */
const tabStorage = () => openTestStorage({ database: browser, backend: tabLocalStorage() });
/** A tab signed in with the pair j1 / r1. */
async function signedIn() {
  const store = await storage();
  await Promise.all([store.set('AUTH_token', 'j1'), store.set('REFRESH_token', 'r1')]);
  return store;
}

const rejected = (message: string, status = 401): Promise<ApiAnswer<{ status: 'error'; message: string }>> =>
  Promise.resolve({ status, body: { status: 'error', message } });

describe('validateLoginInput', () => {
  it.each([
    ['', 'secret'],
    ['demo', ''],
    ['   ', 'secret'],
  ])('refuses %j / %j as empty', (username, password) => {
    expect(validateLoginInput(username, password)).toBe('empty');
    expect(LOGIN_MESSAGES.empty).toBe('Username or password cannot be empty.');
  });

  it('accepts both fields filled', () => {
    expect(validateLoginInput('demo', ' ')).toBeNull();
  });
});

describe('auth service', () => {
  it('stores the token pair and the username on success', async () => {
    const store = await storage();
    const auth = createAuthService(api(), store);
    await expect(auth.login(' demo ', 'Demo@2026')).resolves.toEqual({ ok: true, username: 'demo' });
    const stored = await storage();
    expect([stored.get('AUTH_token'), stored.get('REFRESH_token'), stored.get('User')]).toEqual(['j1', 'r1', 'demo']);
  });

  it('maps the answers to the texts of the spec', async () => {
    const incorrect = createAuthService(api({ login: () => rejected(LOGIN_MESSAGES.incorrect) }), await storage());
    expect(await incorrect.login('demo', 'x')).toEqual({ ok: false, reason: 'incorrect' });
    const throttled = createAuthService(api({ login: () => rejected('Too many login attempts.', 429) }), await storage());
    expect(await throttled.login('demo', 'x')).toEqual({ ok: false, reason: 'failed' });
    const offline = createAuthService(api({ login: () => Promise.reject(new TypeError('Failed to fetch')) }), await storage());
    expect(await offline.login('demo', 'x')).toEqual({ ok: false, reason: 'failed' });
    expect(LOGIN_MESSAGES.incorrect).toBe('The username or password you entered is incorrect');
    expect(LOGIN_MESSAGES.failed).toBe('Login failed');
  });

  it('opens a session with an external provider’s access token, or says why the server refused it', async () => {
    const server = api();
    const auth = createAuthService(server, await storage());
    expect(await auth.loginExternal('keycloak', 'provider-token')).toEqual({ ok: true, username: 'ada' });
    expect(server.loginExternal).toHaveBeenCalledWith('keycloak', 'provider-token');
    const stored = await storage();
    expect([stored.get('AUTH_token'), stored.get('REFRESH_token'), stored.get('User')]).toEqual(['j1', 'r1', 'ada']);
    const refused = createAuthService(api({ loginExternal: () => rejected('No Atrium user matches this identity.', 403) }), await storage());
    expect(await refused.loginExternal('okta', 't')).toEqual({ ok: false, message: 'No Atrium user matches this identity.' });
    const offline = createAuthService(api({ loginExternal: () => Promise.reject(new TypeError('Failed to fetch')) }), await storage());
    expect(await offline.loginExternal('okta', 't')).toEqual({ ok: false, message: 'Failed to fetch' });
  });

  it('never calls the server with an empty field', async () => {
    const server = api();
    const auth = createAuthService(server, await storage());
    expect(await auth.login('', '')).toEqual({ ok: false, reason: 'empty' });
    expect(server.login).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent callers, since a refresh token is single-use', async () => {
    const store = await signedIn();
    const server = api();
    const auth = createAuthService(server, store);
    expect(await Promise.all([auth.refresh(), auth.refresh()])).toEqual([true, true]);
    expect(server.refresh).toHaveBeenCalledTimes(1);
    expect(auth.token()).toBe('j2');
    expect(await auth.refresh()).toBe(true);
    expect(server.refresh).toHaveBeenCalledTimes(2);
  });

  it('reads the validation verdicts and rejects an answer outside the envelope', async () => {
    const store = await signedIn();
    const verdict = (answer: ApiAnswer<{ status: 'success' | 'error'; message: string }>) =>
      createAuthService(api({ validate: () => Promise.resolve(answer) }), store).gate.validate();
    expect(await verdict({ status: 200, body: { status: 'success', message: 'Token Valid' } })).toBe('valid');
    expect(await verdict({ status: 401, body: { status: 'error', message: 'Token Expired' } })).toBe('expired');
    expect(await verdict({ status: 401, body: { status: 'error', message: 'Token Invalid' } })).toBe('invalid');
    await expect(verdict({ status: 502, body: null })).rejects.toThrow('validatetoken: unexpected answer (HTTP 502)');
  });

  it('logout forgets every stored key and revokes the refresh token', async () => {
    localStorage.setItem('unrelated', 'kept');
    const store = await signedIn();
    const server = api();
    await createAuthService(server, store).logout();
    expect(server.logout).toHaveBeenCalledWith('r1');
    expect(store.get('AUTH_token')).toBeNull();
    expect((await storage()).get('REFRESH_token')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});

/** Web Locks for one origin: callers of one lock name run one at a time, in the order they asked. */
function lockManager() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const locks: TabLocks = {
    request(name, callback) {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return { locks, names };
}

/**
 * The server's rotation: each refresh token is spent once for the next pair; one presented again
 * revokes the family, after which every token of it is refused.
 */
function rotatingServer() {
  const spent = new Set<string>();
  let revoked = false;
  let generation = 1;
  const refresh = vi.fn((_jwt: string, token: string): Promise<ApiAnswer<{ status: 'success' | 'error'; message: string; data: { jwt: string; refresh_token: string } }>> => {
    if (spent.has(token)) revoked = true;
    if (revoked || token !== `r${generation}`) return rejected('Token Invalid');
    spent.add(token);
    generation++;
    return Promise.resolve({ status: 200, body: { status: 'success', data: { jwt: `j${generation}`, refresh_token: `r${generation}` } } });
  });
  return { server: api({ refresh }), refresh, revoked: () => revoked };
}

describe('refreshes across tabs', () => {
  it('lets one of two tabs refresh and the other take its new pair, so the family survives', async () => {
    await signedIn();
    const { server, refresh, revoked } = rotatingServer();
    const { locks, names } = lockManager();
    // Two tabs whose localStorage never shows the other's writes, and no storage events reach
    // them: the second learns of the new pair only from the database, under the lock.
    const first = createAuthService(server, await tabStorage(), locks);
    const second = createAuthService(server, await tabStorage(), locks);
    expect(await Promise.all([first.refresh(), second.refresh()])).toEqual([true, true]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(revoked()).toBe(false);
    expect([first.token(), second.token()]).toEqual(['j2', 'j2']);
    expect(names).toEqual(['atrium:refresh-token', 'atrium:refresh-token']);

    // Later refreshes start from the new pair in either tab.
    expect(await second.refresh()).toBe(true);
    expect(await first.refresh()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(await (await tabStorage()).reread('REFRESH_token')).toBe('r3');
    expect(revoked()).toBe(false);
  });

  it('lets every tab of many refresh at once without presenting a spent token', async () => {
    await signedIn();
    const { server, refresh, revoked } = rotatingServer();
    const { locks } = lockManager();
    const tabs = await Promise.all([1, 2, 3, 4].map(async () => createAuthService(server, await tabStorage(), locks)));
    expect(await Promise.all(tabs.flatMap((tab) => [tab.refresh(), tab.refresh()]))).toEqual(Array(8).fill(true));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(revoked()).toBe(false);
    expect(tabs.map((tab) => tab.token())).toEqual(['j2', 'j2', 'j2', 'j2']);
  });

  it('refreshes in the next tab when the first one could not reach the server', async () => {
    await signedIn();
    const { server, refresh } = rotatingServer();
    const { locks } = lockManager();
    const offline = createAuthService(api({ refresh: () => Promise.reject(new TypeError('Failed to fetch')) }), await tabStorage(), locks);
    const online = createAuthService(server, await tabStorage(), locks);
    const [failed, succeeded] = await Promise.allSettled([offline.refresh(), online.refresh()]);
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(succeeded).toEqual({ status: 'fulfilled', value: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(online.token()).toBe('j2');
  });

  it('reports false when another tab signed out while this one waited', async () => {
    await signedIn();
    const { server, refresh } = rotatingServer();
    const { locks } = lockManager();
    const other = await tabStorage();
    const tab = createAuthService(server, await tabStorage(), locks);
    const release = locks.request('atrium:refresh-token', () => other.clear());
    const refreshed = tab.refresh();
    await release;
    expect(await refreshed).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });
});
