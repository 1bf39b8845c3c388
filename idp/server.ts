import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { CLIENT_ID, DEFAULT_ACCESS_TOKEN_TTL_SECONDS, DEFAULT_ATRIUM_ORIGIN, KEYCLOAK_REALM } from './constants';
import { BodyTooLarge } from './body';
import { applyAtriumCors } from './cors';
import { Identities, type Identity, type NewIdentity } from './identities';
import { LAYOUTS, type Layout, type LayoutName } from './layouts';
import { adaptKeycloakLogout } from './keycloakLogout';
import { adaptOktaRevocation } from './oktaRevocation';
import { createProvider } from './provider';
import { createSigningKey } from './signingKey';
import { Store } from './store';

export interface IdpOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Atrium's origin: its page is the redirect URI and the one CORS origin. Default http://localhost:8080. */
  atriumOrigin?: string;
  /** Access token lifetime in seconds. Default 300. */
  accessTokenTtl?: number;
}

/** What Atrium is configured with to use one layout. */
export interface IdpIssuer {
  issuer: string;
  jwksUri: string;
  clientId: string;
}

/** A running local identity provider. */
export interface Idp {
  /** `http://127.0.0.1:<port>`: KEYCLOAK_URL. */
  readonly url: string;
  readonly port: number;
  readonly keycloak: IdpIssuer & { realm: string };
  readonly okta: IdpIssuer;
  addIdentity(identity: NewIdentity): Identity;
  /** Ends the identity's provider sessions and grants in both layouts: its next refresh fails with 400 invalid_grant. */
  revokeSessions(email: string): void;
  stop(): Promise<void>;
}

interface Mount {
  layout: Layout;
  provider: Provider;
  store: Store;
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

function originOf(url: string): string {
  if (!URL.canParse(url)) throw new Error(`idp: the Atrium origin is not a URL: "${url}"`);
  return new URL(url).origin;
}

/** The mount whose issuer path the URL is under, and the URL below it. */
function mountFor(mounts: readonly Mount[], url: string): [Mount, string] | undefined {
  for (const mount of mounts) {
    const { issuerPath } = mount.layout;
    if (url === issuerPath || url.startsWith(`${issuerPath}/`) || url.startsWith(`${issuerPath}?`)) return [mount, url.slice(issuerPath.length) || '/'];
  }
  return undefined;
}

/** The request oidc-provider is to see, after the compatibility steps; undefined when a step answered it. */
function adaptRequest({ layout, store }: Mount, route: string, req: IncomingMessage, res: ServerResponse): Promise<IncomingMessage | undefined> {
  if (req.method !== 'POST') return Promise.resolve(req);
  if (route === layout.routes.revocation) return adaptOktaRevocation(req, res);
  if (route === layout.routes.end_session && layout.refreshTokenLogout) return adaptKeycloakLogout(req, res, store);
  return Promise.resolve(req);
}

/**
 * Starts the local OpenID Connect provider on 127.0.0.1: a Keycloak realm and an Okta
 * authorization server on one HTTP server, for development and tests only.
 */
export async function startIdp(options: IdpOptions = {}): Promise<Idp> {
  const atriumOrigin = originOf(options.atriumOrigin ?? DEFAULT_ATRIUM_ORIGIN);
  const accessTokenTtl = options.accessTokenTtl ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(accessTokenTtl) || accessTokenTtl <= 0) throw new Error(`idp: the access token lifetime must be a positive whole number of seconds, not ${accessTokenTtl}`);
  const identities = new Identities();
  let mounts: readonly Mount[] = [];

  const server = createServer((req, res) => {
    void dispatch(req, res).catch((error: unknown) => {
      const tooLarge = error instanceof BodyTooLarge;
      if (!tooLarge) console.error('idp:', error);
      if (!res.headersSent) res.statusCode = tooLarge ? error.status : 500;
      // The rest of an oversized body is not read: the connection goes with the answer.
      res.setHeader('Connection', 'close');
      res.end(tooLarge ? error.message : undefined);
    });
  });
  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (applyAtriumCors(req, res, atriumOrigin)) return;
    const url = req.url ?? '/';
    const found = mountFor(mounts, url);
    if (!found) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`Not found. Issuers: ${mounts.map((mount) => mount.provider.issuer).join(', ')}\n`);
      return;
    }
    const [mount, below] = found;
    const request = await adaptRequest(mount, below.split('?')[0] ?? '', req, res);
    if (!request) return;
    // oidc-provider works out its mount path from originalUrl, as under Express.
    Object.assign(request, { originalUrl: url, url: below });
    await mount.handle(request, res);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  mounts = await Promise.all(
    LAYOUTS.map(async (layout) => {
      const store = new Store();
      const provider = createProvider({
        base,
        layout,
        identities,
        store,
        signingKey: await createSigningKey(),
        atriumOrigin,
        accessTokenTtl,
        cookiePrefix: `idp${port}_${layout.name}`,
      });
      return { layout, provider, store, handle: provider.callback() };
    }),
  ).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  const mount = (name: LayoutName): Mount => {
    const found = mounts.find((candidate) => candidate.layout.name === name);
    if (!found) throw new Error(`idp: no ${name} layout`);
    return found;
  };
  const issuerOf = (name: LayoutName): IdpIssuer => {
    const { provider } = mount(name);
    return { issuer: provider.issuer, jwksUri: provider.urlFor('jwks'), clientId: CLIENT_ID };
  };

  return {
    url: base,
    port,
    keycloak: { ...issuerOf('keycloak'), realm: KEYCLOAK_REALM },
    okta: issuerOf('okta'),
    addIdentity: (identity) => identities.add(identity),
    revokeSessions: (email) => {
      const identity = identities.byEmail(email);
      if (!identity) throw new Error(`idp: no identity with the e-mail ${email}`);
      for (const { store } of mounts) store.revokeAccount(identity.id);
    },
    stop,
  };
}
