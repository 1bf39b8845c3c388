import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer, FieldErrorAnswer } from '../contract';
import { pathnameOf } from './app';

/**
 * An expected failure with the status and the message the client is meant to see, and the code
 * the envelope carries where the spec has one (ERR_VFS_…).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What was wrong with each failed request field, by the field's name: an error answer's `data.errors`. */
export type FieldErrors = FieldErrorAnswer['data']['errors'];

/**
 * A failure of named request fields: its answer keeps the status and message and names the
 * fields in `data.errors` (docs/features/sign-in.md#switch-account: switchaccount answers "data.errors on failure").
 */
export class FieldError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(statusCode, message);
    this.name = 'FieldError';
  }
}

/**
 * A failed schema validation (a route's `attachValidation`) as a 400 FieldError: the message it
 * would have had, and each failed field of the body with the first thing wrong with it.
 */
export function invalidFields(error: Error & { validation?: FastifyError['validation'] }): FieldError {
  const errors: Record<string, string> = {};
  for (const { instancePath, message } of error.validation ?? []) {
    const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
    errors[field] ??= message ?? error.message;
  }
  return new FieldError(400, error.message, errors);
}

/** What a failure the client is not meant to see the details of is told as. */
export const INTERNAL_ERROR = 'Internal Server Error';

/**
 * Every failure leaves in the spec's envelope. Client errors keep their message (a validation
 * message names the field); server errors are logged and answered without details.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    const answer = envelope(error.message, error.code);
    const withFields: FieldErrorAnswer | ErrorAnswer = error instanceof FieldError ? { ...answer, data: { errors: error.errors } } : answer;
    return reply.code(error.statusCode).headers(error.headers).send(withFields);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send(envelope(`The request body is larger than the ${request.routeOptions.bodyLimit} bytes ${routeOf(request)} takes`));
  }
  if (error.validation || (status >= 400 && status < 500)) {
    return reply.code(error.validation ? 400 : status).send(envelope(error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(envelope(INTERNAL_ERROR));
}

export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(envelope(`Route ${routeOf(request)} not found`));
}

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${pathnameOf(request.url)}`;
}

function envelope(message: string, code?: string): ErrorAnswer {
  return code === undefined ? { status: 'error', message } : { status: 'error', message, code };
}
