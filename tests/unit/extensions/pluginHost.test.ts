import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Manifest } from '../../../server/contract';
import { createAppService } from '../../../engine/apps';
import { createEmitter, createEventBus, readText, toDisposable, writableValue, type Disposable } from '../../../engine/core';
import { createDialogService, type DialogKind } from '../../../engine/dialogs';
import {
  activatePlugin,
  activatePlugins,
  createKeybindings,
  createRegistry,
  createWindowsFacade,
  type PanelItem,
  type PluginContext,
  type PluginEventMap,
  type PluginServices,
  type TrayItem,
  type WidgetDefinition,
} from '../../../engine/extensions';
import type { AtriumEvents } from '../../../engine/events';
import type { HttpClient } from '../../../engine/http';
import { createVfsClient } from '../../../engine/vfs';
import { MOUNTS } from '../vfs/fixtures';
import { memoryFiles } from '../vfs/memoryFiles';
import type { i18n as I18n } from 'i18next';
import { setLocale, type LocaleTables } from '../../../engine/i18n';
import { SETTINGS_VERSION } from '../../../engine/settings';
import { quietSettings } from '../settings/quietSettings';
import { createThemeService } from '../../../engine/shell/theme';
import type { ActiveTheme } from '../../../engine/theme';
import { createWindowHost, createWindowsStore } from '../../../engine/windows';
import { createWorkspaceService } from '../../../engine/workspaces';
import { definePlugin, type Plugin } from '../../../sdk';
import { fakeSocketClient } from '../socket/fakeSocket';
import { createTestI18n } from '../i18n/builtinStrings';

const hello: DialogKind = {
  title: () => 'Hello',
  minDimension: { width: 300, height: 200 },
  render: () => null,
};

const manifest: Manifest = [{ name: 'Orders', type: 'application', title: { en_EN: 'Orders' }, defaultAppforOrgs: true, files: [] }];

// A plugin declares its events as a third party would, by adding them to the SDK's map.
declare module '../../../sdk' {
  interface PluginEventMap {
    'acme.orders/shipped': { orderId: string };
  }
}

const disposeAfter: Disposable[] = [];

/** The context a plugin of this id is given on activation (it is disposed after the test). */
function activatedContext(services: Parameters<typeof activatePlugin>[1], id: string): PluginContext {
  let given: PluginContext | null = null;
  const { active } = activatePlugin(definePlugin({ id, activate: (context) => void (given = context) }), services);
  disposeAfter.push(active);
  if (!given) throw new Error(`'${id}' was not activated`);
  return given;
}
afterEach(() => {
  while (disposeAfter.length > 0) disposeAfter.pop()?.dispose();
});

/** The desktop's services as the shell makes them, real ones all, with an http client and a log the test watches. */
/** The lookups i18next makes (its translator's resolve), counted. */
function countLookups(i18n: I18n) {
  const translator = (i18n as unknown as { translator: { resolve: (...args: unknown[]) => unknown } }).translator;
  return vi.spyOn(translator, 'resolve');
}

function makeServices() {
  const destroyed = createEmitter<readonly number[]>();
  const windows = createWindowsStore({ onDestroyed: destroyed.fire });
  const host = createWindowHost(windows);
  const bus = createEventBus<AtriumEvents>();
  const dialogs = createDialogService({ host, windows, t: (key) => key, files: memoryFiles().files });
  const profile = writableValue(null);
  const locale = writableValue('en_EN');
  const apps = createAppService({
    windows,
    openWindow: host.open,
    reveal: (wid) => workspaces.reveal(wid),
    onWindowsDestroyed: destroyed.event,
    bus,
    manifest: writableValue(manifest),
    profile,
    locale,
    mobileAgent: false,
    loadPackage: () => Promise.resolve(),
    reportFailure: vi.fn(),
  });
  const keyTarget = new EventTarget();
  const keybindings = createKeybindings(keyTarget);
  disposeAfter.push(keybindings);
  const request = vi.fn((method: string, path: string, body?: Record<string, unknown>) => Promise.resolve({ method, path, body }));
  const http: Pick<HttpClient, 'request'> = { request: <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>) => request(method, path, body) as Promise<T> };
  const { client: socket, sockets } = fakeSocketClient();
  disposeAfter.push(socket);
  const vfs = createVfsClient({ http: { request, raw: vi.fn(), upload: vi.fn() } as unknown as HttpClient, document });
  const openFile = vi.fn(() => Promise.resolve(null));
  const settings = quietSettings({ load: () => Promise.resolve({ version: SETTINGS_VERSION }), locked: ['acme.locked'] });
  // The real theme service: on these settings, a light system and no account theme; nothing remembered.
  const theme = createThemeService({ settings, accountTheme: writableValue(undefined), systemDark: writableValue(false), storage: null });
  disposeAfter.push(theme);
  const workspaces = createWorkspaceService({ windows, settings });
  const services = {
    apps,
    openFile,
    vfs,
    windows: createWindowsFacade(windows, (wid) => workspaces.reveal(wid)),
    workspaces,
    panel: createRegistry<PanelItem>('panel item', (item) => item.id, (item) => item.order ?? 0),
    tray: createRegistry<TrayItem>('tray item', (item) => item.id, (item) => item.order ?? 0),
    widgets: createRegistry<WidgetDefinition>('widget', (widget) => widget.name),
    keybindings,
    bus,
    pluginEvents: createEventBus<PluginEventMap>(),
    dialogs,
    http,
    i18n: createTestI18n(),
    settings,
    env: { profile, productName: 'Atrium', development: true, testMode: true, locale, packageFailures: writableValue<ReadonlyMap<string, string>>(new Map()), clearStoredSettings: vi.fn(() => Promise.resolve()), signOut: vi.fn(() => Promise.resolve()), switchAccount: vi.fn(() => Promise.resolve()) },
    log: { error: vi.fn() },
    socket,
    people: { showCard: vi.fn() },
    notifications: { notify: vi.fn(), doNotDisturb: writableValue(false), setDoNotDisturb: vi.fn(), history: vi.fn(), clearHistory: vi.fn() },
    theme,
  } satisfies PluginServices;
  /** Presses a key where the keybindings listen. */
  const press = (init: KeyboardEventInit) => keyTarget.dispatchEvent(new KeyboardEvent('keydown', { cancelable: true, ...init }));
  return { services, windowsStore: windows, request, press, sockets };
}

/** A plugin that registers one of everything through its context, and hears the bus. */
function everything(heard: string[], cleaned: () => void): Plugin {
  return definePlugin({
    id: 'acme.everything',
    activate(ctx) {
      ctx.apps.register({ name: 'Orders', launch: (app) => void app.openWindow({ title: 'Orders', content: null }) });
      ctx.panel.register({ id: 'acme.panel', slot: 'end', render: () => null });
      ctx.tray.register({ id: 'acme.tray', title: 'Acme', icon: null, onClick: () => undefined });
      ctx.widgets.register({ name: 'acme.widget', title: 'Acme widget', dimension: { width: 300, height: 50 }, render: () => undefined });
      ctx.keybindings.register({ id: 'acme.key', key: 'Alt+O', run: () => heard.push('key') });
      ctx.dialogs.register('acme.hello', hello);
      ctx.bus.onDidStart(({ username }) => heard.push(`started ${username}`));
      ctx.subscriptions.add(toDisposable(cleaned));
    },
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('plugin host', () => {
  it('gives a plugin a context whose registrations reach the desktop', async () => {
    const { services, press } = makeServices();
    const heard: string[] = [];
    const { active, activated } = activatePlugin(everything(heard, vi.fn()), services);
    disposeAfter.push(active);
    expect(await activated).toBe(true);
    expect(await services.apps.launch('Orders')).not.toBeNull();
    expect(services.panel.get('acme.panel')).toBeDefined();
    expect(services.tray.get('acme.tray')).toBeDefined();
    expect(services.widgets.get('acme.widget')).toBeDefined();
    expect(services.keybindings.keyFor('acme.key')).toBe('Alt+O');
    expect(services.dialogs.has('acme.hello')).toBe(true);
    services.bus.emit('core/started', { username: 'ada' });
    press({ key: 'ø', code: 'KeyO', altKey: true });
    expect(heard).toEqual(['started ada', 'key']);
  });

  it("gives the VFS, whose change listeners go with the plugin, and opens files through the desktop's opener", async () => {
    const { services, request } = makeServices();
    request.mockImplementation((method: string, path: string, body?: Record<string, unknown>) =>
      Promise.resolve(path === '/vfs/mounts' ? (MOUNTS as unknown as { method: string; path: string; body: typeof body }) : { method, path: 'home:/a.txt', body }),
    );
    const heard: string[] = [];
    let context: PluginContext | null = null;
    const { active, activated } = activatePlugin(
      definePlugin({
        id: 'acme.files',
        activate(ctx) {
          context = ctx;
          ctx.vfs.onDidChange((event) => heard.push(event.paths.join()));
        },
      }),
      services,
    );
    expect(await activated).toBe(true);
    const ctx = context as unknown as PluginContext;
    await ctx.vfs.touch('home:/a.txt');
    expect(heard).toEqual(['home:/a.txt']);
    expect(ctx.vfs.mounts().map((mount) => mount.name)).toContain('home');
    expect('load' in ctx.vfs).toBe(false);
    await ctx.apps.openFile('home:/a.txt', { parent: 3 });
    expect(services.openFile).toHaveBeenCalledWith('home:/a.txt', { parent: 3 });
    active.dispose();
    await services.vfs.touch('home:/a.txt');
    expect(heard).toEqual(['home:/a.txt']);
  });

  it('gives each plugin a settings namespace of its own, and a locked one refuses changes', async () => {
    const { services } = makeServices();
    const contexts: PluginContext[] = [];
    const grab = (id: string) => definePlugin({ id, activate: (ctx) => void contexts.push(ctx) });
    for (const id of ['acme.one', 'acme.two', 'acme.locked']) expect(await activatePlugin(grab(id), services).activated).toBe(true);
    const [one, two, locked] = contexts as [PluginContext, PluginContext, PluginContext];
    one.settings.set({ zoom: 120 });
    expect(one.settings.values.get()).toEqual({ zoom: 120 });
    expect(two.settings.values.get()).toEqual({});
    expect(services.settings.get('acme.one')).toEqual({ zoom: 120 });
    expect(locked.settings.locked).toBe(true);
    one.shellSettings.locale.set({ language: 'de_DE' });
    expect(services.settings.get('locale')).toEqual({ language: 'de_DE' });
    expect(two.shellSettings.locale.values.get()).toEqual({ language: 'de_DE' });
    expect(() => locked.settings.set({ zoom: 1 })).toThrow("Settings 'acme.locked' are locked by the administrator");
  });

  it("translates a plugin's own strings first, then the shell's, and drops them with the plugin", async () => {
    const { services } = makeServices();
    let t: ((key: string, values?: Record<string, unknown>) => string) | null = null;
    const { active, activated } = activatePlugin(
      definePlugin({
        id: 'acme.words',
        activate(ctx) {
          ctx.i18n.addResources('en_EN', { greeting: 'Hello, {{name}}!', logout: { label: 'Leave' } });
          t = ctx.i18n.t;
        },
      }),
      services,
    );
    expect(await activated).toBe(true);
    const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
    expect(translate('greeting', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(translate('logout.label')).toBe('Leave');
    expect(translate('logout.busy')).toBe('Logging out…');
    expect(services.i18n.t('logout.label')).toBe('Logout');
    active.dispose();
    expect(translate('greeting', { name: 'Ada' })).toBe('greeting');
  });

  it('registers a plugin’s strings per locale: the page’s language is fetched before it counts as activated, and they go with it', async () => {
    const { services } = makeServices();
    await setLocale(services.i18n, 'de_DE');
    let arrive: (table: { default: { greeting: string } }) => void = () => {};
    const german = new Promise<{ default: { greeting: string } }>((resolve) => (arrive = resolve));
    const never = () => Promise.reject(new Error('not this language'));
    const strings: LocaleTables<{ greeting: string }> = {
      en_EN: { greeting: 'Hello, {{name}}!' },
      load: { de_DE: () => german, fr_FR: never, nb_NO: never, sl_SI: never, vi_VN: never, zh_CN: never },
    };
    let t: ((key: string, values?: Record<string, unknown>) => string) | null = null;
    const { active, activated } = activatePlugin(
      definePlugin({
        id: 'acme.greeter',
        activate(ctx) {
          ctx.subscriptions.add(ctx.i18n.registerStrings(strings));
          t = ctx.i18n.t;
        },
      }),
      services,
    );
    const settled = vi.fn();
    void activated.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    arrive({ default: { greeting: 'Hallo, {{name}}!' } });
    expect(await activated).toBe(true);
    const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
    expect(translate('greeting', { name: 'Ada' })).toBe('Hallo, Ada!');
    expect(services.i18n.t('greeting', { ns: 'acme.greeter', name: 'Ada' })).toBe('Hallo, Ada!');
    expect(translate('window.close')).toBe('Schließen');
    active.dispose();
    expect(translate('greeting', { name: 'Ada' })).toBe('greeting');
  });

  it('gives texts that follow the language: localize reads as t does now, and tells of each new text', async () => {
    const { services } = makeServices();
    const context = activatedContext(services, 'acme.words');
    context.i18n.addResources('en_EN', { title: 'Sync {{n}}' });
    const title = context.i18n.localize('title', { n: 1 });
    const shell = context.i18n.localize('window.close');
    expect([title.get(), shell.get()]).toEqual(['Sync 1', 'Close']);
    const heard: string[] = [];
    const following = title.subscribe((text) => heard.push(text));
    disposeAfter.push(following, shell.subscribe((text) => heard.push(text)));

    context.i18n.addResources('de_DE', { title: 'Abgleich {{n}}' });
    expect(heard).toEqual([]);
    await setLocale(services.i18n, 'de_DE');
    expect(heard).toEqual(['Abgleich 1', 'Schließen']);
    expect(title.get()).toBe('Abgleich 1');

    following.dispose();
    await setLocale(services.i18n, 'en_EN');
    expect(heard).toEqual(['Abgleich 1', 'Schließen', 'Close']);
  });

  it("lists a plugin's keybindings with their description under the plugin's title, in the language shown, or its id", async () => {
    const { services } = makeServices();
    const { active } = activatePlugin(
      definePlugin({
        id: 'acme.orders',
        title: 'orders.title',
        activate(ctx) {
          ctx.i18n.addResources('en_EN', { orders: { title: 'Orders', open: 'Open the orders' } });
          ctx.i18n.addResources('de_DE', { orders: { title: 'Bestellungen', open: 'Bestellungen öffnen' } });
          ctx.keybindings.register({ id: 'acme.orders.open', key: 'Ctrl+Alt+O', description: ctx.i18n.localize('orders.open'), run: vi.fn() });
        },
      }),
      services,
    );
    disposeAfter.push(active);
    const untitled = activatedContext(services, 'acme.plain');
    untitled.keybindings.register({ id: 'acme.plain.key', key: 'F9', run: vi.fn() });

    const shown = () =>
      services.keybindings.list.get().map(({ id, key, description, group }) => ({
        id,
        key,
        description: description === null ? null : readText(description),
        group: typeof group === 'string' ? group : { plugin: group.plugin, title: readText(group.title) },
      }));
    expect(shown()).toEqual([
      { id: 'acme.orders.open', key: 'Ctrl+Alt+O', description: 'Open the orders', group: { plugin: 'acme.orders', title: 'Orders' } },
      { id: 'acme.plain.key', key: 'F9', description: null, group: { plugin: 'acme.plain', title: 'acme.plain' } },
    ]);
    await setLocale(services.i18n, 'de_DE');
    expect(shown()[0]).toMatchObject({ description: 'Bestellungen öffnen', group: { title: 'Bestellungen' } });
    active.dispose();
    expect(shown().map((entry) => entry.id)).toEqual(['acme.plain.key']);
  });

  it('looks a localized text up once per change of the texts, however often it is read', async () => {
    const { services } = makeServices();
    const context = activatedContext(services, 'acme.count');
    context.i18n.addResources('en_EN', { title: 'Sync {{n}}' });
    const lookups = countLookups(services.i18n);
    const title = context.i18n.localize('title', { n: 2 });
    disposeAfter.push(title.subscribe(() => undefined));
    expect([title.get(), title.get(), title.get()]).toEqual(['Sync 2', 'Sync 2', 'Sync 2']);
    expect(lookups).toHaveBeenCalledTimes(1);
    await setLocale(services.i18n, 'de_DE');
    expect(title.get()).toBe('Sync 2');
    // One change: the German tables are added quietly, then the language switches.
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('looks a key with values up once for the titles of a thousand windows, not once each', () => {
    const { services } = makeServices();
    const context = activatedContext(services, 'acme.launches');
    context.i18n.addResources('en_EN', { title: 'Sandbox {{index}}' });
    const lookups = countLookups(services.i18n);
    const titles = Array.from({ length: 1000 }, (_, index) => context.i18n.localize('title', { index }).get());
    expect(titles[999]).toBe('Sandbox 999');
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('removes every registration the plugin made when it is deactivated', async () => {
    const { services, press } = makeServices();
    const heard: string[] = [];
    const cleaned = vi.fn();
    const { active, activated } = activatePlugin(everything(heard, cleaned), services);
    await activated;
    active.dispose();
    expect(await services.apps.launch('Orders')).toBeNull();
    expect(services.panel.items.get()).toEqual([]);
    expect(services.tray.items.get()).toEqual([]);
    expect(services.widgets.items.get()).toEqual([]);
    expect(services.keybindings.keyFor('acme.key')).toBeNull();
    expect(services.dialogs.has('acme.hello')).toBe(false);
    services.bus.emit('core/started', { username: 'ada' });
    press({ key: 'o', code: 'KeyO', altKey: true });
    expect(heard).toEqual([]);
    expect(cleaned).toHaveBeenCalledTimes(1);
    // Everything can be registered afresh: nothing was left behind under its name.
    const again = activatePlugin(everything(heard, cleaned), services);
    disposeAfter.push(again.active);
    expect(await again.activated).toBe(true);
  });

  it('lets a plugin remove one registration by disposing it, keeping the rest', async () => {
    const { services } = makeServices();
    const { active } = activatePlugin(
      definePlugin({
        id: 'acme.twice',
        activate(ctx) {
          ctx.dialogs.register('one', hello).dispose();
          ctx.dialogs.register('two', hello);
          ctx.panel.register({ id: 'gone', slot: 'start', render: () => null }).dispose();
        },
      }),
      services,
    );
    disposeAfter.push(active);
    await settle();
    expect([services.dialogs.has('one'), services.dialogs.has('two'), services.panel.get('gone')]).toEqual([false, true, undefined]);
  });

  it('removes what a plugin registers while still activating, and what it registers after it was deactivated', async () => {
    const { services } = makeServices();
    let resume: () => void = () => undefined;
    const { active, activated } = activatePlugin(
      definePlugin({
        id: 'acme.slow',
        async activate(ctx) {
          ctx.panel.register({ id: 'early', slot: 'start', render: () => null });
          await new Promise<void>((resolve) => (resume = resolve));
          ctx.panel.register({ id: 'late', slot: 'start', render: () => null });
        },
      }),
      services,
    );
    expect(services.panel.get('early')).toBeDefined();
    active.dispose();
    expect(services.panel.items.get()).toEqual([]);
    resume();
    await activated;
    expect(services.panel.items.get()).toEqual([]);
  });

  it.each([
    [
      'throws',
      (ctx: PluginContext) => {
        ctx.dialogs.register('half', hello);
        throw new Error('boom');
      },
    ],
    [
      'rejects',
      async (ctx: PluginContext) => {
        ctx.dialogs.register('half', hello);
        await Promise.resolve();
        throw new Error('boom');
      },
    ],
  ])('reports a plugin whose activation %s, undoes what it registered, and activates the others', async (_, activate) => {
    const { services } = makeServices();
    const broken = definePlugin({ id: 'acme.broken', activate });
    const fine = definePlugin({ id: 'acme.fine', activate: (ctx) => void ctx.dialogs.register('fine', hello) });
    const { active, activated } = activatePlugins([broken, fine], services);
    disposeAfter.push(active);
    expect(await activated).toEqual([false, true]);
    expect(services.log.error).toHaveBeenCalledWith("Atrium: plugin 'acme.broken' failed to activate", expect.any(Error));
    expect([services.dialogs.has('half'), services.dialogs.has('fine')]).toEqual([false, true]);
  });

  it('deactivates every plugin it activated at once', async () => {
    const { services } = makeServices();
    const plugins = ['a', 'b', 'c'].map((id) => definePlugin({ id, activate: (ctx) => void ctx.dialogs.register(id, hello) }));
    const { active, activated } = activatePlugins(plugins, services);
    await activated;
    expect(['a', 'b', 'c'].map((id) => services.dialogs.has(id))).toEqual([true, true, true]);
    active.dispose();
    expect(['a', 'b', 'c'].map((id) => services.dialogs.has(id))).toEqual([false, false, false]);
  });

  it('passes the desktop to the context: its id, lists, launches, windows, http and environment', async () => {
    const { services, windowsStore, request } = makeServices();
    const context = activatedContext(services, 'acme.looks');
    await settle();
    expect(context.id).toBe('acme.looks');
    expect(context.apps.catalog).toBe(services.apps.catalog);
    expect(context.apps.running).toBe(services.apps.running);
    expect(context.tray.items).toBe(services.tray.items);
    expect(context.widgets.types).toBe(services.widgets.items);
    expect(context.windows).toBe(services.windows);
    expect(context.env).toBe(services.env);
    context.apps.register({ name: 'Orders', launch: (app) => void app.openWindow({ title: 'Orders', content: null }) });
    const app = await context.apps.launch('Orders', { page: 'x' });
    expect(app?.args).toEqual({ page: 'x' });
    expect(windowsStore.getState().windows.wids()).toHaveLength(1);
    if (app) context.apps.kill(app.pid);
    expect(context.apps.running.get()).toEqual([]);
    await expect(context.http.request('POST', 'v1/orders', { id: 4 })).resolves.toEqual({ method: 'POST', path: 'v1/orders', body: { id: 4 } });
    expect(request).toHaveBeenCalledTimes(1);
    services.keybindings.setOverrides({ 'acme.key': 'Ctrl+K' });
    expect(context.keybindings.keyFor('acme.key')).toBe('Ctrl+K');
  });

  it('tells a plugin the theme the desktop shows and each change of it, until its listener or the plugin goes', async () => {
    const { services } = makeServices();
    await services.settings.load();
    const heard: ActiveTheme[] = [];
    const disposed: ActiveTheme[] = [];
    const { active } = activatePlugin(
      definePlugin({
        id: 'acme.chart',
        activate(ctx) {
          ctx.theme.onDidChange((theme) => heard.push(theme));
          ctx.theme.onDidChange((theme) => disposed.push(theme)).dispose();
        },
      }),
      services,
    );
    const preferences = activatedContext(services, 'acme.preferences');
    await settle();
    expect(preferences.theme.current.get()).toEqual({ name: 'standard', kind: 'light' });
    // What Preferences does when the user picks Dark.
    preferences.shellSettings.desktop.set({ theme: 'dark' });
    expect(preferences.theme.current.get()).toEqual({ name: 'dark', kind: 'dark' });
    expect(heard).toEqual([{ name: 'dark', kind: 'dark' }]);
    active.dispose();
    preferences.shellSettings.desktop.set({ theme: 'vision' });
    expect(preferences.theme.current.get()).toEqual({ name: 'vision', kind: 'light' });
    expect(heard).toHaveLength(1);
    expect(disposed).toEqual([]);
  });

  it.each([
    ['onDidLogIn', 'auth/logged-in', { username: 'ada' }],
    ['onWillLogOut', 'auth/logout-started', { join: () => undefined }],
    ['onDidStart', 'core/started', { username: 'ada' }],
    ['onDidLaunchApp', 'apps/launched', { pid: 1, name: 'Orders' }],
    ['onDidDestroyApp', 'apps/destroyed', { pid: 1, name: 'Orders' }],
    ['onDidFailLaunch', 'apps/launch-failed', { name: 'Orders', code: 'ERR_PACKAGE_NOT_FOUND', message: 'gone' }],
    ['onDidChangeConnection', 'socket/state-changed', { state: 'disconnected' }],
    ['onDidReceiveServerEvent', 'socket/message', { name: 'packages', params: {} }],
    ['onWillFollowLink', 'apps/will-follow-link', { link: document.createElement('a'), claim: () => undefined }],
  ] as const)('%s hears %s until its subscription is disposed', async (method, topic, payload) => {
    const { services } = makeServices();
    const heard = vi.fn();
    let subscription: Disposable | null = null;
    const { active } = activatePlugin(
      definePlugin({ id: 'acme.listens', activate: (ctx) => void (subscription = (ctx.bus[method] as (listener: (event: unknown) => void) => Disposable)(heard)) }),
      services,
    );
    disposeAfter.push(active);
    await settle();
    services.bus.emit(topic, payload as never);
    (subscription as Disposable | null)?.dispose();
    services.bus.emit(topic, payload as never);
    expect(heard.mock.calls).toEqual([[payload]]);
  });

  it('carries plugins’ own events by name from one plugin to another, until the listener or its plugin goes', async () => {
    const { services } = makeServices();
    const heard: string[] = [];
    const shipping = activatedContext(services, 'acme.orders');
    const listening = activatedContext(services, 'acme.listens');
    const subscription = listening.bus.on('acme.orders/shipped', ({ orderId }) => heard.push(`first ${orderId}`));
    const { active } = activatePlugin(
      definePlugin({ id: 'acme.second', activate: (ctx) => void ctx.bus.on('acme.orders/shipped', ({ orderId }) => heard.push(`second ${orderId}`)) }),
      services,
    );
    await settle();
    shipping.bus.emit('acme.orders/shipped', { orderId: '42' });
    subscription.dispose();
    shipping.bus.emit('acme.orders/shipped', { orderId: '43' });
    active.dispose();
    shipping.bus.emit('acme.orders/shipped', { orderId: '44' });
    // @ts-expect-error the payload is typed by the map the plugin declared
    shipping.bus.emit('acme.orders/shipped', { order: 45 });
    // @ts-expect-error an event nobody declared has no name on the bus
    shipping.bus.on('acme.orders/unknown', () => undefined);
    expect(heard).toEqual(['first 42', 'second 42', 'second 43']);
  });

  it('keeps the desktop’s topics from the plugins’ own events: a plugin hears them but cannot send them', () => {
    const { services } = makeServices();
    const context = activatedContext(services, 'acme.pretender');
    const heard = vi.fn();
    services.bus.on('core/started', heard);
    // @ts-expect-error the desktop's topics are not plugin events
    context.bus.emit('core/started', { username: 'mallory' });
    expect(heard).not.toHaveBeenCalled();
  });

  it('sends an application’s messages through the live connection, and hands it those for its pid or its name until disposed', async () => {
    const { services, sockets } = makeServices();
    const context = activatedContext(services, 'acme.chat');
    const orders = { pid: 4, name: 'Orders' };
    expect(context.socket.send(orders, { text: 'offline' })).toBe(false);
    services.socket.open();
    const [socket] = sockets;
    socket?.ready();
    expect(context.socket.state.get()).toBe('connected');
    expect(context.socket.send(orders, { text: 'hi' })).toBe(true);
    expect(socket?.sent.at(-1)).toEqual({ name: 'app', params: { pid: 4, name: 'Orders', args: { text: 'hi' } } });

    const heard = vi.fn();
    const subscription = context.socket.onDidReceive(orders, heard);
    const deliver = (pid: number | null, name: string, args: unknown) => socket?.message({ name: 'app', params: { pid, name, args } });
    deliver(null, 'Orders', 'to every Orders');
    deliver(4, 'Orders', 'to this one');
    deliver(5, 'Orders', 'to another instance');
    deliver(null, 'Notes', 'to another application');
    socket?.message({ name: 'packages', params: {} });
    subscription.dispose();
    deliver(null, 'Orders', 'after dispose');
    expect(heard.mock.calls).toEqual([['to every Orders'], ['to this one']]);
  });

  it('opens the dialogs it registered, and the built-in ones, through its context', async () => {
    const { services, windowsStore } = makeServices();
    const answers: unknown[] = [];
    let progress: Promise<unknown> | undefined;
    const { active } = activatePlugin(
      definePlugin({
        id: 'acme.asks',
        activate(ctx) {
          ctx.dialogs.register('hello', hello);
          ctx.dialogs.open('hello', {}, (reason, value) => answers.push([reason, value])).close('ok', 42);
          const handle = ctx.dialogs.progress({ message: 'Working' });
          progress = handle.result;
          handle.close();
        },
      }),
      services,
    );
    disposeAfter.push(active);
    expect(answers).toEqual([['ok', 42]]);
    await expect(progress).resolves.toEqual({ reason: 'close', value: null });
    expect(windowsStore.getState().windows.wids()).toHaveLength(0);
  });
});
