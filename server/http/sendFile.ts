import { readFile, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a file whose URL stays the same when it changes: the browser asks again every time
 * (no-cache) and gets a bodiless 304 while the file is unchanged.
 * @returns false, having sent nothing, when there is no such file.
 */
export async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  contentType: string,
): Promise<boolean> {
  const info = await stat(file).catch(missing);
  if (!info?.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const cached = (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag);
  // Read before any header is set, so a file that vanishes meanwhile still gets a clean 404.
  const body = cached ? undefined : await readFile(file).catch(missing);
  if (!cached && body === undefined) return false;
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (cached) reply.code(304).send();
  else reply.type(contentType).send(body);
  return true;
}

function missing(error: unknown): undefined {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
  throw error;
}
