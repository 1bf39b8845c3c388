import type { FastifyRequest } from 'fastify';
import type { App } from './app';

/** How long requests under way may take to finish once the server is closing. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Closes `app` (hooks included) letting requests under way finish, but for at most `graceMs`:
 * then every connection still open is cut and the requests it carried are logged by route, so
 * that a client that never lets go cannot hold a shutdown (or a test's teardown) for ever.
 * Installs its own hooks: call it before the app is ready.
 */
export function drainOnClose(app: App, graceMs = DRAIN_GRACE_MS): () => Promise<void> {
  const underWay = new Set<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, next) => {
    underWay.add(request);
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    underWay.delete(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    underWay.delete(request);
    next();
  });
  return async () => {
    const cutOff = setTimeout(() => {
      const routes = [...underWay].map((request) => `${request.method} ${request.routeOptions.url ?? '(no route)'}`);
      app.log.warn(`shutdown: connections still open after ${graceMs} ms are cut; requests under way: ${routes.join(', ') || 'none'}`);
      app.server.closeAllConnections();
    }, graceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
    }
  };
}
