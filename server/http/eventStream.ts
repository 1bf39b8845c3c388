import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_RETRY_MS, type StreamError, type StreamEventName } from '../contract';
import { HttpError, INTERNAL_ERROR } from './errors';

/** What a long operation answered with streaming events is handed. */
export interface EventStream {
  /** Sends a `progress` event with `data`. */
  progress(data: unknown): void;
  /** Aborted when the client has gone: the work may stop, nobody reads its result. */
  readonly signal: AbortSignal;
}

/**
 * The `error` event of a failure: an HttpError's message, status and code (when it has one), as
 * its error answer would carry them; anything else is logged and told as an internal error.
 */
function streamError(error: unknown, request: FastifyRequest): StreamError {
  if (error instanceof HttpError) {
    const { message, statusCode: status, code } = error;
    return code === undefined ? { message, status } : { message, status, code };
  }
  request.log.error({ err: error }, 'streamed request failed');
  return { message: INTERNAL_ERROR, status: 500 };
}

/** Whether the client asked for streaming events (`Accept: text/event-stream`) rather than JSON. */
export function asksForEvents(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').split(',').some((type) => type.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
}

/**
 * Answers `request` with streaming events (server/contract/streams.ts): `retry`, the `progress`
 * events `work` reports, then `success` with what it resolves or `error` with why it failed. The
 * answer's status is 200 once it has begun: failures before `work` starts (authentication, a bad
 * body) are ordinary error answers. Work that fails after the client has gone is told to nobody.
 */
export function replyWithEvents(request: FastifyRequest, reply: FastifyReply, work: (events: EventStream) => Promise<unknown>): FastifyReply {
  const stream = new PassThrough();
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!stream.writableEnded) gone.abort();
  });
  const send = (event: StreamEventName, data: unknown) => {
    if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`);
  };
  stream.write(`retry: ${STREAM_RETRY_MS}\n\n`);
  void work({ progress: (data) => send('progress', data), signal: gone.signal })
    .then(
      (result) => send('success', result),
      (error: unknown) => {
        if (!gone.signal.aborted) send('error', streamError(error, request));
      },
    )
    .finally(() => stream.end());
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(stream);
}
