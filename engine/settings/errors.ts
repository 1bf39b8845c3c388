/** A change to a namespace the configuration locks (SETTINGS_LOCK; 'desktop' is desktop.lock). */
export class SettingsLockedError extends Error {
  readonly code = 'ERR_SETTINGS_LOCKED';

  constructor(readonly namespace: string) {
    super(`Settings '${namespace}' are locked by the administrator`);
    this.name = 'SettingsLockedError';
  }
}
