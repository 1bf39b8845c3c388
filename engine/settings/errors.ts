/**
 * A change to a namespace the configuration locks (SETTINGS_LOCK; 'desktop' is desktop.lock).
 *
 * @example
 * ```ts
 * try {
 *   ctx.settings.set({ zoom: 120 });
 * } catch (error) {
 *   if (error instanceof SettingsLockedError) showReadOnly(error.message);
 * }
 * ```
 */
export class SettingsLockedError extends Error {
  /** The spec-style code tests and callers branch on. */
  readonly code = 'ERR_SETTINGS_LOCKED';

  /** @param namespace - the locked namespace: 'desktop', 'locale', 'session' or a plugin id */
  constructor(
    /** The namespace that is locked. */
    readonly namespace: string,
  ) {
    super(`Settings '${namespace}' are locked by the administrator`);
    this.name = 'SettingsLockedError';
  }
}
