import { decodeProtectedHeader } from 'jose';

/** Whether the token is a JWT (it has a JOSE header), as oidc-provider tells structured tokens from its own. */
export function isJwt(token: string): boolean {
  try {
    decodeProtectedHeader(token);
    return true;
  } catch {
    return false;
  }
}
