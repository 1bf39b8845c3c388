import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { HttpError } from './errors';

// Every route that serves a file's bytes (the VFS's readfile, packages, media, the static build)
// answers conditional and range requests here, as RFC 9110 sections 13 and 14 have them: one
// reading of Range (range-parser), of If-None-Match and If-Modified-Since (fresh), and of If-Range.

/** Bytes `start` to `end` of a body, both included, as HTTP ranges count them. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** One representation of a resource: what its bytes are, and how they are validated. */
export interface Representation {
  /** Its length in bytes (of the encoded bytes, when it is encoded). */
  size: number;
  /**
   * Its entity tag, strong (`"…"`) or weak (`W/"…"`). A representation chosen by a request header
   * (a precompressed variant) has a tag of its own, so that a cache never mixes two of them.
   */
  etag: string;
  /** When it last changed, sent as Last-Modified and compared with If-Modified-Since and a dated If-Range. */
  lastModified?: Date;
  contentType: string;
  /** The coding of a precompressed variant ('br', 'gzip'), sent as Content-Encoding. */
  contentEncoding?: string;
  /** The request headers that chose this representation among others ('Accept-Encoding'), sent as Vary. */
  vary?: string;
}

/** A representation's bytes, read only when they are sent. */
export interface Body {
  /** The bytes of `span`, or all of them; an error thrown here is answered before any header is set. */
  read(span: ByteSpan | undefined): unknown;
  /** Called instead of `read` when no bytes are sent (304, 416, HEAD, an empty body): frees what `read` would have used. */
  skip?(): Promise<void>;
}

/** What a request asks of a representation. */
export type Asked = { kind: 'notModified' } | { kind: 'unsatisfiable' } | { kind: 'whole' } | { kind: 'range'; span: ByteSpan };

/**
 * What `request` asks of `representation`: 304 while the client's copy is current (If-None-Match,
 * else If-Modified-Since); the whole body when it asks no range, several ranges (as HTTP allows),
 * a range of another version (If-Range), or a range with HEAD; otherwise one range, or 416 when
 * the range is invalid or outside the bytes.
 */
export function askedOf(request: Pick<FastifyRequest, 'method' | 'headers'>, representation: Representation): Asked {
  const { headers } = request;
  if (fresh(headers, validatorsOf(representation))) return { kind: 'notModified' };
  if (headers.range === undefined || request.method !== 'GET' || !ifRangeHolds(headers['if-range'], representation)) return { kind: 'whole' };
  const ranges = parseRange(representation.size, withSuffixesCut(headers.range, representation.size), { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  const range = ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  return range ? { kind: 'range', span: { start: range.start, end: range.end } } : { kind: 'whole' };
}

/** An answer decided and its bytes read, ready to send once the caller has set its own headers. */
export interface PreparedAnswer {
  representation: Representation;
  asked: Asked;
  payload: unknown;
}

/**
 * Decides the answer and reads the bytes it sends, before any header is set: a body that cannot
 * be read (a file changed since its look-up) is answered as the error it is, with none of the
 * file's headers.
 * @throws HttpError 416, in the envelope, with `Content-Range: bytes *\/size`.
 */
export async function prepareAnswer(request: Pick<FastifyRequest, 'method' | 'headers'>, representation: Representation, body: Body): Promise<PreparedAnswer> {
  const asked = askedOf(request, representation);
  const { size } = representation;
  if (asked.kind === 'unsatisfiable') {
    await body.skip?.();
    throw new HttpError(416, `The range is outside the file's ${size} bytes`, { 'content-range': `bytes */${size}` });
  }
  const sendsBytes = (asked.kind === 'whole' && size > 0) || asked.kind === 'range';
  if (!sendsBytes || request.method === 'HEAD') {
    await body.skip?.();
    // HEAD: an empty stream rather than no payload, which would make Fastify announce 0 bytes.
    return { representation, asked, payload: request.method === 'HEAD' ? Readable.from([]) : '' };
  }
  return { representation, asked, payload: await body.read(asked.kind === 'range' ? asked.span : undefined) };
}

/** Sends a prepared answer with the representation's headers: 304, 206 with Content-Range, or 200. */
export function sendAnswer(reply: FastifyReply, { representation, asked, payload }: PreparedAnswer): FastifyReply {
  const { size, etag, lastModified, contentType, contentEncoding, vary } = representation;
  reply.header('etag', etag).header('accept-ranges', 'bytes');
  if (lastModified) reply.header('last-modified', lastModified.toUTCString());
  if (vary !== undefined) reply.header('vary', vary);
  if (asked.kind === 'notModified') return reply.code(304).send();
  reply.type(contentType);
  if (contentEncoding !== undefined) reply.header('content-encoding', contentEncoding);
  if (asked.kind === 'range') {
    const { start, end } = asked.span;
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).header('content-length', end - start + 1);
  } else {
    // Only the bytes the length promised, should a file grow while it is read.
    reply.header('content-length', size);
  }
  return reply.send(payload);
}

/** prepareAnswer, then sendAnswer: for a route that sets its own headers first. */
export async function sendRepresentation(request: FastifyRequest, reply: FastifyReply, representation: Representation, body: Body): Promise<FastifyReply> {
  return sendAnswer(reply, await prepareAnswer(request, representation, body));
}

/**
 * `header` with every suffix range longer than the body cut to the body: RFC 9110 (section
 * 14.1.2) sends the whole of a shorter representation for `bytes=-500`, which range-parser 1.2
 * refuses as unsatisfiable.
 */
function withSuffixesCut(header: string, size: number): string {
  return header.replace(/(^|[=,])(\s*)-(\d+)/g, (whole, before: string, space: string, length: string) => (Number(length) > size ? `${before}${space}-${size}` : whole));
}

function validatorsOf({ etag, lastModified }: Representation): Record<string, string> {
  return lastModified ? { etag, 'last-modified': lastModified.toUTCString() } : { etag };
}

/**
 * Whether a range may be sent under `ifRange` (RFC 9110, section 13.1.5): none given; an entity
 * tag equal to a strong one (a weak tag never qualifies); or the exact Last-Modified date.
 */
function ifRangeHolds(ifRange: string | string[] | undefined, { etag, lastModified }: Representation): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !etag.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return lastModified !== undefined && !Number.isNaN(date) && date === Math.floor(lastModified.getTime() / 1000) * 1000;
}
