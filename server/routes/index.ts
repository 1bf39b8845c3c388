export type { AuthRouteOptions } from './auth';
export type { UserRouteOptions } from './user';
export { registerAuthRoutes } from './auth';
export { registerHealthRoute } from './health';
export { registerUserRoutes } from './user';
export { registerWeb, renderIndexHtml } from './web';
