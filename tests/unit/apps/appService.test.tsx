import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppError,
  useApp,
  useWindow,
  type AppArgs,
  type Application,
  type AppRegistration,
  type AppService,
  type AppWindowOptions,
  type LaunchOptions,
  type WindowHandle,
} from '../../../engine/apps';
import { toDisposable, writableValue } from '../../../engine/core';
import { LOADING_DELAY_MS, WindowError } from '../../../engine/windows';
import { settle } from '../settle';
import { pkg, profileApp, profileWith, setUpApps } from './fixtures';

/** An application whose launch opens one window, id 'main', titled after it. */
function opener(name: string, more: Partial<AppRegistration> = {}, window: Partial<AppWindowOptions> = {}): AppRegistration {
  return { name, launch: (app) => void app.openWindow({ id: 'main', title: `${name} window`, content: name, ...window }), ...more };
}

/** A promise the test settles. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Launches `name` and fails the test when the launch fails. */
async function launch(apps: AppService, name: string, args?: AppArgs, options?: LaunchOptions): Promise<Application> {
  const app = await apps.launch(name, args, options);
  if (!app) throw new Error(`'${name}' did not launch`);
  return app;
}

function windowOf(app: Application, index = 0): WindowHandle {
  const handle = app.windows[index];
  if (!handle) throw new Error(`'${app.name}' has no window ${index}`);
  return handle;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('launching', () => {
  it('runs a registered application: an instance with a pid, its title in the current language, and its windows', async () => {
    const notes = pkg('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' }, icon: 'notes.svg' });
    const { apps, heard, record } = setUpApps({ manifest: [notes], locale: 'de_DE' });
    apps.register(opener('Notes'));
    const requested = heard('apps/launch-requested');
    const launched = heard('apps/launched');
    const app = await launch(apps, 'Notes', { greeting: 'hello' });
    expect(requested).toEqual([{ name: 'Notes' }]);
    expect(app).toMatchObject({ pid: 1, name: 'Notes', title: 'Notizen', args: { greeting: 'hello' }, metadata: notes });
    expect(record(windowOf(app).wid)).toMatchObject({ id: 'main', appId: 'Notes#1', title: 'Notes window', icon: 'notes.svg' });
    expect(apps.running.get()).toEqual([{ pid: 1, name: 'Notes', title: 'Notizen' }]);
    expect(launched).toEqual([{ pid: 1, name: 'Notes' }]);
  });

  it('follows a language switch: its title, the running list, and the windows it opened with its title', async () => {
    const notes = pkg('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' } });
    const { apps, locale, record } = setUpApps({ manifest: [notes] });
    apps.register({
      name: 'Notes',
      launch(app) {
        app.openWindow({ id: 'main', title: app.title, content: null });
        app.openWindow({ id: 'own', title: 'Inbox', content: null });
      },
    });
    const app = await launch(apps, 'Notes');
    const [main, own] = [windowOf(app, 0), windowOf(app, 1)];
    const heard: (readonly { title: string }[])[] = [];
    const following = apps.running.subscribe((running) => heard.push(running));

    locale.set('de_DE');
    expect(app.title).toBe('Notizen');
    expect(record(main.wid).title).toBe('Notizen');
    expect(record(own.wid).title).toBe('Inbox');
    await settle();
    expect(heard.at(-1)).toEqual([{ pid: app.pid, name: 'Notes', title: 'Notizen' }]);

    main.setTitle('Notes: draft');
    locale.set('en_EN');
    expect(record(main.wid).title).toBe('Notes: draft');
    following.dispose();
  });

  it('keeps a window titled with a value showing its current text', async () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Sandbox')] });
    const title = writableValue('Sandbox 1');
    apps.register(opener('Sandbox', {}, { title }));
    const app = await launch(apps, 'Sandbox');
    const { wid } = windowOf(app);
    expect(record(wid).title).toBe('Sandbox 1');
    title.set('Spielwiese 1');
    expect(record(wid).title).toBe('Spielwiese 1');
    app.destroy();
    title.set('Sandbox 1');
  });

  it('launches a new instance of an application that is not a singleton each time', async () => {
    const { apps, records } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register(opener('Sandbox'));
    const first = await launch(apps, 'Sandbox');
    const second = await launch(apps, 'Sandbox');
    expect(second.pid).not.toBe(first.pid);
    expect(apps.running.get().map((app) => app.pid)).toEqual([first.pid, second.pid]);
    expect(records().map((window) => window.appId)).toEqual([`Sandbox#${first.pid}`, `Sandbox#${second.pid}`]);
  });

  it('focuses a running singleton instead of launching it again', async () => {
    const { apps, windows, records, heard } = setUpApps({ manifest: [pkg('Notes', { singleton: true }), pkg('Sandbox')] });
    apps.register(opener('Notes'));
    apps.register(opener('Sandbox'));
    const notes = await launch(apps, 'Notes');
    await launch(apps, 'Sandbox');
    const launched = heard('apps/launched');
    const again = await launch(apps, 'Notes');
    expect(again).toBe(notes);
    expect(windows.getState().focused).toBe(windowOf(notes).wid);
    expect(records()).toHaveLength(2);
    expect(launched).toEqual([]);
  });

  it('restores and focuses a minimized singleton when it is launched again', async () => {
    const { apps, windows, record } = setUpApps({ manifest: [pkg('Notes', { singleton: true })] });
    apps.register(opener('Notes'));
    const notes = await launch(apps, 'Notes');
    const { wid } = windowOf(notes);
    windows.getState().minimize(wid);
    expect(record(wid).state.minimized).toBe(true);
    await launch(apps, 'Notes');
    expect(record(wid).state).toMatchObject({ minimized: false, focused: true });
  });

  it('restarts a running singleton when launched with restart', async () => {
    const { apps, records, heard } = setUpApps({ manifest: [pkg('Notes', { singleton: true })] });
    apps.register(opener('Notes'));
    const old = await launch(apps, 'Notes');
    const oldWindow = windowOf(old);
    const destroyed = heard('apps/destroyed');
    const fresh = await launch(apps, 'Notes', {}, { restart: true });
    expect(fresh.pid).not.toBe(old.pid);
    expect(destroyed).toEqual([{ pid: old.pid, name: 'Notes' }]);
    expect(oldWindow.open).toBe(false);
    expect(records().map((window) => window.appId)).toEqual([`Notes#${fresh.pid}`]);
    expect(apps.running.get().map((app) => app.pid)).toEqual([fresh.pid]);
  });

  it('waits for a launch that is still loading, so that a singleton is not launched twice', async () => {
    const loading = deferred();
    const { apps, loadPackage, records } = setUpApps({ manifest: [pkg('Notes', { singleton: true, files: ['index.js'] })] });
    loadPackage.mockImplementation(async () => {
      await loading.promise;
      apps.register(opener('Notes'));
    });
    const first = apps.launch('Notes');
    const second = apps.launch('Notes');
    await settle();
    expect(records()).toEqual([]);
    loading.resolve();
    const [one, two] = await Promise.all([first, second]);
    expect(one).not.toBeNull();
    expect(two).toBe(one);
    expect(loadPackage).toHaveBeenCalledTimes(1);
    expect(records()).toHaveLength(1);
  });

  it('waits for a singleton whose own launch is still running', async () => {
    const ready = deferred();
    const { apps, records } = setUpApps({ manifest: [pkg('Notes', { singleton: true })] });
    const launchNotes = vi.fn(async (app: Application) => {
      await ready.promise;
      app.openWindow({ title: 'Notes', content: null });
    });
    apps.register({ name: 'Notes', launch: launchNotes });
    const first = apps.launch('Notes');
    const second = apps.launch('Notes');
    ready.resolve();
    const [one, two] = await Promise.all([first, second]);
    expect(two).toBe(one);
    expect(launchNotes).toHaveBeenCalledTimes(1);
    expect(records()).toHaveLength(1);
  });

  it('launches a second instance of a loading application that is not a singleton once the first is up, loading it once', async () => {
    const loading = deferred();
    const { apps, loadPackage, records } = setUpApps({ manifest: [pkg('Sandbox', { files: ['index.js'] })] });
    loadPackage.mockImplementation(async () => {
      await loading.promise;
      apps.register(opener('Sandbox'));
    });
    const first = apps.launch('Sandbox');
    const second = apps.launch('Sandbox');
    loading.resolve();
    const [one, two] = await Promise.all([first, second]);
    expect(one?.pid).toBe(1);
    expect(two?.pid).toBe(2);
    expect(loadPackage).toHaveBeenCalledTimes(1);
    expect(records()).toHaveLength(2);
  });

  it('opens a data-defined app (profile type 2) in the Viewer, with its name, uuid and title', async () => {
    const { apps, loadPackage } = setUpApps({
      manifest: [pkg('Viewer', { hidden: true })],
      profileApps: [profileApp('Survey', { type: 2, uuid: 'u-7', title: 'Staff survey' })],
    });
    apps.register(opener('Viewer'));
    const app = await launch(apps, 'Survey', { page: 'start' });
    expect(app.name).toBe('Viewer');
    expect(app.args).toEqual({ page: 'start', app: 'Survey', appId: 'u-7', title: 'Staff survey' });
    expect(loadPackage).not.toHaveBeenCalled();
  });

  it('hands a page to the running application and focuses its window, instead of launching again', async () => {
    const { apps, windows, records } = setUpApps({ manifest: [pkg('Notes'), pkg('Sandbox')] });
    apps.register(opener('Notes'));
    apps.register(opener('Sandbox'));
    const notes = await launch(apps, 'Notes');
    const pages: unknown[] = [];
    notes.onDidRequestPage((page) => pages.push(page));
    await launch(apps, 'Sandbox');
    const again = await launch(apps, 'Notes', { page: 'intro', pageTitle: 'Introduction', pageIcon: '', fileId: 'f-1' });
    expect(again).toBe(notes);
    expect(pages).toEqual([{ page: 'intro', pageTitle: 'Introduction', pageIcon: undefined, fileId: 'f-1' }]);
    expect(windows.getState().focused).toBe(windowOf(notes).wid);
    expect(records()).toHaveLength(2);
  });

  it('launches a new instance for a page when restart is asked', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register(opener('Notes'));
    const old = await launch(apps, 'Notes');
    const pages: unknown[] = [];
    old.onDidRequestPage((page) => pages.push(page));
    const fresh = await launch(apps, 'Notes', { page: 'intro' }, { restart: true });
    expect(fresh).not.toBe(old);
    expect(fresh.args).toEqual({ page: 'intro' });
    expect(pages).toEqual([]);
    expect(apps.running.get().map((app) => app.pid)).toEqual([fresh.pid]);
  });

  it('launches an application that is not running with its page as args', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register(opener('Notes'));
    const app = await launch(apps, 'Notes', { page: 'intro', fileId: 'f-1' });
    expect(app.args).toEqual({ page: 'intro', fileId: 'f-1' });
  });

  it('loads a package whose code is not registered yet, then launches what it registered', async () => {
    const notes = pkg('Notes', { files: ['index.js', 'notes.css'] });
    const { apps, loadPackage } = setUpApps({ manifest: [notes] });
    loadPackage.mockImplementation(() => {
      apps.register(opener('Notes'));
      return Promise.resolve();
    });
    const app = await launch(apps, 'Notes');
    expect(loadPackage).toHaveBeenCalledWith(notes);
    expect(app.windows).toHaveLength(1);
  });
});

describe('launch failures', () => {
  it("tells a user without access: 'You don't have access to {app} App'", async () => {
    const payroll = pkg('Payroll', { defaultAppforOrgs: false, title: { en_EN: 'Payroll Suite' } });
    const { apps, failures, heard, loadPackage, records } = setUpApps({ manifest: [payroll] });
    apps.register(opener('Payroll'));
    const failed = heard('apps/launch-failed');
    expect(await apps.launch('Payroll')).toBeNull();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: 'ERR_ACCESS_DENIED', message: "You don't have access to Payroll Suite App" });
    expect(failed).toEqual([{ name: 'Payroll', code: 'ERR_ACCESS_DENIED', message: "You don't have access to Payroll Suite App" }]);
    expect(loadPackage).not.toHaveBeenCalled();
    expect(records()).toEqual([]);
  });

  it("launches an application in the user's app list", async () => {
    const { apps, failures } = setUpApps({ manifest: [pkg('Payroll', { defaultAppforOrgs: false })], profileApps: [profileApp('Payroll')] });
    apps.register(opener('Payroll'));
    expect(await apps.launch('Payroll')).not.toBeNull();
    expect(failures).toEqual([]);
  });

  it('refuses a desktop-only application on a mobile user agent with ERR_DESKTOP_ONLY', async () => {
    const { apps, failures } = setUpApps({ manifest: [pkg('Studio', { desktopOnly: true })], mobileAgent: true });
    apps.register(opener('Studio'));
    expect(await apps.launch('Studio')).toBeNull();
    expect(failures[0]).toMatchObject({
      code: 'ERR_DESKTOP_ONLY',
      message: 'Desktop Only – This application can only be accessed from a desktop or laptop device.',
    });
  });

  it('starts a desktop-only application on a desktop, and any other one on a mobile agent', async () => {
    const desktop = setUpApps({ manifest: [pkg('Studio', { desktopOnly: true })] });
    desktop.apps.register(opener('Studio'));
    const mobile = setUpApps({ manifest: [pkg('Notes')], mobileAgent: true });
    mobile.apps.register(opener('Notes'));
    expect(await desktop.apps.launch('Studio')).not.toBeNull();
    expect(await mobile.apps.launch('Notes')).not.toBeNull();
  });

  it('reports ERR_PACKAGE_NOT_FOUND for a name the manifest does not list', async () => {
    const { apps, failures, heard } = setUpApps();
    const failed = heard('apps/launch-failed');
    expect(await apps.launch('Ghost')).toBeNull();
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_NOT_FOUND', appName: 'Ghost' });
    expect(failed).toEqual([{ name: 'Ghost', code: 'ERR_PACKAGE_NOT_FOUND', message: "Package Metadata 'Ghost' not found" }]);
  });

  it('reports ERR_PACKAGE_NO_RUNTIME for a package with no registered code and no files', async () => {
    const { apps, failures, loadPackage } = setUpApps({ manifest: [pkg('Empty')] });
    expect(await apps.launch('Empty')).toBeNull();
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_NO_RUNTIME', message: "Package Runtime 'Empty' not found" });
    expect(loadPackage).not.toHaveBeenCalled();
  });

  it('reports ERR_PACKAGE_NO_RUNTIME when its files loaded but registered nothing', async () => {
    const { apps, failures, loadPackage } = setUpApps({ manifest: [pkg('Hollow', { files: ['index.js'] })] });
    expect(await apps.launch('Hollow')).toBeNull();
    expect(loadPackage).toHaveBeenCalledTimes(1);
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_NO_RUNTIME', appName: 'Hollow' });
  });

  it("reports ERR_PACKAGE_LOAD with the loader's message, and tries to load again at the next launch", async () => {
    const cause = new Error('index.js answered 404 Not Found');
    const { apps, failures, loadPackage } = setUpApps({ manifest: [pkg('Notes', { files: ['index.js'] })] });
    loadPackage.mockRejectedValueOnce(cause).mockImplementationOnce(() => {
      apps.register(opener('Notes'));
      return Promise.resolve();
    });
    expect(await apps.launch('Notes')).toBeNull();
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_LOAD', message: "Package Loading 'Notes' failed: index.js answered 404 Not Found" });
    expect(failures[0]?.cause).toBe(cause);
    expect(await apps.launch('Notes')).not.toBeNull();
    expect(loadPackage).toHaveBeenCalledTimes(2);
  });

  it('reports ERR_PACKAGE_LOAD for a loader that rejects with a string', async () => {
    const { apps, failures, loadPackage } = setUpApps({ manifest: [pkg('Notes', { files: ['index.js'] })] });
    loadPackage.mockImplementation(() => Promise.reject('offline' as unknown as Error));
    await apps.launch('Notes');
    expect(failures[0]?.message).toBe("Package Loading 'Notes' failed: offline");
  });

  it('reports ERR_PACKAGE_EXCEPTION when launch throws, and destroys the half-made instance with its windows', async () => {
    const boom = new Error('boom');
    const { apps, failures, heard, records } = setUpApps({ manifest: [pkg('Broken')] });
    apps.register({
      name: 'Broken',
      launch(app) {
        app.openWindow({ title: 'Half', content: null });
        throw boom;
      },
    });
    const requested = heard('apps/launch-requested');
    const launched = heard('apps/launched');
    const destroyed = heard('apps/destroyed');
    expect(await apps.launch('Broken')).toBeNull();
    expect(requested).toEqual([{ name: 'Broken' }]);
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_EXCEPTION', message: "An exception occured in 'Broken'" });
    expect(failures[0]?.cause).toBe(boom);
    expect(records()).toEqual([]);
    expect(apps.running.get()).toEqual([]);
    expect(launched).toEqual([]);
    expect(destroyed).toEqual([{ pid: 1, name: 'Broken' }]);
  });

  it('reports ERR_PACKAGE_EXCEPTION when launch rejects, and destroys the half-made instance', async () => {
    const { apps, failures, records } = setUpApps({ manifest: [pkg('Broken')] });
    const released = vi.fn();
    apps.register({
      name: 'Broken',
      async launch(app) {
        app.subscriptions.add(toDisposable(released));
        app.openWindow({ title: 'Half', content: null });
        await Promise.resolve();
        throw new Error('rejected');
      },
    });
    expect(await apps.launch('Broken')).toBeNull();
    expect(failures[0]).toMatchObject({ code: 'ERR_PACKAGE_EXCEPTION' });
    expect((failures[0]?.cause as Error).message).toBe('rejected');
    expect(records()).toEqual([]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(apps.running.get()).toEqual([]);
  });
});

describe('registration', () => {
  it('refuses code for a package the manifest does not list with ERR_PACKAGE_NO_METADATA', () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    let error: unknown;
    try {
      apps.register(opener('Ghost'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ERR_PACKAGE_NO_METADATA', message: "Metadata not available for 'Ghost'" });
  });

  it('refuses a second registration under the same name', () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register(opener('Notes'));
    expect(() => apps.register(opener('Notes'))).toThrow("application 'Notes' is already registered");
  });

  it('disposing a registration stops new launches and leaves running instances alone', async () => {
    const { apps, failures } = setUpApps({ manifest: [pkg('Notes')] });
    const registration = apps.register(opener('Notes'));
    const running = await launch(apps, 'Notes');
    registration.dispose();
    expect(await apps.launch('Notes')).toBeNull();
    expect(failures[0]?.code).toBe('ERR_PACKAGE_NO_RUNTIME');
    expect(apps.running.get().map((app) => app.pid)).toEqual([running.pid]);
    expect(running.windows[0]?.open).toBe(true);
  });

  it('disposing a registration that was replaced leaves the newer one', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    const old = apps.register(opener('Notes'));
    old.dispose();
    apps.register(opener('Notes', {}, { title: 'Newer' }));
    old.dispose();
    const app = await launch(apps, 'Notes');
    expect(app.windows).toHaveLength(1);
  });
});

describe('a batch of launches', () => {
  /** `items` as an array that counts the reads of its elements (a scan reads each one). */
  function counted<T>(items: T[]) {
    const reads = { count: 0 };
    const array = new Proxy(items, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads.count += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return { array, reads };
  }

  it('opens 1,000 windows with one window-store update, reading the manifest and the profile once, not once per launch', () => {
    const packages = counted([...Array.from({ length: 30 }, (_, i) => pkg(`Other${i}`)), pkg('Sandbox')]);
    const profileApps = counted(Array.from({ length: 30 }, (_, i) => profileApp(`Other${i}`)));
    const { apps, windows, manifest, profile, records } = setUpApps({ manifest: packages.array });
    profile.set({ ...(profile.get() as NonNullable<ReturnType<typeof profile.get>>), apps: profileApps.array });
    apps.register({ name: 'Sandbox', launch: (app) => void app.openWindow({ id: 'main', title: 'Main', content: null }) });
    const updates = vi.fn();
    windows.subscribe(updates);
    packages.reads.count = 0;
    profileApps.reads.count = 0;

    windows.getState().batch(() => {
      for (let i = 0; i < 1000; i++) apps.launchSync('Sandbox');
    });
    expect(records()).toHaveLength(1000);
    expect(updates).toHaveBeenCalledTimes(1);
    expect(packages.reads.count).toBeLessThanOrEqual(packages.array.length);
    expect(profileApps.reads.count).toBeLessThanOrEqual(profileApps.array.length);

    // A new manifest is read again.
    manifest.set([pkg('Notes')]);
    apps.register({ name: 'Notes', launch: (app) => void app.openWindow({ id: 'main', title: 'Notes', content: null }) });
    expect(apps.launchSync('Notes').name).toBe('Notes');
    expect(() => apps.launchSync('Sandbox')).toThrow(AppError);
  });
});

describe('an application', () => {
  it('opens windows with ids unique within it (window-{wid} by default), ERR_WINDOW_ID_EXISTS otherwise', () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register({ name: 'Sandbox', launch: (app) => void app.openWindow({ id: 'main', title: 'Main', content: null }) });
    const app = apps.launchSync('Sandbox');
    const other = apps.launchSync('Sandbox');
    const unnamed = app.openWindow({ title: 'Unnamed', content: null });
    expect(unnamed.id).toBe(`window-${unnamed.wid}`);
    expect(record(unnamed.wid).id).toBe(unnamed.id);
    expect(() => app.openWindow({ id: 'main', title: 'Again', content: null })).toThrow(WindowError);
    expect(other.windows.map((handle) => handle.id)).toEqual(['main']);
    expect(app.windows.map((handle) => handle.id)).toEqual(['main', unnamed.id]);
  });

  it("gives a window's content its window and application through useWindow() and useApp()", () => {
    const { apps, host } = setUpApps({ manifest: [pkg('Notes')] });
    function Probe() {
      const window = useWindow();
      const app = useApp();
      return (
        <p>
          {app.name} #{app.pid} in {window.id}
        </p>
      );
    }
    apps.register({ name: 'Notes', launch: (app) => void app.openWindow({ id: 'main', title: 'Notes', content: <Probe /> }) });
    const app = apps.launchSync('Notes');
    render(<>{host.content(windowOf(app).wid)}</>);
    expect(screen.getByText('Notes #1 in main')).toBeTruthy();
  });

  it('destroys an application that opened no window by the time its launch settled, unless background', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Idle'), pkg('Daemon')] });
    apps.register({ name: 'Idle', launch: () => undefined });
    apps.register({ name: 'Daemon', launch: () => Promise.resolve(), background: true });
    await apps.launch('Idle');
    await apps.launch('Daemon');
    expect(apps.running.get().map((app) => app.name)).toEqual(['Daemon']);
  });

  it('names the window options it was given, and the package icon unless it has its own', () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Notes', { icon: 'notes.svg' })] });
    apps.register({ name: 'Notes', launch: () => undefined, background: true });
    const app = apps.launchSync('Notes');
    const plain = app.openWindow({ title: 'Plain', content: null, breadcrumb: ['Orders'], dimension: { width: 300, height: 200 } });
    const own = app.openWindow({ title: 'Own', content: null, icon: 'own.svg' });
    const none = app.openWindow({ title: 'None', content: null, icon: null });
    expect(record(plain.wid)).toMatchObject({ icon: 'notes.svg', breadcrumb: ['Orders'], state: { dimension: { width: 300, height: 200 } } });
    expect(record(own.wid).icon).toBe('own.svg');
    expect(record(none.wid).icon).toBeNull();
  });

  it('changes its windows through their handles: title, breadcrumb, loading after the delay, focus', () => {
    vi.useFakeTimers();
    const { apps, record, windows } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({ name: 'Notes', launch: () => undefined, background: true });
    const app = apps.launchSync('Notes');
    const first = app.openWindow({ title: 'First', content: null });
    const second = app.openWindow({ title: 'Second', content: null });
    first.setTitle('Renamed');
    first.setBreadcrumb(['Orders', '1042']);
    first.setLoading(true);
    expect(record(first.wid).state.loading).toBe(false);
    vi.advanceTimersByTime(LOADING_DELAY_MS);
    expect(record(first.wid)).toMatchObject({ title: 'Renamed', breadcrumb: ['Orders', '1042'], state: { loading: true } });
    first.setLoading(false);
    expect(record(first.wid).state.loading).toBe(false);
    expect(windows.getState().focused).toBe(second.wid);
    first.focus();
    expect(windows.getState().focused).toBe(first.wid);
    windows.getState().minimize(first.wid);
    first.focus();
    expect(record(first.wid).state).toMatchObject({ minimized: false, focused: true });
    expect(first.app).toBe(app);
  });

  it('closes a window through its handle, telling onDidClose once', () => {
    const { apps, windows } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({ name: 'Notes', launch: () => undefined, background: true });
    const app = apps.launchSync('Notes');
    const keep = app.openWindow({ title: 'Keep', content: null });
    const handle = app.openWindow({ title: 'Close me', content: null });
    const closed = vi.fn();
    handle.onDidClose(closed);
    handle.close();
    handle.close();
    expect(handle.open).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(windows.getState().windows.get(handle.wid)).toBeUndefined();
    expect(app.windows).toEqual([keep]);
  });

  it('is destroyed when its last window closes', async () => {
    const { apps, heard } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({
      name: 'Notes',
      launch(app) {
        app.openWindow({ title: 'One', content: null });
        app.openWindow({ title: 'Two', content: null });
      },
    });
    const app = await launch(apps, 'Notes');
    const destroyed = heard('apps/destroyed');
    const onDestroy = vi.fn();
    app.onDidDestroy(onDestroy);
    windowOf(app, 0).close();
    expect(apps.running.get()).toHaveLength(1);
    windowOf(app, 0).close();
    expect(apps.running.get()).toEqual([]);
    expect(destroyed).toEqual([{ pid: app.pid, name: 'Notes' }]);
    expect(onDestroy).toHaveBeenCalledTimes(1);
  });

  it('keeps running without windows when it runs in the background', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Sync')] });
    apps.register(opener('Sync', { background: true }));
    const app = await launch(apps, 'Sync');
    windowOf(app).close();
    expect(apps.running.get().map((running) => running.pid)).toEqual([app.pid]);
    app.destroy();
    expect(apps.running.get()).toEqual([]);
  });

  it('closes a child window with its parent, telling both handles', () => {
    const { apps, records } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({ name: 'Notes', background: true, launch: () => undefined });
    const app = apps.launchSync('Notes');
    const parent = app.openWindow({ title: 'Parent', content: null });
    const child = app.openWindow({ title: 'Child', content: null, parent: parent.wid });
    const closed: string[] = [];
    parent.onDidClose(() => closed.push('parent'));
    child.onDidClose(() => closed.push('child'));
    parent.close();
    expect(records()).toEqual([]);
    expect(closed.sort()).toEqual(['child', 'parent']);
    expect(app.windows).toEqual([]);
  });

  it('destroyed, closes its windows (children too), releases its sockets and workers and tells the bus', async () => {
    const { apps, heard, records } = setUpApps({ manifest: [pkg('Chat')] });
    const socket = { dispose: vi.fn() };
    const worker = { dispose: vi.fn() };
    apps.register({
      name: 'Chat',
      launch(app) {
        const main = app.openWindow({ id: 'main', title: 'Chat', content: null });
        app.openWindow({ id: 'dialog', title: 'Settings', content: null, parent: main.wid });
        app.openWindow({ id: 'other', title: 'Contacts', content: null });
        app.subscriptions.add(socket);
        app.subscriptions.add(worker);
      },
    });
    const app = await launch(apps, 'Chat');
    const handles = app.windows;
    const closed = vi.fn();
    for (const handle of handles) handle.onDidClose(closed);
    const destroyed = heard('apps/destroyed');
    const onDestroy = vi.fn();
    app.onDidDestroy(onDestroy);
    apps.kill(app.pid);
    app.destroy();
    expect(records()).toEqual([]);
    expect(handles.map((handle) => handle.open)).toEqual([false, false, false]);
    expect(closed).toHaveBeenCalledTimes(3);
    expect(socket.dispose).toHaveBeenCalledTimes(1);
    expect(worker.dispose).toHaveBeenCalledTimes(1);
    expect(onDestroy).toHaveBeenCalledTimes(1);
    expect(destroyed).toEqual([{ pid: app.pid, name: 'Chat' }]);
    expect(apps.running.get()).toEqual([]);
    expect(() => app.openWindow({ title: 'Late', content: null })).toThrow('is destroyed');
  });

  it('restores its windows from the session by their id: position, size, maximized, minimized', async () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({
      name: 'Notes',
      launch(app) {
        app.openWindow({ id: 'main', title: 'Main', content: null, dimension: { width: 300, height: 200 } });
        app.openWindow({ id: 'side', title: 'Side', content: null });
        app.openWindow({ id: 'new', title: 'New', content: null, position: { left: 5, top: 6 } });
      },
    });
    const app = await launch(apps, 'Notes', {}, {
      restore: [
        { id: 'main', maximized: true, minimized: false, position: { left: 120, top: 80 }, dimension: { width: 500, height: 400 } },
        { id: 'side', maximized: false, minimized: true, position: { left: 40, top: 50 }, dimension: { width: 320, height: 240 } },
        { id: 'gone', maximized: false, minimized: false, position: { left: 1, top: 1 }, dimension: { width: 200, height: 200 } },
      ],
    });
    const [main, side, fresh] = app.windows.map((handle) => record(handle.wid).state);
    expect(main).toMatchObject({ position: { left: 120, top: 80 }, dimension: { width: 500, height: 400 }, maximized: true, minimized: false });
    expect(side).toMatchObject({ position: { left: 40, top: 50 }, dimension: { width: 320, height: 240 }, maximized: false, minimized: true });
    expect(fresh).toMatchObject({ position: { left: 5, top: 6 }, maximized: false, minimized: false });
  });

  it('applies firstWindow overrides to the first window it opens, and only to that one', () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register({
      name: 'Sandbox',
      launch(app) {
        app.openWindow({ title: 'First', content: null });
        app.openWindow({ title: 'Second', content: null });
      },
    });
    const app = apps.launchSync('Sandbox', {}, {
      firstWindow: { title: 'Scripted', breadcrumb: ['Step 1'], position: { left: 200, top: 150 }, dimension: { width: 420, height: 300 } },
    });
    expect(record(windowOf(app, 0).wid)).toMatchObject({
      title: 'Scripted',
      breadcrumb: ['Step 1'],
      state: { position: { left: 200, top: 150 }, dimension: { width: 420, height: 300 } },
    });
    expect(record(windowOf(app, 1).wid).title).toBe('Second');
  });

  it("overrides only what firstWindow names, keeping the rest of the application's window options", () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register({
      name: 'Sandbox',
      launch: (app) =>
        void app.openWindow({
          title: 'Own',
          content: null,
          position: { left: 50, top: 60 },
          dimension: { width: 420, height: 300 },
          attributes: { resizable: false },
        }),
    });
    const app = apps.launchSync('Sandbox', {}, { firstWindow: { position: { left: 200 }, dimension: {}, attributes: { modal: true } } });
    expect(record(windowOf(app).wid)).toMatchObject({
      title: 'Own',
      attributes: { resizable: false, modal: true },
      state: { position: { left: 200, top: 60 }, dimension: { width: 420, height: 300 } },
    });
  });

  it('opens a window with firstWindow.parent as the child of that window', () => {
    const { apps, record } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register(opener('Sandbox'));
    const parent = windowOf(apps.launchSync('Sandbox'));
    const child = windowOf(apps.launchSync('Sandbox', {}, { firstWindow: { parent: parent.wid } }));
    expect(record(child.wid).parent).toBe(parent.wid);
    expect(record(parent.wid).children).toEqual([child.wid]);
  });
});

describe('launchSync', () => {
  it('launches at once', () => {
    const { apps, records } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register(opener('Sandbox'));
    const app = apps.launchSync('Sandbox');
    expect(app.windows).toHaveLength(1);
    expect(records()).toHaveLength(1);
  });

  it('throws what launch would report, without telling the user', () => {
    const { apps, reportFailure } = setUpApps({ manifest: [pkg('Broken')] });
    apps.register({
      name: 'Broken',
      launch: () => {
        throw new Error('boom');
      },
    });
    expect(() => apps.launchSync('Ghost')).toThrow(expect.objectContaining({ code: 'ERR_PACKAGE_NOT_FOUND' }) as Error);
    expect(() => apps.launchSync('Broken')).toThrow(expect.objectContaining({ code: 'ERR_PACKAGE_EXCEPTION' }) as Error);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('refuses an application whose code must load first; the load goes on and a failure is told as launch tells it', async () => {
    const { apps, failures } = setUpApps({ manifest: [pkg('Notes', { files: ['index.js'] })] });
    expect(() => apps.launchSync('Notes')).toThrow("'Notes' cannot launch synchronously");
    await settle();
    expect(failures.map((failure) => failure.code)).toEqual(['ERR_PACKAGE_NO_RUNTIME']);
  });
});

describe('attempt', () => {
  it('rejects with the AppError instead of telling the user', async () => {
    const { apps, reportFailure } = setUpApps();
    await expect(apps.attempt('Ghost')).rejects.toMatchObject({ code: 'ERR_PACKAGE_NOT_FOUND' });
    expect(reportFailure).not.toHaveBeenCalled();
  });
});

describe('running applications', () => {
  it('kill destroys one instance; an unknown pid is ignored', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Sandbox')] });
    apps.register(opener('Sandbox'));
    const first = await launch(apps, 'Sandbox');
    const second = await launch(apps, 'Sandbox');
    apps.kill(first.pid);
    apps.kill(999);
    expect(apps.running.get().map((app) => app.pid)).toEqual([second.pid]);
  });

  it('killAll destroys every instance and closes every window in one change', async () => {
    const { apps, windows, records, heard } = setUpApps({ manifest: [pkg('Sandbox'), pkg('Notes')] });
    apps.register(opener('Sandbox'));
    apps.register(opener('Notes'));
    const all = [await launch(apps, 'Sandbox'), await launch(apps, 'Sandbox'), await launch(apps, 'Notes')];
    const handles = all.flatMap((app) => app.windows);
    const closed = vi.fn();
    for (const handle of handles) handle.onDidClose(closed);
    const destroyed = heard('apps/destroyed');
    const changes = vi.fn();
    windows.subscribe(changes);
    apps.killAll();
    expect(records()).toEqual([]);
    expect(apps.running.get()).toEqual([]);
    expect(destroyed.map((event) => event.pid)).toEqual(all.map((app) => app.pid));
    expect(changes).toHaveBeenCalledTimes(1);
    expect(handles.map((handle) => handle.open)).toEqual([false, false, false]);
    expect(closed).toHaveBeenCalledTimes(3);
  });

  it('reload destroys an instance and launches it again with the same args', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register(opener('Notes'));
    const old = await launch(apps, 'Notes', { page: 'intro' });
    const reloaded = await apps.reload(old.pid);
    expect(reloaded?.pid).not.toBe(old.pid);
    expect(reloaded?.args).toEqual({ page: 'intro' });
    expect(apps.running.get().map((app) => app.pid)).toEqual([reloaded?.pid]);
    expect(await apps.reload(999)).toBeNull();
  });

  it('relaunch launches each instance of an app again on the registration it has now, with its args, its windows where they were', async () => {
    const { apps, windows, records } = setUpApps({ manifest: [pkg('Notes'), pkg('Sandbox')] });
    const build = apps.register(opener('Notes'));
    apps.register(opener('Sandbox'));
    const intro = await launch(apps, 'Notes', { text: 'intro' });
    await launch(apps, 'Notes', { text: 'outro' });
    const sandbox = await launch(apps, 'Sandbox');
    windows.getState().move(intro.windows[0]?.wid ?? -1, { left: 300, top: 200 });
    // The package was rebuilt: its plugin registered the app anew.
    build.dispose();
    const rebuilt = opener('Notes', {}, { title: 'Notes rebuilt' });
    const launchedWith: AppArgs[] = [];
    apps.register({ ...rebuilt, launch: (app) => (launchedWith.push(app.args), rebuilt.launch(app)) });
    await apps.relaunch('Notes');
    expect(launchedWith).toEqual([{ text: 'intro' }, { text: 'outro' }]);
    expect(apps.running.get().map((app) => app.name)).toEqual(['Sandbox', 'Notes', 'Notes']);
    expect(apps.running.get()[0]?.pid).toBe(sandbox.pid);
    expect(records().map((record) => record.title)).toEqual(['Sandbox window', 'Notes rebuilt', 'Notes rebuilt']);
    expect(records()[1]?.state.position).toEqual({ left: 300, top: 200 });
  });

  it('tells the running value of instances as they come and go', async () => {
    const { apps } = setUpApps({ manifest: [pkg('Notes', { title: { en_EN: 'My notes' } })] });
    apps.register(opener('Notes'));
    const seen: string[][] = [];
    apps.running.subscribe((running) => seen.push(running.map((app) => `${app.pid}:${app.title}`)));
    const app = await launch(apps, 'Notes');
    await settle();
    app.destroy();
    expect(apps.running.get()).toEqual([]);
    await settle();
    expect(seen).toEqual([['1:My notes'], []]);
  });
});

describe('the catalog', () => {
  it('lists the visible applications and follows the manifest, the profile and the language', () => {
    const { apps, manifest, profile, locale } = setUpApps({
      manifest: [pkg('Notes', { title: { en_EN: 'Notes', de_DE: 'Notizen' } }), pkg('Payroll', { defaultAppforOrgs: false })],
    });
    const titles = () => apps.catalog.get().map((entry) => entry.title);
    expect(titles()).toEqual(['Notes']);
    profile.set(profileWith([profileApp('Payroll')]));
    expect(titles()).toEqual(['Notes', 'Payroll']);
    locale.set('de_DE');
    expect(titles()).toEqual(['Notizen', 'Payroll']);
    manifest.set([pkg('Clock')]);
    expect(titles()).toEqual(['Clock']);
    profile.set(null);
    expect(titles()).toEqual(['Clock']);
  });

  it('stops following them, and closes every application, once the service is disposed', async () => {
    const { apps, manifest, windows } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register({ name: 'Notes', launch: (app) => void app.openWindow({ title: 'Notes', content: null }) });
    await apps.launch('Notes');
    apps.dispose();
    manifest.set([pkg('Clock')]);
    expect(apps.catalog.get().map((entry) => entry.name)).toEqual(['Notes']);
    expect(apps.running.get()).toEqual([]);
    expect(windows.getState().windows.wids()).toEqual([]);
  });
});

describe('the session', () => {
  it('holds each sessionable application with its sessionable windows, args emptied', async () => {
    const { apps, windows } = setUpApps({ manifest: [pkg('Notes'), pkg('Clock')] });
    apps.register({
      name: 'Notes',
      launch(app) {
        app.openWindow({ id: 'main', title: 'Main', content: null, position: { left: 100, top: 50 }, dimension: { width: 400, height: 300 } });
        app.openWindow({ id: 'tool', title: 'Tool', content: null, attributes: { sessionable: false } });
      },
    });
    apps.register(opener('Clock', { sessionable: false }));
    const notes = await launch(apps, 'Notes', { page: 'intro' });
    await launch(apps, 'Clock');
    windows.getState().maximize(windowOf(notes).wid);
    expect(apps.session()).toEqual([
      {
        name: 'Notes',
        args: {},
        windows: [{ id: 'main', maximized: true, minimized: false, position: { left: 100, top: 50 }, dimension: { width: 400, height: 300 }, workspace: 'main' }],
      },
    ]);
  });

  it('changes when applications come and go and when their windows change, and not otherwise', async () => {
    const { apps, windows } = setUpApps({ manifest: [pkg('Notes')] });
    apps.register(opener('Notes'));
    const changes = vi.fn();
    apps.sessionChanged.subscribe(changes);
    const afterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    windows.getState().create({ appId: 'desktop-widget' });
    await afterTask();
    expect(changes).not.toHaveBeenCalled();
    const app = await launch(apps, 'Notes');
    await afterTask();
    const launched = changes.mock.calls.length;
    expect(launched).toBeGreaterThan(0);
    windows.getState().move(windowOf(app).wid, { left: 300, top: 200 });
    windows.getState().move(windowOf(app).wid, { left: 310, top: 200 });
    expect(changes.mock.calls.length).toBe(launched);
    await afterTask();
    // Once for both moves: the change is told after the task that made it.
    expect(changes.mock.calls.length).toBe(launched + 1);
    app.destroy();
    await afterTask();
    expect(changes.mock.calls.length).toBe(launched + 2);
  });
});
