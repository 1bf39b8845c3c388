export type RequestErrorCode = 'ERR_REQUEST_NOT_OK' | 'ERR_REQUEST_SESSION_EXPIRED';

const MESSAGES: Record<RequestErrorCode, string> = {
  // The spec's text, spelling included (docs/features/sign-in.md#requests-and-sign-out).
  ERR_REQUEST_NOT_OK: 'An error occured while performing a request: {0}',
  ERR_REQUEST_SESSION_EXPIRED: 'Session Expired',
};

/** A failed product request; `code` is what callers and tests branch on. */
export class RequestError extends Error {
  readonly code: RequestErrorCode;
  readonly status: number;
  /** What the server said (the envelope's message), or the status when it said nothing readable. */
  readonly detail: string;
  /** The error envelope's machine-readable code (ERR_VFS_…), when the server gave one. */
  readonly serverCode: string | null;
  /** What was wrong with each failed field, by its name, where the server said (the envelope's `data.errors`); else empty. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(code: RequestErrorCode, detail: string, status: number, serverCode: string | null = null, fieldErrors: Readonly<Record<string, string>> = {}) {
    super(MESSAGES[code].replace('{0}', detail));
    this.name = 'RequestError';
    this.code = code;
    this.status = status;
    this.detail = detail;
    this.serverCode = serverCode;
    this.fieldErrors = fieldErrors;
  }
}

/** The error a request rejects with when its `signal` aborts it, as `fetch` does. */
export const abortError = (): DOMException => new DOMException('The request was aborted', 'AbortError');
