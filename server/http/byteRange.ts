import type { FastifyRequest } from 'fastify';
import parseRange from 'range-parser';

/** What a request asks of a representation of `size` bytes tagged `etag`. */
export type AskedBytes = { kind: 'whole' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The single byte range a request asks for (RFC 9110, section 14): the whole body when it asks
 * for none, for several (as HTTP allows), or for a range of other bytes than `etag`'s (If-Range).
 */
export function askedBytes(request: FastifyRequest, size: number, etag: string): AskedBytes {
  const header = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (header === undefined || (ifRange !== undefined && ifRange !== etag)) return { kind: 'whole' };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  return range ? { kind: 'range', start: range.start, end: range.end } : { kind: 'whole' };
}

/** Whether the client holds `etag` already (If-None-Match). */
export function holdsTag(request: FastifyRequest, etag: string): boolean {
  return (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag);
}
