import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { vi } from 'vitest';
import { DisposableStore, toDisposable, useValue, writableValue, type Disposable, type WritableValue } from '../../../engine/core';
import { addTranslations, TranslationProvider, translationNamespaces } from '../../../engine/i18n';
import type {
  CatalogEntry,
  FileEntry,
  Keybinding,
  KeybindingEntry,
  PanelItem,
  Plugin,
  PluginContext,
  RunningApp,
  TrayItem,
  Vfs,
  WidgetDefinition,
  WindowEntry,
} from '../../../sdk';
import type { Profile } from '../../../server/contract';
import { createWindowsStore } from '../../../engine/windows';
import { createWorkspaceService } from '../../../engine/workspaces';
import { createTestI18n } from '../i18n/builtinStrings';

export interface FakeOptions {
  catalog?: readonly CatalogEntry[];
  windows?: readonly WindowEntry[];
  running?: readonly RunningApp[];
  profile?: Profile | null;
  development?: boolean;
  locale?: string;
  /** The user's chords by keybinding id, as settings would remap them. */
  keyOverrides?: Readonly<Record<string, string>>;
  /** What `ctx.keybindings.list` holds at first (the desktop's list is not derived from `register` here). */
  keybindingList?: readonly KeybindingEntry[];
  /** The file system the plugin may use; any use fails when not given. */
  vfs?: Vfs;
}

/** A list kept sorted by `order` (ties in registration order); disposing a registration removes it. */
function registryIn<T extends { order?: number }>(list: WritableValue<readonly T[]>) {
  return (item: T): Disposable => {
    list.set([...list.get(), item].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)));
    return toDisposable(() => list.set(list.get().filter((other) => other !== item)));
  };
}

/** A service a test did not expect the plugin to use: any use fails loudly. */
function notFaked<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, property) => {
      throw new Error(`fake context: ctx.${name}.${String(property)} is not faked`);
    },
  });
}

/** A catalog entry with the fields a test does not care about filled in. */
export function catalogEntry(name: string, title: string, category: string, extra: Partial<CatalogEntry> = {}): CatalogEntry {
  return { name, title, category, icon: null, fontIcon: null, ...extra };
}

/** A window-list entry; the app defaults to the title. */
export function windowEntry(wid: number, title: string, extra: Partial<WindowEntry> = {}): WindowEntry {
  return { wid, title, icon: null, app: title, focused: false, minimized: false, workspace: 'main', ...extra };
}

/** A signed-in profile whose account has the given logo preference. */
export function profileWithLogo(logo: string): Profile {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    name: 'Ada Lovelace',
    designation: 'Engineer',
    icon: '',
    date_of_birth: null,
    accountId: 'acme',
    accounts: [{ accountId: 'acme', name: 'Acme' }],
    active_account: {
      name: 'Acme',
      preferences: { theme: '', favicon: '', privacyPolicy: '', footer: '', loginURL: '', logo },
    },
    apps: [],
  };
}

/**
 * A plugin context whose state the test sets (catalog, windows, running apps, profile) and whose
 * actions are `vi.fn`s. Like the real host, it owns what a plugin registers: disposing
 * `ctx.subscriptions` removes the plugin's panel items, tray items and keybindings.
 */
export function fakeContext(options: FakeOptions = {}) {
  const subscriptions = new DisposableStore();
  const owned =
    <T>(register: (item: T) => Disposable) =>
    (item: T) =>
      subscriptions.add(register(item));

  const catalog = writableValue<readonly CatalogEntry[]>(options.catalog ?? []);
  const running = writableValue<readonly RunningApp[]>(options.running ?? []);
  const windowList = writableValue<readonly WindowEntry[]>(options.windows ?? []);
  const profile = writableValue<Profile | null>(options.profile ?? null);
  const locale = writableValue(options.locale ?? 'en_EN');
  const panelItems = writableValue<readonly PanelItem[]>([]);
  const trayItems = writableValue<readonly TrayItem[]>([]);
  const widgetTypes = writableValue<readonly WidgetDefinition[]>([]);
  const keybindings = new Map<string, Keybinding>();
  const keybindingList = writableValue<readonly KeybindingEntry[]>(options.keybindingList ?? []);
  const dialogKinds = new Set<string>();

  const apps = {
    catalog,
    running,
    register: vi.fn(() => toDisposable(() => undefined)),
    launch: vi.fn<(name: string) => Promise<null>>(() => Promise.resolve(null)),
    kill: vi.fn<(pid: number) => void>(),
    reload: vi.fn<(pid: number) => Promise<null>>(() => Promise.resolve(null)),
    killAll: vi.fn<() => void>(),
    openFile: vi.fn<(target: string | FileEntry) => Promise<null>>(() => Promise.resolve(null)),
  };
  const windows = {
    list: windowList,
    focus: vi.fn<(wid: number) => void>(),
    minimize: vi.fn<(wid: number) => void>(),
    minimizeAll: vi.fn<() => void>(),
    tileAll: vi.fn<() => void>(),
  };
  // The real workspaces over a store of their own, their settings kept in memory.
  const desktopSettings = writableValue<Readonly<Record<string, unknown>>>({});
  const workspaces = createWorkspaceService({
    windows: createWindowsStore(),
    settings: {
      watch: (namespace) => (namespace === 'desktop' ? desktopSettings : writableValue({})),
      get: (namespace) => (namespace === 'desktop' ? desktopSettings.get() : {}),
      set: (namespace, values) => {
        if (namespace === 'desktop') desktopSettings.set({ ...desktopSettings.get(), ...values });
      },
      isLocked: () => false,
      loadState: writableValue('loaded' as const),
    },
  });
  const notifications = {
    notify: vi.fn(),
    doNotDisturb: writableValue(false),
    setDoNotDisturb: vi.fn<(on: boolean) => void>(),
    history: vi.fn(() => Promise.resolve({ items: [], total: 0 })),
    clearHistory: vi.fn(() => Promise.resolve()),
  };
  const people = { showCard: vi.fn<(userId: string, at: { left: number; top: number }) => void>() };
  const env = {
    profile,
    productName: 'Atrium',
    development: options.development ?? false,
    testMode: true,
    locale,
    packageFailures: writableValue<ReadonlyMap<string, string>>(new Map()),
    clearStoredSettings: vi.fn<() => Promise<void>>(() => Promise.resolve()),
    signOut: vi.fn<() => Promise<void>>(() => Promise.resolve()),
    switchAccount: vi.fn<(accountId: string) => Promise<void>>(() => Promise.resolve()),
  };

  const i18n = createTestI18n(options.locale);
  const ctx: PluginContext = {
    id: 'test.plugin',
    apps,
    windows,
    workspaces,
    panel: { register: owned(registryIn(panelItems)) },
    tray: { register: owned(registryIn(trayItems)), items: trayItems },
    widgets: {
      register: owned((widget: WidgetDefinition) => {
        widgetTypes.set([...widgetTypes.get(), widget]);
        return toDisposable(() => widgetTypes.set(widgetTypes.get().filter((other) => other !== widget)));
      }),
      types: widgetTypes,
    },
    keybindings: {
      register: owned((binding: Keybinding) => {
        if (keybindings.has(binding.id)) throw new Error(`keybinding ${binding.id} registered twice`);
        keybindings.set(binding.id, binding);
        return toDisposable(() => keybindings.delete(binding.id));
      }),
      keyFor: (id) => options.keyOverrides?.[id] ?? keybindings.get(id)?.key ?? null,
      list: keybindingList,
    },
    bus: notFaked('bus'),
    // Kinds are recorded and removed like the real registry's; opening one is not faked.
    dialogs: {
      register: (name: string) => {
        dialogKinds.add(name);
        return subscriptions.add(toDisposable(() => dialogKinds.delete(name)));
      },
      open: () => {
        throw new Error('fake context: ctx.dialogs.open is not faked');
      },
      show: () => Promise.reject(new Error('fake context: ctx.dialogs.show is not faked')),
      progress: () => {
        throw new Error('fake context: ctx.dialogs.progress is not faked');
      },
    },
    http: notFaked('http'),
    vfs: options.vfs ?? notFaked('vfs'),
    settings: { values: writableValue<Readonly<Record<string, unknown>>>({}), set: vi.fn(), locked: false },
    shellSettings: {
      desktop: { values: writableValue<Readonly<Record<string, unknown>>>({}), set: vi.fn(), locked: false },
      locale: { values: writableValue<Readonly<Record<string, unknown>>>({}), set: vi.fn(), locked: false },
    },
    i18n: {
      t: (key, values) => i18n.t(key, values),
      localize: (key, values) => ({
        get: () => i18n.t(key, values),
        subscribe(listener) {
          const changed = () => listener(i18n.t(key, values));
          i18n.on('languageChanged', changed);
          return toDisposable(() => i18n.off('languageChanged', changed));
        },
      }),
      // As the plugin host does: the plugin's strings in a namespace of their own, its id (for
      // each further plugin activated with this context, the id and a number).
      registerStrings: (strings) => {
        const taken = translationNamespaces(i18n).filter((name) => name.startsWith('test.plugin'));
        const name = taken.length === 0 ? 'test.plugin' : `test.plugin#${taken.length}`;
        return subscriptions.add(addTranslations(i18n, { [name]: strings }).registration);
      },
      addResources: (locale, resources) => {
        i18n.addResourceBundle(locale, 'test.plugin', resources, true, true);
        return subscriptions.add(toDisposable(() => i18n.removeResourceBundle(locale, 'test.plugin')));
      },
    },
    env,
    socket: notFaked('socket'),
    theme: notFaked('theme'),
    notifications,
    people,
    subscriptions,
  };

  /** The registered panel items, as the real panel host renders them: each view a component. */
  function PanelHost() {
    const items = useValue(panelItems);
    return items.map((item) => createElement(item.render, { key: item.id }));
  }

  return {
    ctx,
    dialogKinds,
    apps,
    windows,
    workspaces,
    env,
    people,
    notifications,
    catalog,
    running,
    windowList,
    profile,
    panelItems,
    trayItems,
    keybindings,
    keybindingList,
    i18n,
    /** Activates plugins on this context, in order. */
    async activate(...plugins: Plugin[]) {
      for (const plugin of plugins) await plugin.activate(ctx);
    },
    /** Renders the panel items in the document, translated by the bundled English tables. */
    renderPanel() {
      return render(createElement(TranslationProvider, { i18n }, createElement(PanelHost)));
    },
    /** Runs the keybinding registered under `id`, as its chord would. */
    press(id: string) {
      const binding = keybindings.get(id);
      if (!binding) throw new Error(`no keybinding ${id} is registered`);
      act(() => binding.run());
    },
    /** Deactivates the plugins: disposes what they registered, and lets React render it. */
    deactivate() {
      act(() => subscriptions.dispose());
    },
    /** Runs `fn` (a registration, say) and lets React render what it changed. */
    run<T>(fn: () => T): T {
      let result: T | undefined;
      act(() => {
        result = fn();
      });
      return result as T;
    },
    /** Sets a value and lets React render what it changed. */
    set<T>(value: WritableValue<T>, next: T) {
      act(() => value.set(next));
    },
  };
}

export type FakeContext = ReturnType<typeof fakeContext>;
