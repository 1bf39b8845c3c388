import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, replay } from './body';
import { isJwt } from './jwt';

/** The client id in `Authorization: Basic base64(client_id)`, the form okta-auth-js revokes with (no colon, no secret). */
function bareClientIdOf(authorization: string | undefined): string | undefined {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1];
  if (encoded === undefined) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded === '' || decoded.includes(':') ? undefined : decoded;
}

/**
 * okta-auth-js's `signOut()` revokes with `Authorization: Basic base64(client_id)`, which is no
 * OAuth client authentication oidc-provider knows: the request is passed on as a public client's
 * (client_id in the body, no header). A JWT access token cannot be revoked (nothing stores it;
 * it lapses at its expiry), and oidc-provider refuses to try: as Okta does, such a request is
 * answered 200 here. Returns the request to pass on, or undefined when it was answered.
 */
export async function adaptOktaRevocation(req: IncomingMessage, res: ServerResponse): Promise<IncomingMessage | undefined> {
  const clientId = bareClientIdOf(req.headers.authorization);
  if (clientId === undefined) return req;
  const form = new URLSearchParams((await readBody(req)).toString('utf8'));
  const token = form.get('token');
  if (token !== null && isJwt(token)) {
    res.statusCode = 200;
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return undefined;
  }
  form.set('client_id', clientId);
  return replay(req, Buffer.from(form.toString()), ['authorization']);
}
