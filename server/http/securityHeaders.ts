import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { App } from './app';
import { HSTS_MAX_AGE_SECONDS } from './constants';

export interface SecurityHeaderOptions {
  /** The page as the server sends it, rendered once at start; its inline scripts are admitted by hash. Undefined without a browser build. */
  page: string | undefined;
  /** Who may frame Atrium, as a CSP source list (FRAME_ANCESTORS); `'none'` by default. */
  frameAncestors: string;
  /**
   * The external identity provider's origin, if AUTH_TYPE names one: the page exchanges codes and
   * refreshes tokens with it (connect-src), and okta-auth-js renews tokens in a hidden frame of it.
   */
  identityProvider?: string;
}

/**
 * Puts the security headers on every answer, errors and 404s included (they are set before
 * routing): a Content-Security-Policy, nosniff, a referrer policy, framing rules, and HSTS when
 * the request came over HTTPS.
 */
export async function registerSecurityHeaders(app: App, { page, frameAncestors, identityProvider }: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(page === undefined ? [] : inlineScriptHashes(page), frameAncestors, identityProvider),
    },
    // X-Frame-Options, for browsers that predate frame-ancestors, can only deny everyone or allow
    // the same origin; with a list of ancestors it would contradict the policy, so it is left out.
    frameguard: frameAncestors === "'none'" ? { action: 'deny' } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // Answered only over HTTPS (below): sent over plain HTTP it would be ignored at best.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
  });
}

/**
 * The policy, directive by directive: everything from the page's own origin only (and talk with the
 * identity provider, when there is one), scripts only
 * from files there plus the inline blocks the server itself rendered, and nothing framing it but
 * `frameAncestors`.
 */
function contentSecurityPolicy(scriptHashes: readonly string[], frameAncestors: string, identityProvider: string | undefined): Record<string, string[]> {
  const provider = identityProvider === undefined ? [] : [identityProvider];
  return {
    'default-src': ["'self'"],
    'connect-src': ["'self'", ...provider],
    'frame-src': ["'self'", ...provider],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // User icons are data: URLs (the seed draws initials), and so is the page's placeholder icon.
    // The wallpaper is shown as a blob: URL of its canvas's frame, which only the page can make.
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.split(' '),
  };
}

/**
 * The CSP hash source ('sha256-…') of each inline `<script>` block in `html`: the import map and
 * the configuration. A block that is not run (the JSON configuration) needs none today; it is
 * admitted all the same, so whatever inline block the page gains is covered without a second list.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
