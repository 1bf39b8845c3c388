import { createRoot } from 'react-dom/client';
import type { Plugin } from './extensions';
import { createAuthApi, createAuthService, createIdentityProvider, createUserStore, type IdentityProvider } from './auth';
import { createEventBus, createLifecycleStore, checkStoredToken, fixedClock, readClientConfig, systemClock, type ClientConfig } from './core';
import type { AtriumEvents } from './events';
import { loadFonts } from './fonts';
import { createHttpClient, createServerLog } from './http';
import { addTranslations, applyDocumentLocale, createI18n, initialLocale, pageLanguage, setLocale, TranslationProvider } from './i18n';
import {
  applyFavicon,
  clearBrowserCache,
  createNotificationStore,
  desktopDataAhead,
  loadDesktopView,
  loadOnce,
  prefetchDesktop,
  SIGNED_OUT_NAMESPACES,
  ServicesProvider,
  Shell,
  signOutDestination,
  type ShellServices,
} from './shell';
import './fonts/faces.css';
import './shell/styles.css';
import './shell/motion.css';
import { createSocketClient, PING_INTERVAL_MS, socketUrl } from './socket';
import { indexedDbStorageDatabase, openBrowserStorage, type BrowserStorage } from './storage';

export interface StartOptions {
  /**
   * Loads the built-in plugins (applications, panel items, …) activated with each desktop (see
   * sdk: definePlugin): called once, with the desktop's code, never for the login page.
   */
  plugins: () => Promise<readonly Plugin[]>;
}

/** Reads the configuration the server embedded, creates the services and boots the shell. */
export async function startAtrium(options: StartOptions): Promise<void> {
  const config = readClientConfig(document);
  const plugins = loadOnce(options.plugins);
  const clock = config.testMode && config.testClock !== 'now' ? fixedClock(config.testClock) : systemClock;
  if (config.testMode) document.documentElement.dataset.testMode = 'true';
  applyFavicon(null);

  // The login page's font loads while storage opens: nothing before the first render waits for
  // another. The desktop's default font loads with the desktop's code (prefetchDesktop).
  const fontReady = loadFonts(['Roboto']);
  // WebCrypto and Web Locks exist only in a secure context (HTTPS, localhost): elsewhere storage
  // stays plain (with a warning) and refreshes are shared within a tab only.
  const storageReady = openBrowserStorage({
    backend: window.localStorage,
    now: () => Date.now(),
    subtle: window.isSecureContext ? window.crypto.subtle : null,
    database: 'indexedDB' in window ? indexedDbStorageDatabase(window.indexedDB) : null,
    events: window,
    log: console,
  });
  // What needs no storage is made while IndexedDB and the key open (the first render waits for
  // them): the bus, the login page's strings, the test mode's chunk on its way.
  const bus = createEventBus<AtriumEvents>();
  const i18n = createI18n();
  // The login page's strings only: the desktop registers its own with its code, and apps and
  // plugins theirs as they activate.
  addTranslations(i18n, SIGNED_OUT_NAMESPACES);
  const automationModule = config.testMode ? import('./automation') : null;
  const storage = await storageReady;
  const locks = window.isSecureContext && 'locks' in navigator ? navigator.locks : null;
  const auth = createAuthService(createAuthApi(config.apiBase, window.fetch.bind(window)), storage, locks);
  const identity = externalIdentity(config.identityProvider, storage);
  // The language chosen on the login page, until the signed-in user's settings apply.
  // Its table loads while the fonts do, and both are there before the first render (no English
  // flash); a table that fails to load leaves the page in English. A translation-service language
  // chosen there (ar) keeps the default tables but is the page's language.
  const stored = storage.get('locale');
  const languageReady = setLocale(i18n, initialLocale(stored)).catch((error: unknown) =>
    console.error('Atrium: the chosen language could not be loaded; English applies', error),
  );
  const notifications = createNotificationStore();

  const reload = () => window.location.reload();
  const http = createHttpClient({
    baseUrl: config.apiBase,
    fetch: window.fetch.bind(window),
    token: () => auth.token(),
    refreshToken: () => auth.refresh(),
    onSessionExpired: () => bus.emit('auth/session-expired', undefined),
    onRetriesExhausted: () => void storage.clear().then(reload),
  });
  const user = createUserStore(http);
  const desktopData = desktopDataAhead(http, window.fetch.bind(window));
  let leaveThrough: string | null = null;
  const accountLoginPage = () => signOutDestination(user.getState().profile?.active_account.preferences.loginURL, window.location.origin);
  const lifecycle = createLifecycleStore({
    bus,
    checkToken: () => checkStoredToken(auth.gate, console),
    start: async () => {
      // A signed-in user's reload skips the login page: the desktop's code loads with the profile,
      // and the data its first frame needs is asked for alongside. A desktop whose code failed to
      // load does not start: the login page says so, and signing in again tries anew.
      prefetchDesktop({ plugins, config });
      desktopData.send();
      const [username] = await Promise.all([user.getState().load(), loadDesktopView(config, i18n)]);
      const current = user.getState().user;
      if (current?.cleared_browser_cache === 1) {
        await clearBrowserCache(current.id, {
          http,
          storage,
          caches: 'caches' in window ? window.caches : null,
          sessionStorage: window.sessionStorage,
          reload,
        });
        // The page is on its way out: the desktop must not start under it.
        await new Promise<never>(() => undefined);
      }
      return username;
    },
    // An external provider's tokens are revoked first: sign-out forgets them with the rest.
    logout: async () => {
      if (identity) leaveThrough = await (await identity()).signOut(accountLoginPage()).catch(() => null);
      await auth.logout();
    },
    // Through the provider's logout, which closes its session, else to the account's loginURL
    // when it has one (read before sign-out forgets the profile).
    shutdown: () => {
      const destination = leaveThrough ?? accountLoginPage();
      if (destination) window.location.assign(destination);
      else reload();
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });

  const socket = createSocketClient({
    url: socketUrl(window.location),
    connect: (url) => new WebSocket(url),
    token: () => auth.token(),
    refreshToken: () => auth.refresh(),
    onSessionExpired: () => bus.emit('auth/session-expired', undefined),
    ping: () => http.request('GET', '/ping'),
    reconnectIntervalMs: config.socket.reconnectInterval,
    pingIntervalMs: PING_INTERVAL_MS,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: () => Math.random(),
    log: console,
  });
  // The lifecycle's last step (docs/architecture.md#engine-subsystems): the websocket opens once the desktop has started.
  bus.on('core/started', () => socket.open());
  bus.on('auth/logout-started', () => socket.close());
  // What the server pushes goes on the bus, where plugins observe it.
  socket.onDidReceive((message) => bus.emit('socket/message', message));
  socket.state.subscribe((state) => bus.emit('socket/state-changed', { state }));

  bus.on('auth/session-expired', () => void lifecycle.getState().signOut());
  // The provider's tokens stay fresh while the desktop runs; the provider ending its session ends this one.
  if (identity) {
    bus.on('core/started', () => {
      void identity().then((provider) => {
        const stop = provider.keepAlive(() => void lifecycle.getState().signOut());
        bus.on('auth/logout-started', stop);
      });
    });
  }
  bus.on('core/started', () => {
    // What the login page shows of this account after sign-out: its footer.
    const profile = user.getState().profile;
    if (profile) void storage.set('UserInfo', { account: profile.active_account.name, footer: profile.active_account.preferences.footer });
  });

  // A chunk of its own, imported in test mode only; `window.atrium` is there before the first render.
  const automationReady = automationModule
    ? automationModule.then(({ installAutomation }) =>
        installAutomation(
          window,
          socket.state,
          (options) => void notifications.getState().notify(options),
          async () => (identity ? (await identity()).refresh() : false),
        ),
      )
    : null;

  // The token check goes out now, while the font and the language table load: a signed-in reload
  // renders straight into the desktop's start, a signed-out visit finds the answer there at once.
  const booted = lifecycle.getState().boot();
  const [automation] = await Promise.all([automationReady, fontReady, languageReady]);
  const services: ShellServices = {
    config,
    clock,
    lifecycle,
    auth,
    user,
    notifications,
    bus,
    http,
    serverLog: createServerLog(http, console),
    storage,
    plugins,
    automation,
    socket,
    identity,
    desktopData,
  };

  applyDocumentLocale(document, pageLanguage(stored, initialLocale(i18n.language)));
  const host = document.getElementById('atrium');
  if (!host) throw new Error('Atrium: the page has no #atrium element');
  createRoot(host).render(
    <TranslationProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <Shell />
      </ServicesProvider>
    </TranslationProvider>,
  );
  await booted;
}

/** The external provider the server names, created once on first use; null with the own sign-in. */
function externalIdentity(settings: ClientConfig['identityProvider'], storage: BrowserStorage): (() => Promise<IdentityProvider>) | null {
  if (!settings) return null;
  let created: Promise<IdentityProvider> | null = null;
  return () => (created ??= createIdentityProvider(settings, storage, window.fetch.bind(window)));
}
