import { RequestError } from '../http';
import type { Translate } from '../i18n';
import { VFS_ERRORS, type ClientVfsErrorCode } from './constants';
import type { VfsErrorCode, VfsErrorLike } from './types';

/**
 * A failed VFS call (docs/features/files.md#opening-files): `code` is what callers and tests branch on,
 * `message` the text to show. An error the client found itself carries the value it names in
 * `subject`, so that views can show it translated (`vfsErrorText`); the server's come as it wrote them.
 *
 * @example
 * ```ts
 * try {
 *   await ctx.vfs.copy('home:/a.txt', 'home:/b.txt');
 * } catch (error) {
 *   if (error instanceof VfsError && error.code === 'ERR_VFS_EXISTS') await ctx.vfs.copy('home:/a.txt', 'home:/b.txt', { overwrite: true });
 * }
 * ```
 */
export class VfsError extends Error implements VfsErrorLike {
  /** The spec's or the server's code; ERR_REQUEST_NOT_OK when the server gave none. */
  readonly code: VfsErrorCode | 'ERR_REQUEST_NOT_OK';
  /** The HTTP status of the server's answer; 0 for an error found in the client. */
  readonly status: number;
  /** The path or mount name a client-side error is about; null for the server's errors. */
  readonly subject: string | null;

  constructor(code: VfsErrorCode | 'ERR_REQUEST_NOT_OK', message: string, status: number, subject: string | null = null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'VfsError';
    this.code = code;
    this.status = status;
    this.subject = subject;
  }
}

/** An error the client finds before a call leaves, with the spec's (English) text naming `subject`. */
export function clientError(code: ClientVfsErrorCode, subject: string): VfsError {
  return new VfsError(code, VFS_ERRORS[code](subject), 0, subject);
}

const isVfsCode = (code: string | null): code is VfsErrorCode => code?.startsWith('ERR_VFS_') === true;

/**
 * What a call rejects with: a server's refusal as a VfsError with the envelope's code and message
 * (ERR_REQUEST_NOT_OK when it gave no VFS code); an `AbortError` or a failed connection as it came.
 */
export function toVfsError(error: unknown): unknown {
  if (!(error instanceof RequestError)) return error;
  return isVfsCode(error.serverCode)
    ? new VfsError(error.serverCode, error.detail, error.status, null, { cause: error })
    : new VfsError('ERR_REQUEST_NOT_OK', error.message, error.status, null, { cause: error });
}


/**
 * The text to show for a failure: a client-side VFS error in the user's language, anything
 * else by its message.
 * @example
 * ```ts
 * setError(vfsErrorText(caught, t)); // "Dateisystem 'bos' nicht gefunden"
 * ```
 */
export function vfsErrorText(error: unknown, t: Translate): string {
  if (error instanceof VfsError && error.subject !== null) return t(`vfs.errors.${error.code}`, { subject: error.subject });
  return error instanceof Error ? error.message : String(error);
}
