import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
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
  const cached = (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag);
  if (cached) return reply.code(304).send();

  const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const header = request.headers.range;
  // A range only of the bytes the client already has a part of: If-Range names them.
  const ifRange = request.headers['if-range'];
  if (header === undefined || (ifRange !== undefined && ifRange !== etag)) return reply.send(body);
  const ranges = parseRange(body.length, header, { combine: true });
  if (ranges === -1) return reply.code(416).header('content-range', `bytes */${body.length}`).send();
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  if (!range) return reply.send(body);
  const { start, end } = range;
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${body.length}`)
    .send(body.subarray(start, end + 1));
}
