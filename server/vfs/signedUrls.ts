import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** What a signed URL is bound to: who, in which account and sign-in, which file, in which form, until when. */
export interface UrlGrant {
  userId: string;
  accountId: string;
  /** The sign-in (access token's `sid`): once it ends, the URL reads nothing. */
  sessionId: string;
  path: string;
  download: boolean;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface UrlSigner {
  /** `/vfs/readfile?path=…[&options=…]&token=…` for `grant`. */
  sign(grant: Omit<UrlGrant, 'expiresAt'>): { url: string; expiresAt: number };
  /** The grant `token` carries for this path and form, if it is ours, unchanged and not expired. */
  verify(token: string, path: string, download: boolean): UrlGrant | undefined;
}

const DOWNLOAD_OPTIONS = JSON.stringify({ download: true });

/**
 * Signed URLs of readfile, for `<img src>` and downloads, which cannot send the bearer header:
 * HMAC-SHA256 with a key derived from the JWT secret, so no second secret is kept and instances
 * that share the JWT secret accept each other's URLs.
 */
export function createUrlSigner(options: { jwtSecret: Uint8Array; ttlSeconds: number; clock: Clock }): UrlSigner {
  const key = createHmac('sha256', options.jwtSecret).update('atrium:vfs-url:v1').digest();
  const mac = (grant: UrlGrant) =>
    createHmac('sha256', key)
      .update(JSON.stringify([grant.userId, grant.accountId, grant.sessionId, grant.path, grant.download, grant.expiresAt]))
      .digest();

  return {
    sign(grant) {
      const expiresAt = options.clock.now() + options.ttlSeconds * 1000;
      const full = { ...grant, expiresAt };
      const claims = Buffer.from(JSON.stringify([grant.userId, grant.accountId, grant.sessionId, expiresAt])).toString('base64url');
      const token = `${claims}.${mac(full).toString('base64url')}`;
      const query = new URLSearchParams({ path: grant.path, ...(grant.download ? { options: DOWNLOAD_OPTIONS } : {}), token });
      return { url: `/vfs/readfile?${query.toString()}`, expiresAt };
    },

    verify(token, path, download) {
      const [claims = '', signature = '', extra] = token.split('.');
      if (extra !== undefined) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
      const [userId, accountId, sessionId, expiresAt] = parsed as unknown[];
      if (typeof userId !== 'string' || typeof accountId !== 'string' || typeof sessionId !== 'string' || typeof expiresAt !== 'number') return undefined;
      const grant = { userId, accountId, sessionId, path, download, expiresAt };
      const expected = mac(grant);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return expiresAt > options.clock.now() ? grant : undefined;
    },
  };
}
