import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListedPackage, PackageMetadata } from '../../../server/contract';
import { toDisposable } from '../../../engine/core';
import { createPackageLoader, createScriptLoader, type Plugin } from '../../../engine/extensions';
import { definePlugin } from '../../../sdk';

const BASE = '/packages';

function pkg(name: string, files: string[]): PackageMetadata {
  return { name, type: 'application', title: { en_EN: name }, files };
}

/**
 * A package loader on a real script loader whose stylesheets load as soon as they are added, with
 * the modules the test serves and an activation it watches.
 */
function setUp(modules: Record<string, unknown>, activates: (plugin: Plugin) => Promise<boolean> = () => Promise.resolve(true)) {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) for (const node of mutation.addedNodes) node.dispatchEvent(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  const importModule = vi.fn((url: string) => (url in modules ? Promise.resolve(modules[url]) : Promise.reject(new Error(`${url} answered 404`))));
  const scripts = createScriptLoader({ document, importModule });
  const deactivated = vi.fn();
  const activate = vi.fn((plugin: Plugin) => ({ active: toDisposable(() => deactivated(plugin.id)), activated: activates(plugin) }));
  const loader = createPackageLoader({ scripts, activate, baseUrl: BASE });
  return { loader, scripts, importModule, activate, deactivated, stop: () => observer.disconnect() };
}

const orders = definePlugin({ id: 'acme.orders', activate: () => undefined });

afterEach(() => {
  document.head.replaceChildren();
});

describe('package loader', () => {
  it("loads a package's stylesheets and module from the package folder, and activates the module's plugin", async () => {
    const { loader, scripts, activate, stop } = setUp({ '/packages/Orders/dist/index.js': { default: orders } });
    await loader.load(pkg('Orders', ['dist/index.js', 'styles/orders.css']));
    stop();
    expect(activate).toHaveBeenCalledWith(orders);
    expect(scripts.count('/packages/Orders/dist/index.js')).toBe(1);
    expect(scripts.count('/packages/Orders/styles/orders.css')).toBe(1);
    expect(document.head.querySelector('link[href="/packages/Orders/styles/orders.css"]')).not.toBeNull();
  });

  it('encodes the package name and each path segment in the URL', async () => {
    const { loader, importModule, stop } = setUp({ '/packages/My%20App/a%20b/index.js': { default: orders } });
    await loader.load(pkg('My App', ['a b/index.js']));
    stop();
    expect(importModule).toHaveBeenCalledWith('/packages/My%20App/a%20b/index.js');
  });

  it('loads a package once, however often it is asked', async () => {
    const { loader, importModule, activate, stop } = setUp({ '/packages/Orders/index.js': { default: orders } });
    const orderPackage = pkg('Orders', ['index.js']);
    const first = loader.load(orderPackage);
    const second = loader.load(orderPackage);
    expect(second).toBe(first);
    await first;
    await loader.load(orderPackage);
    stop();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('loads a package of stylesheets only without activating anything', async () => {
    const { loader, activate, stop } = setUp({});
    await loader.load(pkg('Look', ['look.css']));
    stop();
    expect(activate).not.toHaveBeenCalled();
  });

  it.each([
    ['no default export', {}],
    ['a default export that is not a plugin', { default: { activate: () => undefined } }],
  ])('rejects a module with %s, saying so', async (_, module) => {
    const { loader, activate, stop } = setUp({ '/packages/Orders/index.js': module });
    await expect(loader.load(pkg('Orders', ['index.js']))).rejects.toThrow(
      '/packages/Orders/index.js does not export a plugin as its default (see definePlugin)',
    );
    stop();
    expect(activate).not.toHaveBeenCalled();
  });

  it("rejects when the plugin's activation failed", async () => {
    const { loader, stop } = setUp({ '/packages/Orders/index.js': { default: orders } }, () => Promise.resolve(false));
    await expect(loader.load(pkg('Orders', ['index.js']))).rejects.toThrow("plugin 'acme.orders' failed to activate");
    stop();
  });

  it('rejects with why a file failed to load, and tries again next time', async () => {
    const modules: Record<string, unknown> = {};
    const { loader, importModule, stop } = setUp(modules);
    const orderPackage = pkg('Orders', ['index.js']);
    await expect(loader.load(orderPackage)).rejects.toThrow('/packages/Orders/index.js answered 404');
    modules['/packages/Orders/index.js'] = { default: orders };
    await loader.load(orderPackage);
    stop();
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("refuses a package whose engines.atrium range this Atrium is not in, fetching none of its files", async () => {
    const { loader, importModule, activate, stop } = setUp({ '/packages/Future/index.js': { default: orders } });
    const message = 'Package "Future" needs Atrium ^9; this is Atrium 0.2.0';
    await expect(loader.load({ ...pkg('Future', ['index.js', 'future.css']), engines: { atrium: '^9' } })).rejects.toThrow(message);
    stop();
    expect(importModule).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
    expect(activate).not.toHaveBeenCalled();
    expect(loader.failures.get()).toEqual(new Map([['Future', message]]));
  });

  it('loads a package whose range this Atrium is in', async () => {
    const { loader, activate, stop } = setUp({ '/packages/Orders/index.js': { default: orders } });
    await loader.load({ ...pkg('Orders', ['index.js']), engines: { atrium: '^0.2' } });
    stop();
    expect(activate).toHaveBeenCalledWith(orders);
    expect(loader.failures.get()).toEqual(new Map());
  });

  it('keeps why each package last failed, until a load of it succeeds', async () => {
    const modules: Record<string, unknown> = {};
    const { loader, stop } = setUp(modules);
    const seen: string[][] = [];
    loader.failures.subscribe((failures) => seen.push([...failures.keys()]));
    await expect(loader.load(pkg('Orders', ['index.js']))).rejects.toThrow();
    await expect(loader.load(pkg('Stock', ['stock.js']))).rejects.toThrow();
    expect(loader.failures.get()).toEqual(
      new Map([
        ['Orders', '/packages/Orders/index.js answered 404'],
        ['Stock', '/packages/Stock/stock.js answered 404'],
      ]),
    );
    modules['/packages/Orders/index.js'] = { default: orders };
    await loader.load(pkg('Orders', ['index.js']));
    stop();
    expect(loader.failures.get()).toEqual(new Map([['Stock', '/packages/Stock/stock.js answered 404']]));
    expect(seen).toEqual([['Orders'], ['Orders', 'Stock'], ['Stock']]);
  });

  it('releases its files and deactivates its plugins when disposed', async () => {
    const { loader, scripts, deactivated, stop } = setUp({ '/packages/Orders/index.js': { default: orders } });
    await loader.load(pkg('Orders', ['index.js', 'orders.css']));
    stop();
    loader.dispose();
    expect(deactivated).toHaveBeenCalledWith('acme.orders');
    expect(scripts.count('/packages/Orders/index.js')).toBe(0);
    expect(scripts.count('/packages/Orders/orders.css')).toBe(0);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('undoes a failed load, releasing its files and deactivating what it activated, so that trying again starts clean', async () => {
    const extra: { default?: Plugin } = {};
    const { loader, scripts, activate, deactivated, stop } = setUp({ '/packages/Orders/index.js': { default: orders }, '/packages/Orders/extra.js': extra });
    const orderPackage = pkg('Orders', ['orders.css', 'index.js', 'extra.js']);
    await expect(loader.load(orderPackage)).rejects.toThrow('/packages/Orders/extra.js does not export a plugin');
    expect(deactivated).toHaveBeenCalledWith('acme.orders');
    expect(scripts.count('/packages/Orders/orders.css')).toBe(0);
    expect(scripts.count('/packages/Orders/index.js')).toBe(0);
    expect(document.head.querySelector('link')).toBeNull();
    extra.default = definePlugin({ id: 'acme.orders.extra', activate: () => undefined });
    await loader.load(orderPackage);
    stop();
    expect(activate.mock.calls.map(([plugin]) => plugin.id)).toEqual(['acme.orders', 'acme.orders', 'acme.orders.extra']);
    expect(scripts.count('/packages/Orders/orders.css')).toBe(1);
    expect(scripts.count('/packages/Orders/index.js')).toBe(1);
  });
});

describe('package loader, following the manifest', () => {
  const ordersAt = (revision: string): ListedPackage => ({ ...pkg('Orders', ['index.js', 'orders.css']), revision });
  const rebuilt = definePlugin({ id: 'acme.orders', activate: () => undefined });

  it('asks for the files with the revision the manifest gives', async () => {
    const { loader, importModule, stop } = setUp({ '/packages/Orders/index.js?rev=r1': { default: orders } });
    await loader.load(ordersAt('r1'));
    stop();
    expect(importModule).toHaveBeenCalledWith('/packages/Orders/index.js?rev=r1');
    expect(document.head.querySelector('link[href="/packages/Orders/orders.css?rev=r1"]')).not.toBeNull();
  });

  it('on a new revision, deactivates the old plugin, releases its files and imports the new build from a new URL', async () => {
    const { loader, scripts, importModule, activate, deactivated, stop } = setUp({
      '/packages/Orders/index.js?rev=r1': { default: orders },
      '/packages/Orders/index.js?rev=r2': { default: rebuilt },
    });
    await loader.load(ordersAt('r1'));
    const { unloaded, reloaded } = loader.refresh([ordersAt('r2')]);
    expect(unloaded).toEqual(['Orders']);
    expect(deactivated).toHaveBeenCalledWith('acme.orders');
    expect(scripts.count('/packages/Orders/index.js?rev=r1')).toBe(0);
    expect(document.head.querySelector('link[href="/packages/Orders/orders.css?rev=r1"]')).toBeNull();
    await reloaded;
    stop();
    expect(importModule.mock.calls.map(([url]) => url)).toEqual(['/packages/Orders/index.js?rev=r1', '/packages/Orders/index.js?rev=r2']);
    expect(activate.mock.calls.map(([plugin]) => plugin)).toEqual([orders, rebuilt]);
    expect(document.head.querySelector('link[href="/packages/Orders/orders.css?rev=r2"]')).not.toBeNull();
    // Loaded once more, it is the new build that holds.
    await loader.load(ordersAt('r2'));
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(deactivated).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the revision stays, and loads nothing that was not loaded', async () => {
    const { loader, importModule, activate, deactivated, stop } = setUp({ '/packages/Orders/index.js?rev=r1': { default: orders } });
    await loader.load(ordersAt('r1'));
    const { unloaded, reloaded } = loader.refresh([ordersAt('r1'), { ...pkg('Stock', ['stock.js']), revision: 's1' }]);
    await reloaded;
    stop();
    expect(unloaded).toEqual([]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(deactivated).not.toHaveBeenCalled();
  });

  it('unloads a package the manifest no longer lists', async () => {
    const { loader, scripts, deactivated, stop } = setUp({ '/packages/Orders/index.js?rev=r1': { default: orders } });
    await loader.load(ordersAt('r1'));
    const { unloaded, reloaded } = loader.refresh([]);
    await reloaded;
    stop();
    expect(unloaded).toEqual(['Orders']);
    expect(deactivated).toHaveBeenCalledWith('acme.orders');
    expect(scripts.count('/packages/Orders/index.js?rev=r1')).toBe(0);
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('undoes a load still under way when its revision changes, and keeps the newer one', async () => {
    let arrive: (module: unknown) => void = () => undefined;
    const first = new Promise((resolve) => (arrive = resolve));
    const { loader, activate, deactivated, importModule, stop } = setUp({ '/packages/Orders/index.js?rev=r2': { default: rebuilt } });
    importModule.mockImplementationOnce(() => first);
    const stale = loader.load(ordersAt('r1'));
    const { reloaded } = loader.refresh([ordersAt('r2')]);
    await reloaded;
    arrive({ default: orders });
    await stale;
    stop();
    // The stale build activated and was undone at once; the new one holds.
    expect(activate.mock.calls.map(([plugin]) => plugin)).toEqual([rebuilt, orders]);
    expect(deactivated).toHaveBeenCalledTimes(1);
    expect(loader.failures.get()).toEqual(new Map());
  });
});
