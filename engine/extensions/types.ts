import type { DisposableStore, Disposable } from '../core';
import type { DialogService } from '../dialogs';

/** The dialogs as a plugin sees them: what it registers is removed when the plugin goes. */
export interface PluginDialogs {
  /** Opens dialog `name`; the callback fires once with how it closed and its answer. */
  open: DialogService['open'];
  /** Opens dialog `name` and settles with `{ reason, value }` when it closes. */
  show: DialogService['show'];
  /** Opens a progress dialog the plugin moves and closes. */
  progress: DialogService['progress'];
  /** Adds a kind of dialog; disposing the result (or the plugin) removes it. */
  register: (...args: Parameters<DialogService['register']>) => Disposable;
}

/** What `activate` receives: the services a plugin may use, and where its registrations go. */
export interface PluginContext {
  readonly dialogs: PluginDialogs;
  /** Everything added here is disposed when the plugin is deactivated. */
  readonly subscriptions: DisposableStore;
}

/** A plugin: contributions made through its context when activated. */
export interface Plugin {
  /** Unique, e.g. 'acme.orders'. */
  id: string;
  activate(ctx: PluginContext): void | Promise<void>;
}
