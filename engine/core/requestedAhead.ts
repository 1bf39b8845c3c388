/**
 * A loader whose first call answers with `ahead`, the same load already sent earlier (beside
 * other requests, so that none waits for another), and whose later calls, the retries, load anew.
 * Without `ahead` every call loads.
 */
export function firstFrom<T>(ahead: Promise<T> | null | undefined, load: () => Promise<T>): () => Promise<T> {
  let first = ahead ?? null;
  return () => {
    const answer = first ?? load();
    first = null;
    return answer;
  };
}

/**
 * Marks `request` as handled for the browser: a request sent ahead that nobody ends up waiting
 * for (the page reloads first, the desktop never starts) must not report an unhandled rejection.
 * Whoever awaits it still sees its failure.
 */
export function sentAhead<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}
