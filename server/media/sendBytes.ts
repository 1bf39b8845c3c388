import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendRepresentation } from '../http';
import { MEDIA_CONTENT_SECURITY_POLICY } from './constants';

export interface BytesToSend {
  contentType: string;
  data: Uint8Array;
  /** A strong validator: the same tag always means the same bytes. */
  etag: string;
  cacheControl: string;
}

/**
 * Sends an image or a video from memory as a file server would (server/http representation.ts):
 * ETag and 304, HEAD, and single byte ranges, which a video element asks for to seek.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, { contentType, data, etag, cacheControl }: BytesToSend): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('content-security-policy', MEDIA_CONTENT_SECURITY_POLICY);
  const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sendRepresentation(request, reply, { size: body.length, etag, contentType }, { read: (span) => (span ? body.subarray(span.start, span.end + 1) : body) });
}
