import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenFile, Opening } from '../files';
import { askedBytes, holdsTag } from './byteRange';
import { warnRefused } from './refused';

export interface FileReply {
  contentType: string;
  cacheControl: string;
  /** The coding of a precompressed file ('br', 'gzip'), chosen by Accept-Encoding: its ETag names it. */
  contentEncoding?: string;
  /** 'Accept-Encoding' for every file that has precompressed variants, the plain one included. */
  vary?: string;
}

/**
 * Sends a file that a FileRoot opened, as a file server would: a weak ETag and the length from the
 * descriptor, 304 while the client's copy is current, HEAD, and single byte ranges (206, or 416
 * outside the bytes). The bytes are streamed from the same descriptor, so they are the ones that
 * were checked, whatever happens to the name meanwhile. The reply owns the handle from here:
 * it is closed once sent, or at once when no bytes are.
 */
export async function sendOpenFile(request: FastifyRequest, reply: FastifyReply, file: OpenFile, { contentType, cacheControl, contentEncoding, vary }: FileReply): Promise<FastifyReply> {
  const { handle, stats } = file;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${contentEncoding ? `-${contentEncoding}` : ''}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('accept-ranges', 'bytes');
  if (contentEncoding !== undefined) reply.header('content-encoding', contentEncoding);
  if (vary !== undefined) reply.header('vary', vary);
  if (holdsTag(request, etag)) {
    await handle.close();
    return reply.code(304).send();
  }
  const asked = askedBytes(request, stats.size, etag);
  if (asked.kind === 'unsatisfiable') {
    await handle.close();
    return reply.code(416).header('content-range', `bytes */${stats.size}`).send();
  }
  reply.type(contentType);
  if (stats.size === 0) {
    await handle.close();
    return reply.send('');
  }
  if (asked.kind === 'range') {
    reply.code(206).header('content-range', `bytes ${asked.start}-${asked.end}/${stats.size}`).header('content-length', asked.end - asked.start + 1);
    return reply.send(handle.createReadStream({ start: asked.start, end: asked.end }));
  }
  // Only the bytes the length promised, should the file grow while it is read.
  reply.header('content-length', stats.size);
  return reply.send(handle.createReadStream({ start: 0, end: stats.size - 1 }));
}

/**
 * Sends what a FileRoot opened when it is a regular file; otherwise closes it, warns about a
 * refusal, and leaves the answer to the caller.
 * @returns false, having sent nothing, when there is no file to send.
 */
export async function sendIfFile(request: FastifyRequest, reply: FastifyReply, opening: Opening | undefined, fileReply: FileReply): Promise<boolean> {
  if (opening?.kind === 'refused') warnRefused(request, opening.reason);
  if (opening?.kind !== 'opened') return false;
  if (!opening.file.stats.isFile()) {
    await opening.file.handle.close();
    return false;
  }
  await sendOpenFile(request, reply, opening.file, fileReply);
  return true;
}
