import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from './constants';

/**
 * Fastify's request ids: the one a trusted proxy sent in x-request-id, so that the proxy's log and
 * Atrium's name a request alike, else a new UUID: ids stay unique across instances, where Fastify's
 * own counter starts again at every start of every instance.
 */
export function requestIdOptions(trustProxy: Config['trustProxy']): { genReqId(request: IncomingMessage): string } {
  // Any trusted proxy will do: a client that names its own request only confuses its own log lines.
  const honoured = trustProxy !== false && trustProxy !== 0;
  return {
    genReqId(request) {
      const given = honoured ? request.headers[REQUEST_ID_HEADER] : undefined;
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  };
}
