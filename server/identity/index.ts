export type { ExternalUserOptions } from './externalUsers';
export type { LinkedUser } from './linkedUser';
export type { AccessTokenVerifier, Verification, VerifiedIdentity } from './verifyAccessToken';
export { CLOCK_TOLERANCE_SECONDS, EXTERNAL_SIGN_IN_MAX_MS, LINK_NOTIFICATION, TOKEN_MAX_AGE_SECONDS } from './constants';
export { createExternalUsers } from './externalUsers';
export { pruneTokenUses } from './usedTokens';
export { createAccessTokenVerifier } from './verifyAccessToken';
