import type { IncomingMessage, ServerResponse } from 'node:http';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for Atrium's origin, with credentials: keycloak-js sends its token requests with them,
 * and oidc-provider's own CORS never allows credentials. Returns true when it answered a preflight.
 * Other origins are left to oidc-provider (its headers step aside when these are set).
 */
export function applyAtriumCors(req: IncomingMessage, res: ServerResponse, atriumOrigin: string): boolean {
  res.setHeader('Vary', 'Origin');
  if (req.headers.origin !== atriumOrigin) return false;
  res.setHeader('Access-Control-Allow-Origin', atriumOrigin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  const requestedMethod = req.headers['access-control-request-method'];
  if (req.method !== 'OPTIONS' || requestedMethod === undefined) return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
  const requestedHeaders = req.headers['access-control-request-headers'];
  if (requestedHeaders) res.setHeader('Access-Control-Allow-Headers', requestedHeaders);
  res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
  res.statusCode = 204;
  res.end();
  return true;
}
