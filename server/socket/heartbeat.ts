import type { WebSocket } from 'ws';

/**
 * Pings every socket each `intervalMs`; one that has not answered the previous ping is cut off.
 * TCP alone notices a peer that vanished (a laptop closed, a network gone) only much later, and
 * until then the socket and what is queued for it stay in memory. Returns the stop function.
 */
export function startHeartbeat(clients: () => Iterable<WebSocket>, intervalMs: number): () => void {
  const waiting = new WeakSet<WebSocket>();
  const answered = new WeakSet<WebSocket>();
  const timer = setInterval(() => {
    for (const ws of clients()) {
      if (waiting.has(ws) && !answered.has(ws)) {
        ws.terminate();
        continue;
      }
      if (!waiting.has(ws)) ws.on('pong', () => answered.add(ws));
      waiting.add(ws);
      answered.delete(ws);
      ws.ping();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
