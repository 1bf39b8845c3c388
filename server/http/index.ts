export type { App } from './app';
export type { SecurityHeaderOptions } from './securityHeaders';
export { API_BASE, API_V1_BASE, pathnameOf } from './app';
export type { Authenticator } from './bearer';
export { requireBearer, sessionOf } from './bearer';
export { HttpError, handleError, replyNotFound } from './errors';
export { warnRefused } from './refused';
export { contentSecurityPolicy, inlineScriptHashes, registerSecurityHeaders } from './securityHeaders';
export { sendRevalidated } from './sendFile';
