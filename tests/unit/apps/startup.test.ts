import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Manifest, ProfileApp, Session, WindowSession } from '../../../server/contract';
import { SESSION_SAVE_DEBOUNCE_MS, startApplications, type AppArgs, type AppRegistration } from '../../../engine/apps';
import { backoffDelay } from '../../../engine/core';
import type { HttpClient } from '../../../engine/http';
import { pkg, profileApp, setUpApps } from './fixtures';

const GET_SESSION = 'v1/user/me/getsession';
const UPDATE_SESSION = 'v1/user/me/updatesession';

/** An application whose launch opens one window, id 'main', and notes the args it was given. */
const opener = (name: string, args: AppArgs[]): AppRegistration => ({
  name,
  launch(app) {
    args.push(app.args);
    app.openWindow({ id: 'main', title: name, content: null });
  },
});

const at = (left: number, top: number, more: Partial<WindowSession> = {}): WindowSession => ({
  id: 'main',
  maximized: false,
  minimized: false,
  position: { left, top },
  dimension: { width: 400, height: 300 },
  ...more,
});

interface Request {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

interface StartSetup {
  manifest: Manifest;
  /** What the server has saved; a function to make the answer wait or fail. */
  session?: Session | (() => Promise<Session>);
  url?: string;
  profileApps?: readonly ProfileApp[];
  blackListed?: Record<string, boolean>;
  /** Answers the save; resolves by default. */
  save?: () => Promise<unknown>;
  /** Registrations to use instead of the one-window opener, by name. */
  registrations?: readonly AppRegistration[];
  /** The session's load as the desktop sent it ahead. */
  ahead?: Promise<Session>;
}

/** The desktop's start on a real application service, with a server that records what it is sent. */
function start(setup: StartSetup) {
  const services = setUpApps({ manifest: setup.manifest, profileApps: setup.profileApps ?? [] });
  const args: AppArgs[] = [];
  for (const entry of setup.manifest) {
    services.apps.register(setup.registrations?.find((registration) => registration.name === entry.name) ?? opener(entry.name, args));
  }
  const requests: Request[] = [];
  const session = setup.session ?? [];
  const http: Pick<HttpClient, 'request'> = {
    request<T>(method: string, path: string, body?: Record<string, unknown>) {
      requests.push({ method, path, body });
      if (path === GET_SESSION) return (typeof session === 'function' ? session() : Promise.resolve(session)) as Promise<T>;
      return (setup.save ? setup.save() : Promise.resolve([])) as Promise<T>;
    },
  };
  const log = { warn: vi.fn() };
  const cleared = vi.fn((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const launchedNames = services.heard('apps/launched');
  const startup = startApplications({
    apps: services.apps,
    http,
    session: setup.ahead,
    bus: services.bus,
    url: new URL(setup.url ?? 'https://atrium.test/'),
    manifest: setup.manifest,
    profileApps: setup.profileApps ?? [],
    blackListed: setup.blackListed ?? {},
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: cleared,
    random: () => 0,
    log,
  });
  const saves = () => requests.filter((request) => request.path === UPDATE_SESSION).map((request) => request.body?.data);
  const launched = () => launchedNames.map((event) => event.name);
  return { ...services, startup, requests, saves, launched, args, log, cleared };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('restoring the session', () => {
  it('launches the saved applications in order, with their windows where they were', async () => {
    const { startup, launched, apps, record } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: [
        { name: 'Orders', args: {}, windows: [at(120, 80, { maximized: true })] },
        { name: 'Notes', args: {}, windows: [at(300, 200)] },
      ],
    });
    await startup.restored;
    expect(launched()).toEqual(['Orders', 'Notes']);
    const [orders, notes] = apps.session();
    expect(orders).toMatchObject({ name: 'Orders', windows: [at(120, 80, { maximized: true })] });
    expect(notes).toMatchObject({ name: 'Notes', windows: [at(300, 200)] });
    expect(record(1).state.maximized).toBe(true);
    startup.dispose();
  });

  it("leaves out the user's blackListedApps and the ?app= application, which it launches with the other query values", async () => {
    const { startup, launched, apps, heard, args } = start({
      manifest: [pkg('Notes'), pkg('Orders'), pkg('Payroll')],
      session: [
        { name: 'Payroll', args: {}, windows: [] },
        { name: 'Notes', args: {}, windows: [at(300, 200)] },
        { name: 'Orders', args: {}, windows: [] },
      ],
      blackListed: { Payroll: true, Orders: false },
      url: 'https://atrium.test/?app=Notes&page=intro&fileId=7',
    });
    const failed = heard('apps/launch-failed');
    await startup.restored;
    expect(launched()).toEqual(['Orders', 'Notes']);
    expect(args).toEqual([{}, { page: 'intro', fileId: '7' }]);
    expect(apps.session().find((entry) => entry.name === 'Notes')?.windows[0]?.position).not.toEqual({ left: 300, top: 200 });
    expect(failed).toEqual([]);
    startup.dispose();
  });

  it('restores every instance of an app the session holds', async () => {
    const { startup, launched } = start({
      manifest: [pkg('Notes')],
      session: [
        { name: 'Notes', args: {}, windows: [at(100, 100)] },
        { name: 'Notes', args: {}, windows: [at(300, 200)] },
      ],
    });
    await startup.restored;
    expect(launched()).toEqual(['Notes', 'Notes']);
    startup.dispose();
  });

  it('passes the other query values to the ?app= application', async () => {
    const { startup, args } = start({ manifest: [pkg('Notes')], url: 'https://atrium.test/?page=intro&app=Notes&fileId=7' });
    await startup.restored;
    expect(args).toEqual([{ page: 'intro', fileId: '7' }]);
    startup.dispose();
  });

  it('skips an entry that fails to restore quietly, with a warning, and restores the rest', async () => {
    const { startup, launched, log, reportFailure } = start({
      manifest: [pkg('Notes')],
      session: [
        { name: 'Uninstalled', args: {}, windows: [] },
        { name: 'Notes', args: {}, windows: [] },
      ],
    });
    await startup.restored;
    expect(launched()).toEqual(['Notes']);
    expect(reportFailure).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith("Atrium: 'Uninstalled' was not restored", expect.objectContaining({ code: 'ERR_PACKAGE_NOT_FOUND' }));
    startup.dispose();
  });

  it('still launches the ?app= application when the saved session cannot be read', async () => {
    const { startup, launched, log } = start({
      manifest: [pkg('Notes')],
      session: () => Promise.reject(new Error('offline')),
      url: 'https://atrium.test/?app=Notes',
    });
    await startup.restored;
    expect(log.warn).toHaveBeenCalledWith('Atrium: the previous session could not be loaded; it is not saved over until a retry loads it', expect.any(Error));
    expect(launched()).toEqual(['Notes']);
    startup.dispose();
  });
});

describe('a session loaded ahead', () => {
  it('is what the first attempt restores, without asking again', async () => {
    const { startup, launched, requests } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: [{ name: 'Orders', args: {}, windows: [at(10, 10)] }],
      ahead: Promise.resolve([{ name: 'Notes', args: {}, windows: [at(300, 200)] }]),
    });
    await startup.restored;
    expect(launched()).toEqual(['Notes']);
    expect(requests.filter((request) => request.path === GET_SESSION)).toHaveLength(0);
    startup.dispose();
  });

  it('that failed is loaded anew by the retry', async () => {
    const { startup, launched, requests } = start({
      manifest: [pkg('Orders')],
      session: [{ name: 'Orders', args: {}, windows: [at(10, 10)] }],
      ahead: Promise.reject(new Error('503 Service Unavailable')),
    });
    await startup.restored;
    expect(launched()).toEqual([]);
    await vi.advanceTimersByTimeAsync(backoffDelay(1, () => 0));
    expect(requests.filter((request) => request.path === GET_SESSION)).toHaveLength(1);
    expect(launched()).toEqual(['Orders']);
    startup.dispose();
  });
});

describe('a session that cannot be loaded', () => {
  /** GET getsession fails `times` times, then answers `session`. */
  const failing = (times: number, session: Session) => {
    let failures = 0;
    return () => (failures++ < times ? Promise.reject(new Error('503 Service Unavailable')) : Promise.resolve(session));
  };
  const retryAfter = (failures: number) => backoffDelay(failures, () => 0);

  it('is not saved over: nothing is saved, on change or sign-out, until a retry with backoff loads it', async () => {
    const { startup, apps, bus, saves, requests, log } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: failing(2, [{ name: 'Notes', args: {}, windows: [at(300, 200)] }]),
    });
    await startup.restored;
    await apps.attempt('Orders');
    bus.emit('auth/logout-started', { join: () => undefined });
    await vi.advanceTimersByTimeAsync(retryAfter(1) - 1);
    expect(saves()).toEqual([]);
    expect(requests.map((request) => request.path)).toEqual([GET_SESSION]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests.map((request) => request.path)).toEqual([GET_SESSION, GET_SESSION]);
    await vi.advanceTimersByTimeAsync(retryAfter(2) - 1);
    expect(saves()).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    startup.dispose();
  });

  it('restores, when it loads late, the apps that are not running by then, and only then saves the desktop as it is', async () => {
    const { startup, apps, saves, launched } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: failing(1, [
        { name: 'Orders', args: {}, windows: [at(120, 80)] },
        { name: 'Notes', args: {}, windows: [at(300, 200)] },
      ]),
    });
    await startup.restored;
    await apps.attempt('Orders');
    await vi.advanceTimersByTimeAsync(retryAfter(1));
    expect(launched()).toEqual(['Orders', 'Notes']);
    expect(apps.session().find((entry) => entry.name === 'Notes')?.windows[0]?.position).toEqual({ left: 300, top: 200 });
    expect(apps.session().find((entry) => entry.name === 'Orders')?.windows[0]?.position).not.toEqual({ left: 120, top: 80 });
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([apps.session()]);
    startup.dispose();
  });

  it('tries no more once stopped', async () => {
    const { startup, requests } = start({ manifest: [pkg('Notes')], session: failing(1, []) });
    await startup.restored;
    startup.dispose();
    await vi.advanceTimersByTimeAsync(10 * retryAfter(10));
    expect(requests).toHaveLength(1);
  });
});

describe('autostart', () => {
  const manifest = [
    pkg('Clock', { autostart: true }),
    pkg('Second', { autostart: 'yes', precedence: 5 }),
    pkg('First', { autostart: 'y', precedence: 1 }),
    pkg('Third', { precedence: 9 }),
    pkg('Notes'),
  ];

  it('launches the autostart apps 1000 ms after the start, those with a precedence 750 ms apart in ascending order', async () => {
    const { startup, launched } = start({ manifest, profileApps: [profileApp('Third', { start_options: '{"autostart":"TRUE"}' })] });
    await startup.restored;
    await vi.advanceTimersByTimeAsync(999);
    expect(launched()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(launched()).toEqual(['Clock', 'First']);
    await vi.advanceTimersByTimeAsync(749);
    expect(launched()).toEqual(['Clock', 'First']);
    await vi.advanceTimersByTimeAsync(1);
    expect(launched()).toEqual(['Clock', 'First', 'Second']);
    await vi.advanceTimersByTimeAsync(750);
    expect(launched()).toEqual(['Clock', 'First', 'Second', 'Third']);
    startup.dispose();
  });

  it('does not launch an autostart app that is already running', async () => {
    const { startup, launched } = start({ manifest, session: [{ name: 'Clock', args: {}, windows: [] }] });
    await startup.restored;
    await vi.advanceTimersByTimeAsync(2500);
    expect(launched()).toEqual(['Clock', 'First', 'Second']);
    startup.dispose();
  });

  it('does not launch an autostart app a second time while its restore is still loading its package', async () => {
    let loaded: () => void = () => undefined;
    const clock = pkg('Clock', { autostart: true, files: ['main.js'] });
    const services = setUpApps({ manifest: [clock], loadPackage: () => new Promise<void>((resolve) => (loaded = resolve)) });
    const launched = services.heard('apps/launched');
    const startup = startApplications({
      apps: services.apps,
      http: { request: <T,>() => Promise.resolve([{ name: 'Clock', args: {}, windows: [] }] as T) },
      bus: services.bus,
      url: new URL('https://atrium.test/'),
      manifest: [clock],
      profileApps: [],
      blackListed: {},
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      random: () => 0,
      log: { warn: vi.fn() },
    });
    await vi.advanceTimersByTimeAsync(1000);
    services.apps.register({ name: 'Clock', launch: (app) => void app.openWindow({ id: 'main', title: 'Clock', content: null }) });
    loaded();
    await startup.restored;
    await vi.advanceTimersByTimeAsync(1500);
    expect(launched.map((event) => event.name)).toEqual(['Clock']);
    startup.dispose();
  });

  it('counts from the start however long the restore takes', async () => {
    let answer: (session: Session) => void = () => undefined;
    const { startup, launched } = start({ manifest, session: () => new Promise((resolve) => (answer = resolve)) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(launched()).toEqual(['Clock', 'First']);
    answer([]);
    await startup.restored;
    startup.dispose();
  });

  it('launches nothing once stopped', async () => {
    const { startup, launched } = start({ manifest });
    await startup.restored;
    startup.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(launched()).toEqual([]);
  });
});

describe('saving the session', () => {
  it('saves a change once, SESSION_SAVE_DEBOUNCE_MS after the last one', async () => {
    const { startup, apps, windows, saves } = start({ manifest: [pkg('Notes')] });
    await startup.restored;
    const notes = await apps.attempt('Notes');
    const wid = notes.windows[0]?.wid ?? 0;
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS - 100);
    windows.getState().move(wid, { left: 200, top: 100 });
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS - 1);
    expect(saves()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves()).toEqual([apps.session()]);
    expect(saves()[0]).toMatchObject([{ name: 'Notes', windows: [{ position: { left: 200, top: 100 } }] }]);
    startup.dispose();
  });

  it('does not save a session that did not change', async () => {
    const { startup, saves, requests } = start({
      manifest: [pkg('Notes')],
      // As this version saves it: a session from before workspaces gains its windows' workspace and is saved once.
      session: [{ name: 'Notes', args: {}, windows: [at(300, 200, { workspace: 'main' })] }],
    });
    await startup.restored;
    await vi.advanceTimersByTimeAsync(10 * SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
    expect(requests.map((request) => request.path)).toEqual([GET_SESSION]);
    startup.dispose();
  });

  it('does not save while restoring, so the session being restored is not overwritten', async () => {
    let answer: (session: Session) => void = () => undefined;
    const { startup, apps, saves } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: () => new Promise((resolve) => (answer = resolve)),
    });
    await apps.attempt('Orders');
    await vi.advanceTimersByTimeAsync(10 * SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
    answer([{ name: 'Notes', args: {}, windows: [] }]);
    await startup.restored;
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([[expect.objectContaining({ name: 'Orders' }), expect.objectContaining({ name: 'Notes' })]]);
    startup.dispose();
  });

  it("saves at once when sign-out starts ('auth/logout-started'), joining the save to the sign-out", async () => {
    const { startup, apps, bus, saves } = start({ manifest: [pkg('Notes')] });
    await startup.restored;
    await apps.attempt('Notes');
    const joined: Promise<unknown>[] = [];
    bus.emit('auth/logout-started', { join: (work) => void joined.push(work) });
    expect(joined).toHaveLength(1);
    await expect(joined[0]).resolves.toBeUndefined();
    expect(saves()).toEqual([apps.session()]);
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toHaveLength(1);
    startup.dispose();
  });

  it('waits, when sign-out starts during the load, for the load, then saves what it restored beside what was opened meanwhile', async () => {
    let answer: (session: Session) => void = () => undefined;
    const { startup, apps, bus, saves } = start({
      manifest: [pkg('Notes'), pkg('Orders')],
      session: () => new Promise((resolve) => (answer = resolve)),
    });
    await apps.attempt('Orders');
    const joined: Promise<unknown>[] = [];
    bus.emit('auth/logout-started', { join: (work) => void joined.push(work) });
    expect(joined).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(saves()).toEqual([]);
    answer([{ name: 'Notes', args: {}, windows: [at(300, 200)] }]);
    await joined[0];
    expect(saves()).toEqual([[expect.objectContaining({ name: 'Orders' }), expect.objectContaining({ name: 'Notes' })]]);
    startup.dispose();
  });

  it('tries a failed save again at the next change, warning about the failure', async () => {
    const save = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    const { startup, apps, windows, saves, log } = start({ manifest: [pkg('Notes')], save });
    await startup.restored;
    const notes = await apps.attempt('Notes');
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(log.warn).toHaveBeenCalledWith('Atrium: the session could not be saved', expect.any(Error));
    windows.getState().move(notes.windows[0]?.wid ?? 0, { left: 50, top: 60 });
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toHaveLength(2);
    expect(saves()[1]).toEqual(apps.session());
    startup.dispose();
  });

  it('tries a failed save again even when the next change ends where the failed one was', async () => {
    const save = vi.fn<() => Promise<unknown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    const { startup, apps, windows, saves } = start({ manifest: [pkg('Notes')], save });
    await startup.restored;
    const notes = await apps.attempt('Notes');
    const wid = notes.windows[0]?.wid ?? 0;
    const before = windows.getState().windows.get(wid)?.state.position ?? { left: 0, top: 0 };
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    windows.getState().move(wid, { left: before.left + 10, top: before.top });
    windows.getState().move(wid, before);
    await vi.advanceTimersByTimeAsync(SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toHaveLength(2);
    expect(saves()[0]).toEqual(saves()[1]);
    startup.dispose();
  });

  it('saves nothing once stopped, whatever changes', async () => {
    const { startup, apps, bus, saves } = start({ manifest: [pkg('Notes')] });
    await startup.restored;
    startup.dispose();
    await apps.attempt('Notes');
    bus.emit('auth/logout-started', { join: () => undefined });
    await vi.advanceTimersByTimeAsync(10 * SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
  });

  it('subscribes to nothing when stopped before the restore finished', async () => {
    let answer: (session: Session) => void = () => undefined;
    const { startup, apps, bus, saves } = start({ manifest: [pkg('Notes')], session: () => new Promise((resolve) => (answer = resolve)) });
    startup.dispose();
    answer([]);
    await startup.restored;
    await apps.attempt('Notes');
    bus.emit('auth/logout-started', { join: () => undefined });
    await vi.advanceTimersByTimeAsync(10 * SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
  });

  it('holds one save timer however long a drag goes on, and clears each timer once', async () => {
    const { startup, apps, windows, saves, cleared } = start({ manifest: [pkg('Notes')] });
    await startup.restored;
    const notes = await apps.attempt('Notes');
    const wid = notes.windows[0]?.wid ?? 0;
    for (let step = 1; step <= 200; step += 1) windows.getState().move(wid, { left: step, top: 100 });
    startup.dispose();
    const handles = cleared.mock.calls.map(([handle]) => handle);
    expect(new Set(handles).size).toBe(handles.length);
    await vi.advanceTimersByTimeAsync(10 * SESSION_SAVE_DEBOUNCE_MS);
    expect(saves()).toEqual([]);
  });
});
