import { vi } from 'vitest';
import { createAuthService, createUserStore, type AuthApi } from '../../../engine/auth';
import { createEventBus, createLifecycleStore, fixedClock } from '../../../engine/core';
import type { HttpClient } from '../../../engine/http';
import { createNotificationStore, type ShellServices } from '../../../engine/shell';
import { fakeSocketClient } from '../socket/fakeSocket';
import type { BrowserStorage, StorageKey, StoredValues } from '../../../engine/storage';

/** Browser storage in a Map: the views use it as they use the real one once it is open. */
function memoryStorage(): BrowserStorage {
  const values = new Map<StorageKey, unknown>();
  const get = <K extends StorageKey>(key: K) => (values.get(key) ?? null) as StoredValues[K] | null;
  return {
    get,
    set(key, value) {
      values.set(key, value);
      return Promise.resolve();
    },
    remove(key) {
      values.delete(key);
      return Promise.resolve();
    },
    clear(keep = []) {
      for (const key of [...values.keys()]) if (!keep.includes(key)) values.delete(key);
      return Promise.resolve();
    },
    reread: (key) => Promise.resolve(get(key)),
  };
}

/** The shell's services as the views see them, with a fake auth API and HTTP client. */
export function shellServices(
  options: { login?: AuthApi['login']; translateLanguageOptions?: string[]; http?: HttpClient } = {},
): ShellServices {
  const api: AuthApi = {
    login: options.login ?? vi.fn(),
    loginExternal: vi.fn(),
    validate: vi.fn(),
    refresh: vi.fn(),
    logout: vi.fn(() => Promise.resolve()),
    forgotPassword: vi.fn(() => Promise.resolve({ status: 200, body: { status: 'success', message: 'sent' } })),
    resetPassword: vi.fn(() => Promise.resolve({ status: 200, body: { status: 'success', message: 'done' } })),
  };
  const lifecycle = createLifecycleStore({
    bus: createEventBus(),
    checkToken: () => Promise.resolve(false),
    start: () => Promise.resolve('demo'),
    logout: () => Promise.resolve(),
    shutdown: vi.fn(),
    wait: () => Promise.resolve(),
  });
  lifecycle.setState({ phase: 'signed-out' });
  const storage = memoryStorage();
  const http = options.http ?? ({ request: vi.fn() } as unknown as HttpClient);
  return {
    config: {
      productName: 'Atrium',
      version: '1.2.3',
      testMode: true,
      testClock: '',
      apiBase: '/api',
      authType: 'own',
      identityProvider: null,
      passwordSignIn: true,
      development: false,
      windows: { mobile: 640, clampToViewport: true },
      desktopWidgets: [],
      keybindings: {},
      settingsLock: [],
      translateLanguageOptions: options.translateLanguageOptions ?? [],
      login: { title: null, background: null, logo: null },
      socket: { reconnectInterval: 1000 },
    },
    clock: fixedClock('2026-03-01T10:00:00'),
    lifecycle,
    auth: createAuthService(api, storage),
    user: createUserStore(http),
    notifications: createNotificationStore(),
    bus: createEventBus(),
    http,
    serverLog: { log: vi.fn(() => Promise.resolve()) },
    storage,
    plugins: () => Promise.resolve([]),
    automation: null,
    // Never opened: these tests do not run the desktop's lifecycle.
    socket: fakeSocketClient().client,
    identity: null,
  };
}
