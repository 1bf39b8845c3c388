import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '../contract';
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

const INTERNAL_ERROR = 'Internal Server Error';

/**
 * Every failure leaves in the spec's envelope. Client errors keep their message (a validation
 * message names the field); server errors are logged and answered without details.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(envelope(error.message, error.code));
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
