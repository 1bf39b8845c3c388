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
export { DisposableStore, toDisposable } from '../engine/core';

import type { AppDefinition } from '../engine/apps';

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
