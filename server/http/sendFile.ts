import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenFile, Opening } from '../files';
import { warnRefused } from './refused';
import { sendRepresentation } from './representation';

export interface FileReply {
  contentType: string;
  cacheControl: string;
  /** The coding of a precompressed file ('br', 'gzip'), chosen by Accept-Encoding: its ETag names it. */
  contentEncoding?: string;
  /** 'Accept-Encoding' for every file that has precompressed variants, the plain one included. */
  vary?: string;
}

/**
 * Sends a file that a FileRoot opened, as a file server would (representation.ts): a weak ETag,
 * Last-Modified and the length from the descriptor, 304, HEAD and single byte ranges. The bytes
 * are streamed from the same descriptor, so they are the ones that were checked, whatever happens
 * to the name meanwhile. The reply owns the handle from here: it is closed once sent, or at once
 * when no bytes are.
 */
export async function sendOpenFile(request: FastifyRequest, reply: FastifyReply, file: OpenFile, { contentType, cacheControl, contentEncoding, vary }: FileReply): Promise<FastifyReply> {
  const { handle, stats } = file;
  const coding = contentEncoding === undefined ? '' : `-${contentEncoding}`;
  reply.header('cache-control', cacheControl);
  return sendRepresentation(
    request,
    reply,
    {
      size: stats.size,
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${coding}"`,
      lastModified: stats.mtime,
      contentType,
      contentEncoding,
      vary,
    },
    {
      // Only the bytes the length promised, should the file grow while it is read.
      read: (span) => handle.createReadStream(span ?? { start: 0, end: stats.size - 1 }),
      skip: () => handle.close(),
    },
  );
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
