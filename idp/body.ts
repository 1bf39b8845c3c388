import { IncomingMessage } from 'node:http';
import { MAX_FORM_BYTES } from './constants';

/** A body beyond MAX_FORM_BYTES; `status` and `expose` make Koa answer 413 with the message. */
export class BodyTooLarge extends Error {
  readonly status = 413;
  readonly expose = true;

  constructor() {
    super(`request body larger than ${MAX_FORM_BYTES} bytes`);
  }
}

/** A request's whole body, refused beyond MAX_FORM_BYTES. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > MAX_FORM_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}

/** A url-encoded form body. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req)).toString('utf8'));
}

/**
 * A stand-in for a request whose body was read: the same method, URL and headers (less those
 * named), with `body` to read again, for oidc-provider, which reads the body itself.
 */
export function replay(req: IncomingMessage, body: Buffer, withoutHeaders: readonly string[] = []): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  const kept = Object.entries(req.headers).filter(([name]) => !withoutHeaders.includes(name));
  copy.headers = { ...Object.fromEntries(kept), 'content-length': String(body.length) };
  // Complete, or ending this stand-in would count as an aborted request and close the socket.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
