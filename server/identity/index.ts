export type { LinkedUser } from './linkedUser';
export type { AccessTokenVerifier, Verification, VerifiedIdentity } from './verifyAccessToken';
export { linkedUser } from './linkedUser';
export { createAccessTokenVerifier } from './verifyAccessToken';
