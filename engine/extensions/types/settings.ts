import type { ReadableValue } from '../../core';

/**
 * The plugin's own settings: one namespace per plugin, saved on the server with the user's other
 * settings (debounced), and read back at the next sign-in. A namespace the configuration locks
 * reads as empty and refuses changes.
 *
 * @example
 * ```ts
 * const zoom = (ctx.settings.values.get().zoom as number | undefined) ?? 100;
 * ctx.settings.set({ zoom: zoom + 10 });
 * // in a component: const { zoom } = useSettings(ctx.settings);
 * ```
 */
export interface PluginSettings {
  /** The plugin's values, as saved; an empty object until set or when locked. */
  readonly values: ReadableValue<Readonly<Record<string, unknown>>>;
  /**
   * Merges `values` in (a key set to undefined is removed) and saves shortly after.
   * @throws SettingsLockedError (code ERR_SETTINGS_LOCKED) when the namespace is locked.
   */
  set: (values: Readonly<Record<string, unknown>>) => void;
  /** Whether the configuration locks this plugin's settings. */
  readonly locked: boolean;
}
