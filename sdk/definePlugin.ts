import type { Plugin } from '../engine/extensions';

// A file of its own: the packed SDK's entry (scripts/sdk-pack.mjs) bundles this very function, so
// `definePlugin` works the same outside Atrium, with no copy of it.

/**
 * Declares a plugin. `activate` runs when the desktop starts (or, for a third-party package,
 * when its contribution is first needed), with a context whose registrations are undone when
 * the plugin is deactivated.
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
