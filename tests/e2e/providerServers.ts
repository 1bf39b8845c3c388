import { startIdp, type Idp } from '../../idp';
import { freePort } from './freePort';
import { startOwnServer, type OwnServer } from './ownServer';

export type ProviderKind = 'keycloak' | 'okta';

/** The local identity provider and an Atrium server of its own configured to sign in through it. */
export interface ProviderServers {
  idp: Idp;
  atrium: OwnServer;
  stop(): Promise<void>;
}

/** Starts both on 127.0.0.1 and free ports: Atrium's address first, as the provider must know it. */
export async function startProviderServers(kind: ProviderKind): Promise<ProviderServers> {
  const port = await freePort();
  const idp = await startIdp({ port: 0, atriumOrigin: `http://127.0.0.1:${port}` });
  const env: Record<string, string> =
    kind === 'keycloak'
      ? { AUTH_TYPE: 'keycloak', KEYCLOAK_URL: idp.url, KEYCLOAK_REALM: idp.keycloak.realm, KEYCLOAK_CLIENT_ID: idp.keycloak.clientId }
      : { AUTH_TYPE: 'okta', OKTA_ISSUER: idp.okta.issuer, OKTA_CLIENT_ID: idp.okta.clientId };
  try {
    // Passwords allowed: the fixtures sign test users in with theirs, and #login's form is tested.
    const atrium = await startOwnServer([], { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_ALLOW_PASSWORD: '1' }, port);
    return {
      idp,
      atrium,
      async stop() {
        await atrium.stop();
        await idp.stop();
      },
    };
  } catch (error) {
    await idp.stop();
    throw error;
  }
}
