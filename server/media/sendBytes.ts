import type { FastifyReply, FastifyRequest } from 'fastify';
import { askedBytes, holdsTag } from '../http';
import { MEDIA_CONTENT_SECURITY_POLICY } from './constants';

export interface BytesToSend {
  contentType: string;
  data: Uint8Array;
  /** A strong validator: the same tag always means the same bytes. */
  etag: string;
  cacheControl: string;
}

/**
 * Sends an image or a video from memory as a file server would: ETag and 304, HEAD, and single
 * byte ranges (206, or 416 outside the bytes), which a video element asks for to seek. Several
 * ranges in one request are answered with the whole body, as HTTP allows.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, { contentType, data, etag, cacheControl }: BytesToSend): FastifyReply {
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes')
    .header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY)
    .type(contentType);
  if (holdsTag(request, etag)) return reply.code(304).send();

  const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const asked = askedBytes(request, body.length, etag);
  if (asked.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${body.length}`).send();
  if (asked.kind === 'whole') return reply.send(body);
  const { start, end } = asked;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${body.length}`)
    .send(body.subarray(start, end + 1));
}
