export type { App } from './app';
export { API_BASE, API_V1_BASE, pathnameOf } from './app';
export type { Authenticator } from './bearer';
export { requireBearer, sessionOf } from './bearer';
export { HttpError, handleError, replyNotFound } from './errors';
export { nestsDeeperThan, registerJsonParser } from './jsonBody';
export { warnRefused } from './refused';
export { registerSecurityHeaders } from './securityHeaders';
export { sendRevalidated } from './sendFile';
