import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';

/**
 * Makes the provider's refresh tokens JWT-shaped: keycloak-js decodes the refresh token's middle
 * segment as JSON and fails ("Unable to decode token") on oidc-provider's opaque ones. The token
 * stays a lookup key: its first segment is no JOSE header, so oidc-provider still treats it as
 * opaque (it refuses to revoke structured tokens).
 */
export function shapeRefreshTokensAsJwt(provider: Provider): void {
  const prototype = provider.RefreshToken.prototype as unknown as { generateTokenId(this: { clientId?: string }): string };
  prototype.generateTokenId = function () {
    const claims = { typ: 'Refresh', iss: provider.issuer, azp: this.clientId, jti: randomBytes(32).toString('base64url') };
    return `rt.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  };
}
