export type WindowErrorCode = 'ERR_WINDOW_ID_EXISTS';

/** A refused window operation; `code` is what callers and tests branch on. */
export class WindowError extends Error {
  readonly code: WindowErrorCode;

  constructor(code: WindowErrorCode, id: string, appId: string) {
    super(`Window with id '${id}' already exists in application '${appId}'`);
    this.name = 'WindowError';
    this.code = code;
  }
}
