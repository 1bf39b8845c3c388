import type { PackageMetadata, WindowSession } from '../../server/contract';
import { createEmitter, DisposableStore, readText, type ReadableValue } from '../core';
import type { OpenWindowOptions, WindowCreateOptions, WindowsStore } from '../windows';
import { WindowContent } from './appContext';
import type { AppArgs, Application, AppRegistration, AppWindowOptions, LaunchOptions, PageArgs } from './types';

export interface ApplicationDeps {
  pid: number;
  metadata: PackageMetadata;
  /** The package's title in the current language, changing with it. */
  title: ReadableValue<string>;
  args: AppArgs;
  registration: AppRegistration;
  options: LaunchOptions;
  windows: WindowsStore;
  openWindow: (options: OpenWindowOptions) => number;
  /** Focuses a window, on whichever workspace it is (AppServiceDeps.reveal). */
  reveal: (wid: number) => void;
  onDestroyed: (app: Application) => void;
}

/** What the runtime needs of an application beyond what the app itself sees. */
export interface ApplicationInternals extends Application {
  readonly sessionable: boolean;
  /** The windows store destroyed these wids; the ones that were this app's are closed. */
  windowsDestroyed(wids: readonly number[]): void;
  requestPage(page: PageArgs): void;
  /** Focuses its newest window, showing its workspace and restoring it if minimized. */
  focus(): void;
}

/** The create options of a window restored from the session: where it was, as it was. */
function restored(saved: WindowSession | undefined): Partial<WindowCreateOptions> {
  if (!saved) return {};
  const { position, dimension, workspace } = saved;
  return workspace === undefined ? { position, dimension } : { position, dimension, workspace };
}

export function createApplication(deps: ApplicationDeps): ApplicationInternals {
  const { pid, metadata, registration, options, windows } = deps;
  const handles = new Map<number, ReturnType<typeof windowHandle>>();
  const subscriptions = new DisposableStore();
  const pageRequests = createEmitter<PageArgs>();
  const destroyedListeners = createEmitter<undefined>();
  let firstWindowPending = options.firstWindow !== undefined;
  let destroyed = false;
  const store = () => windows.getState();

  /** A handle for the window about to open; `place` gives it its wid and id once it has them. */
  const windowHandle = () => {
    const closeListeners = createEmitter<undefined>();
    /** The title the window follows (see AppWindowOptions.title), until setTitle or close. */
    const following = new DisposableStore();
    let open = true;
    let wid = 0;
    let id = '';
    const handle = {
      get wid() {
        return wid;
      },
      get id() {
        return id;
      },
      app,
      place(placedWid: number, placedId: string) {
        wid = placedWid;
        id = placedId;
      },
      get open() {
        return open;
      },
      focus: () => deps.reveal(wid),
      close: () => store().destroy(wid),
      setTitle: (title: string) => {
        following.dispose();
        store().setTitle(wid, title);
      },
      setBreadcrumb: (breadcrumb: readonly string[]) => store().setBreadcrumb(wid, breadcrumb),
      setLoading: (loading: boolean) => store().setLoading(wid, loading),
      onDidClose: (listener: () => void) => closeListeners.event(listener),
      follow(title: ReadableValue<string>) {
        following.add(title.subscribe((text) => store().setTitle(wid, text)));
      },
      closed() {
        following.dispose();
        open = false;
        closeListeners.fire(undefined);
      },
    };
    return handle;
  };

  const app: ApplicationInternals = {
    pid,
    name: metadata.name,
    metadata,
    get title() {
      return deps.title.get();
    },
    args: deps.args,
    subscriptions,
    sessionable: registration.sessionable !== false,
    get windows() {
      return [...handles.values()];
    },
    openWindow({ id, title, icon, content, ...overrides }: AppWindowOptions) {
      if (destroyed) throw new Error(`Atrium: '${metadata.name}' (pid ${pid}) is destroyed and cannot open windows`);
      const first = firstWindowPending ? options.firstWindow : undefined;
      firstWindowPending = false;
      const saved = id === undefined ? undefined : options.restore?.find((entry) => entry.id === id);
      // The handle exists before React renders the content, which reads it through useWindow().
      const handle = windowHandle();
      // The package's title, given as a string, follows the language as the application's title does.
      const followed = typeof title === 'string' ? (title === deps.title.get() ? deps.title : null) : title;
      const wid = deps.openWindow({
        appId: `${metadata.name}#${pid}`,
        id,
        title: readText(title),
        icon: icon === undefined ? (metadata.icon ?? null) : icon,
        ...overrides,
        ...first,
        // firstWindow changes only the coordinates, sizes and attributes it names.
        ...(first && {
          position: { ...overrides.position, ...first.position },
          dimension: { ...overrides.dimension, ...first.dimension },
          attributes: { ...overrides.attributes, ...first.attributes },
        }),
        ...restored(saved),
        content: <WindowContent handle={handle}>{content}</WindowContent>,
        needsConnection: registration.disableInputWhileDisconnected === true,
      });
      handle.place(wid, store().windows.get(wid)?.id ?? `window-${wid}`);
      handles.set(wid, handle);
      // A title the launch overrides (firstWindow, scripted tests) is the launch's, not followed.
      if (followed && first?.title === undefined) handle.follow(followed);
      if (saved?.snap) store().snap(wid, saved.snap.zone, saved.snap.restore);
      if (saved?.maximized) store().maximize(wid);
      if (saved?.minimized) store().minimize(wid);
      return handle;
    },
    onDidRequestPage: (listener) => pageRequests.event(listener),
    onDidDestroy: (listener) => destroyedListeners.event(listener),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      windows.getState().batch(() => {
        for (const wid of handles.keys()) windows.getState().destroy(wid);
      });
      subscriptions.dispose();
      destroyedListeners.fire(undefined);
      deps.onDestroyed(app);
    },
    windowsDestroyed(wids) {
      let closed = false;
      for (const wid of wids) {
        const handle = handles.get(wid);
        if (!handle) continue;
        handles.delete(wid);
        handle.closed();
        closed = true;
      }
      if (closed && handles.size === 0 && !destroyed && registration.background !== true) app.destroy();
    },
    requestPage: (page) => pageRequests.fire(page),
    focus() {
      const newest = [...handles.values()].at(-1);
      newest?.focus();
    },
  };
  return app;
}
