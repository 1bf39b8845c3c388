import type { HttpClient } from '../../http';
import type { BrowserStorage } from '../../storage';

export interface ClearBrowserCacheDeps {
  http: HttpClient;
  storage: BrowserStorage;
  /** The origin's Cache Storage (`window.caches`), or null where the page has none (no secure context). */
  caches: Pick<CacheStorage, 'keys' | 'delete'> | null;
  sessionStorage: Pick<Storage, 'clear'>;
  /** A reload that fetches the page anew. */
  reload: () => void;
}

/**
 * The spec's cleared-cache flow (docs/features/sign-in.md#cleared-cache), for a user whose record says
 * cleared_browser_cache = 1: the flag goes back to 0 on the server first (while the session can
 * still say so), then every cache and the page's stored data go, UserInfo and Metadata with them,
 * the version marker says New, and the page reloads. The tokens stay: the user stays signed in.
 */
export async function clearBrowserCache(userId: string, deps: ClearBrowserCacheDeps): Promise<void> {
  await deps.http.request('PUT', `v1/user/${encodeURIComponent(userId)}`, { cleared_browser_cache: 0 });
  const { caches } = deps;
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  deps.sessionStorage.clear();
  await deps.storage.clear(['AUTH_token', 'REFRESH_token', 'User', 'locale']);
  await deps.storage.set('version', 'New');
  deps.reload();
}
