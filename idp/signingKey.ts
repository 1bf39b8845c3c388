import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  /** For oidc-provider's keystore. */
  privateJwk: JWK;
  /** What the JWKS route publishes. */
  publicJwk: JWK;
}

/** A fresh RS256 key pair for one provider: tokens of an earlier run do not verify after a restart. */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const fields = { kid: randomBytes(9).toString('base64url'), alg: 'RS256', use: 'sig' };
  return { privateJwk: { ...(await exportJWK(privateKey)), ...fields }, publicJwk: { ...(await exportJWK(publicKey)), ...fields } };
}
