export type RequestErrorCode = 'ERR_REQUEST_NOT_OK' | 'ERR_REQUEST_SESSION_EXPIRED';

const MESSAGES: Record<RequestErrorCode, string> = {
  // The spec's text, spelling included (shell section 8).
  ERR_REQUEST_NOT_OK: 'An error occured while performing a request: {0}',
  ERR_REQUEST_SESSION_EXPIRED: 'Session Expired',
};

/** A failed product request; `code` is what callers and tests branch on. */
export class RequestError extends Error {
  readonly code: RequestErrorCode;
  readonly status: number;

  constructor(code: RequestErrorCode, detail: string, status: number) {
    super(MESSAGES[code].replace('{0}', detail));
    this.name = 'RequestError';
    this.code = code;
    this.status = status;
  }
}
