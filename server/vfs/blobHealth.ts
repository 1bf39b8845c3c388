import type { BlobStore, BlobStoreKind } from './blobStore';
import { BLOB_HEALTH_TIMEOUT_MS, BLOB_HEALTH_TTL_MS } from './constants';

/** What /api/health says of the blob store: its kind and whether it answered; never where it is or how to sign in. */
export interface BlobHealth {
  kind: BlobStoreKind;
  ok: boolean;
}

/**
 * The blob store's health, asked of the store at most every BLOB_HEALTH_TTL_MS: a balancer's
 * probes must not become a request to S3 each. Probes meanwhile share the last answer, or the
 * look under way.
 * @param onFailure told why, once per failed look.
 */
export function createBlobHealth(store: BlobStore, now: () => number, onFailure: (cause: unknown) => void): () => Promise<BlobHealth> {
  let last: { at: number; answer: Promise<BlobHealth> } | undefined;
  return () => {
    const at = now();
    if (last === undefined || at - last.at >= BLOB_HEALTH_TTL_MS) {
      const answer = withinTimeout(store.check()).then(
        () => ({ kind: store.kind, ok: true }),
        (cause: unknown) => {
          onFailure(cause);
          return { kind: store.kind, ok: false };
        },
      );
      last = { at, answer };
    }
    return last.answer;
  };
}

/** `check`, or a failure once it took BLOB_HEALTH_TIMEOUT_MS: an unreachable S3 endpoint retries for longer than a probe waits. */
function withinTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the blob store did not answer within ${BLOB_HEALTH_TIMEOUT_MS} ms`)), BLOB_HEALTH_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
