import { setImmediate } from 'node:timers/promises';

/**
 * A step of long work that lets the event loop turn once `sliceMs` have passed since it last did:
 * better-sqlite3 answers synchronously, so work of many statements would otherwise serve no
 * other request until it ends.
 */
export function createPacer(sliceMs: number): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await setImmediate();
    since = performance.now();
  };
}
