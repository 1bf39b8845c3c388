/**
 * The Atrium plugin SDK: the only module that plugins and apps import from Atrium.
 *
 * Every registration a plugin makes returns a {@link Disposable}; disposing it undoes the
 * registration. The registries themselves (apps, widgets, panel items, dialogs) arrive with the
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
export type { Disposable } from '../engine/core';
export { DisposableStore, toDisposable } from '../engine/core';
