import type { Stats } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenFile, Opening } from '../files';
import { warnRefused } from './refused';
import { sendRepresentation, type Representation } from './representation';

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
export async function sendOpenFile(request: FastifyRequest, reply: FastifyReply, file: OpenFile, fileReply: FileReply): Promise<FastifyReply> {
  const { handle, stats } = file;
  reply.header('cache-control', fileReply.cacheControl);
  return sendRepresentation(request, reply, representationOf(stats, fileReply), {
    // Only the bytes the length promised, should the file grow while it is read.
    read: (span) => handle.createReadStream(span ?? { start: 0, end: stats.size - 1 }),
    skip: () => handle.close(),
  });
}

/** A file's bytes and headers, read once from a checked descriptor and sent from memory after that (heldFiles.ts). */
export interface HeldFile {
  representation: Representation;
  cacheControl: string;
  bytes: Buffer;
}

/**
 * Reads the whole of what a FileRoot opened, the bytes the length promised, and closes it: the
 * bytes are those of the descriptor that passed the checks.
 */
export async function holdOpenFile({ handle, stats }: OpenFile, fileReply: FileReply): Promise<HeldFile> {
  try {
    const bytes = Buffer.alloc(stats.size);
    for (let read = 0; read < stats.size; ) {
      const { bytesRead } = await handle.read(bytes, read, stats.size - read, read);
      if (bytesRead === 0) throw Object.assign(new Error(`The file shrank while it was read (${read} of ${stats.size} bytes)`), { code: 'ENOENT' });
      read += bytesRead;
    }
    return { representation: representationOf(stats, fileReply), cacheControl: fileReply.cacheControl, bytes };
  } finally {
    await handle.close();
  }
}

/** Sends a held file as sendOpenFile sends an open one: the same headers, 304, HEAD and ranges. */
export function sendHeldFile(request: FastifyRequest, reply: FastifyReply, { representation, cacheControl, bytes }: HeldFile): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl);
  return sendRepresentation(request, reply, representation, { read: (span) => (span ? bytes.subarray(span.start, span.end + 1) : bytes) });
}

/** A weak ETag of the length and modification time, naming the coding of a precompressed copy, so that each copy has its own. */
function representationOf(stats: Stats, { contentType, contentEncoding, vary }: FileReply): Representation {
  const coding = contentEncoding === undefined ? '' : `-${contentEncoding}`;
  return {
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${coding}"`,
    lastModified: stats.mtime,
    contentType,
    contentEncoding,
    vary,
  };
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
