import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, replay } from './body';
import type { Store } from './store';

function answer(res: ServerResponse, status: number, body?: Record<string, string>): undefined {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body) res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body ? JSON.stringify(body) : undefined);
  return undefined;
}

/**
 * Keycloak's logout by refresh token: a POST to the realm's logout with client_id and
 * refresh_token (Atrium's sign-out sends it, as Keycloak's adapters did) ends the session the
 * token belongs to, with its grant and tokens, and answers 204. oidc-provider's logout is only
 * the browser's page. Any other logout request is passed on with its body; returns undefined when
 * this answered.
 */
export async function adaptKeycloakLogout(req: IncomingMessage, res: ServerResponse, store: Store): Promise<IncomingMessage | undefined> {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return req;
  const body = await readBody(req);
  const form = new URLSearchParams(body.toString('utf8'));
  const refreshToken = form.get('refresh_token');
  if (refreshToken === null) return replay(req, body);
  const token = store.find('RefreshToken', refreshToken);
  if (!token || token.consumed !== undefined || token.clientId !== form.get('client_id')) {
    return answer(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
  }
  const { sessionUid, grantId } = token;
  store.removeWhere(
    (model, payload) => (model === 'Session' && payload.uid === sessionUid) || (grantId !== undefined && (payload.grantId === grantId || (model === 'Grant' && payload.jti === grantId))),
  );
  return answer(res, 204);
}
