// Types for balancer.mjs, which stays plain JavaScript so that benchmarks run it in node and
// the server tests import it.

export interface Balancer {
  port: number;
  /** http://127.0.0.1:PORT */
  base: string;
  /** ws://127.0.0.1:PORT/api/socket */
  url: string;
  /** The port of the instance each request went to, in order (websockets not counted). */
  routed: number[];
  /** Stops taking connections and cuts the open ones, both sides. */
  close(): Promise<void>;
}

/**
 * A round-robin balancer on 127.0.0.1:`port` (0: a free one) in front of `targets` (base URLs such
 * as http://127.0.0.1:8081): each request and websocket to the next, the client's address appended
 * to X-Forwarded-For (run the instances with TRUST_PROXY=1). An instance that refuses the
 * connection passes the request on to the next before its body is sent; one that dies under a
 * request cuts it.
 */
export function startBalancer(targets: readonly string[], options?: { port?: number }): Promise<Balancer>;
