import { createStore } from 'zustand/vanilla';
import type { ReadableValue } from '../core';
import type { WindowHost, WindowsStore } from '../windows';
import { registerBuiltinDialogs } from './builtinKinds';
import { DIALOG_APP_ID, DIALOG_ERRORS } from './constants';
import { DialogContent } from './DialogContent';
import { createDialogRegistry, type DialogRegistry } from './registry';
import type {
  DialogCallback,
  DialogHandle,
  DialogKind,
  DialogOptions,
  DialogReason,
  DialogResult,
  FileDialogFiles,
  OpenChildDialog,
  OptionsOf,
  ProgressHandle,
  ProgressOptions,
  Translate,
  ValueOf,
} from './types';

export interface DialogServiceDeps {
  /** Opens and closes the dialog windows. */
  host: Pick<WindowHost, 'open' | 'close'>;
  /** The store the windows live in: a dialog whose window disappears closes with reason `close`. */
  windows: WindowsStore;
  t: Translate;
  /**
   * The current language: when it changes, open dialogs are written anew in it (their content,
   * and their window title unless the options gave one). Without it they keep the language they opened in.
   */
  locale?: ReadableValue<string>;
  /** Where the file dialog browses: the virtual file system. */
  files: FileDialogFiles;
  /** The kinds on offer; a registry with the built-in kinds by default. */
  registry?: DialogRegistry;
}

/**
 * Opens dialogs as modal child windows (docs/features/dialogs.md).
 *
 * @example
 * ```ts
 * // A plugin reaches it as ctx.dialogs (PluginDialogs).
 * const { reason, value } = await ctx.dialogs.show('prompt', { message: 'Your name?' });
 * if (reason === 'ok') ctx.dialogs.open('alert', { message: `Hello, ${String(value)}!` }, () => {});
 * ```
 */
export interface DialogService {
  /** Adds a kind of dialog (see `DialogRegistry.register`). */
  register: DialogRegistry['register'];
  /** Whether a kind of this name is registered. */
  has(name: string): boolean;
  /**
   * Opens dialog `name`. `callback` fires exactly once, when it closes, then its window is destroyed.
   * @throws Error `Dialog <name> does not exist` for an unknown name.
   * @throws Error `Dialog requires a callback` when `callback` is not a function.
   */
  open<N extends string>(name: N, options: OptionsOf<N>, callback: DialogCallback<ValueOf<N>>): DialogHandle<OptionsOf<N>, ValueOf<N>>;
  /**
   * `open` for plugin authors: settles with how the dialog closed and its answer.
   *
   * @example
   * ```ts
   * const { reason, value } = await dialogs.show('prompt', { message: 'Name?' });
   * ```
   */
  show<N extends string>(name: N, options: OptionsOf<N>): Promise<DialogResult<ValueOf<N>>>;
  /** Opens a progress dialog the caller moves and closes (its Cancel closes it with `cancel`). */
  progress(options: ProgressOptions): ProgressHandle;
}

export function createDialogService({ host, windows, t, locale, files, registry = withBuiltins(createDialogRegistry(), files) }: DialogServiceDeps): DialogService {
  const open = (name: string, options: DialogOptions, callback: DialogCallback): DialogHandle => {
    const kind: DialogKind | undefined = registry.get(name);
    if (!kind) throw new Error(DIALOG_ERRORS.doesNotExist(name));
    if (typeof callback !== 'function') throw new Error(DIALOG_ERRORS.requiresCallback);

    const store = createStore<DialogOptions>(() => ({ ...options }));
    let wid = 0;
    let closed = false;
    let unsubscribe = () => {};
    let unfollowLocale = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;

    const close = (reason: DialogReason, value: unknown = null) => {
      if (closed) return;
      closed = true;
      unsubscribe();
      unfollowLocale();
      clearTimeout(timer);
      try {
        callback(reason, value);
      } finally {
        if (windows.getState().windows.get(wid)) host.close(wid);
      }
    };

    // Read when called: by then `wid` is this dialog's window.
    const openChild: OpenChildDialog = (childName, childOptions, childCallback) =>
      service.open(childName, { ...childOptions, parent: wid }, childCallback);

    const parent = options.parent == null ? undefined : windows.getState().windows.get(options.parent);
    wid = host.open({
      // A dialog belongs to its parent's application; a free-standing one to the dialogs' own.
      appId: parent?.appId ?? DIALOG_APP_ID,
      title: options.title ?? kind.title(options, t),
      parent: parent?.wid ?? null,
      attributes: {
        modal: true,
        minimizable: false,
        maximizable: false,
        sessionable: false,
        resizable: true,
        gravity: 'center',
        minDimension: { ...kind.minDimension },
      },
      dimension: { ...(kind.dimension ?? kind.minDimension) },
      content: <DialogContent kind={kind} options={store} close={close} t={t} locale={locale} openChild={openChild} />,
    });
    // The window's Close button, its parent closing, anything that destroys it without an answer.
    unsubscribe = windows.subscribe((state) => {
      if (!state.windows.get(wid)) close('close');
    });
    // A title the kind writes follows the language; one the caller gave is the caller's.
    if (locale) {
      const retitle = () => {
        const current = store.getState();
        if (current.title === undefined && windows.getState().windows.get(wid)) windows.getState().setTitle(wid, kind.title(current, t));
      };
      const following = locale.subscribe(retitle);
      unfollowLocale = () => following.dispose();
    }
    if (options.timeout !== undefined) timer = setTimeout(() => close('timer'), options.timeout);

    return {
      wid,
      update(patch) {
        if (closed) return;
        store.setState(patch);
        if (patch.title !== undefined) windows.getState().setTitle(wid, patch.title);
      },
      close: (reason = 'close', value = null) => close(reason, value),
    };
  };

  const service: DialogService = {
    register: (name, kind) => registry.register(name, kind),
    has: (name) => registry.get(name) !== undefined,
    // The public signature types options and answers by name; inside, every kind is alike.
    open: open as DialogService['open'],
    show: (name, options) =>
      new Promise((resolve) => {
        service.open(name, options, (reason, value) => resolve({ reason, value }));
      }),
    progress(options) {
      let settle: (result: DialogResult<never>) => void = () => {};
      const result = new Promise<DialogResult<never>>((resolve) => (settle = resolve));
      const handle = service.open('progress', options, (reason) => settle({ reason, value: null }));
      return {
        wid: handle.wid,
        update: (value, message) => handle.update(message === undefined ? { value } : { value, message }),
        close: (reason) => handle.close(reason),
        result,
      };
    },
  };
  return service;
}

function withBuiltins(registry: DialogRegistry, files: FileDialogFiles): DialogRegistry {
  registerBuiltinDialogs(registry, files);
  return registry;
}
