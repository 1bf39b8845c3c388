import type { FastifyRequest } from 'fastify';

/**
 * Logs a request for a file that the containment check refused: the client gets the same 404 as
 * for a missing file, the operator a warning naming the request and why.
 */
export function warnRefused(request: FastifyRequest, reason: string): void {
  request.log.warn(`Refused ${request.method} ${request.url}: ${reason}`);
}
