/**
 * The Atrium plugin SDK: the only module that plugins and apps import from Atrium.
 *
 * Every registration a plugin makes returns a {@link Disposable}; disposing it undoes the
 * registration. The registries (apps, widgets, panel items, dialogs) grow here with the
 * subsystems that own them.
 *
 * @example
 * ```ts
 * import { DisposableStore, toDisposable } from '../sdk';
 *
 * const subscriptions = new DisposableStore();
 * const timer = setInterval(tick, 1000);
 * subscriptions.add(toDisposable(() => clearInterval(timer)));
 * // later: releases everything added, newest first
 * subscriptions.dispose();
 * ```
 */
export type { AppDefinition, AppWindow } from '../engine/apps';
export type { Disposable } from '../engine/core';
export type {
  DialogCallback,
  DialogHandle,
  DialogKind,
  DialogReason,
  DialogResult,
  DialogViewProps,
  ProgressHandle,
} from '../engine/dialogs';
export type { Plugin, PluginContext, PluginDialogs } from '../engine/extensions';
export { DisposableStore, toDisposable } from '../engine/core';

import type { AppDefinition } from '../engine/apps';
import type { Plugin } from '../engine/extensions';

/**
 * Declares a plugin. `activate` runs when the desktop starts, with a context whose registrations
 * are undone when the plugin is deactivated.
 *
 * @param plugin - its id and activate function
 * @returns the same plugin, typed
 * @example
 * ```ts
 * export default definePlugin({
 *   id: 'acme.greeter',
 *   async activate(ctx) {
 *     const { reason, value } = await ctx.dialogs.show('prompt', { message: 'Your name?' });
 *     if (reason === 'ok') await ctx.dialogs.show('alert', { message: `Hello, ${String(value)}!` });
 *   },
 * });
 * ```
 */
export function definePlugin(plugin: Plugin): Plugin {
  return plugin;
}

/**
 * Declares a built-in application: its launcher entry and how its windows look.
 *
 * @param app - the application
 * @returns the same definition, typed
 * @example
 * ```tsx
 * export const hello = defineApp({
 *   name: 'Hello',
 *   title: 'Hello',
 *   createWindow: (index) => ({ title: `Hello ${index}`, content: <p>Hello, world</p> }),
 * });
 * ```
 */
export function defineApp(app: AppDefinition): AppDefinition {
  return app;
}
