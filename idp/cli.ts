// `npm run idp -- [--port 8180] [--atrium http://localhost:8080]`: the local identity provider
// for development, until Ctrl+C. Never for production: its passwords are published.
import { parseArgs } from 'node:util';
import { CLIENT_ID, DEFAULT_ATRIUM_ORIGIN, DEFAULT_PORT, IDENTITY_PASSWORD, KEYCLOAK_REALM } from './constants';
import { BUILT_IN_EMAILS } from './identities';
import { startIdp, type Idp } from './server';

const USAGE = 'usage: npm run idp -- [--port <port>] [--atrium <Atrium origin>]';

function portOf(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port must be a port number (0 to 65535), not "${text}"\n${USAGE}`);
  return port;
}

function describe(idp: Idp, atriumOrigin: string): string {
  return [
    `Atrium identity provider (development only) on ${idp.url}`,
    `  Keycloak realm: ${idp.keycloak.issuer}`,
    `    run Atrium with AUTH_TYPE=keycloak KEYCLOAK_URL=${idp.url} KEYCLOAK_REALM=${KEYCLOAK_REALM} KEYCLOAK_CLIENT_ID=${CLIENT_ID}`,
    `  Okta authorization server: ${idp.okta.issuer}`,
    `    run Atrium with AUTH_TYPE=okta OKTA_ISSUER=${idp.okta.issuer} OKTA_CLIENT_ID=${CLIENT_ID}`,
    `  Redirect URI: ${atriumOrigin}/ (with or without a query)`,
    `  Sign in as ${BUILT_IN_EMAILS.join(', ')} with the password ${IDENTITY_PASSWORD}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: String(DEFAULT_PORT) }, atrium: { type: 'string', default: DEFAULT_ATRIUM_ORIGIN } },
    strict: true,
  });
  const port = portOf(values.port);
  const idp = await startIdp({ port, atriumOrigin: values.atrium }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') throw new Error(`port ${port} is in use: choose another with --port`);
    throw error;
  });
  console.log(describe(idp, new URL(values.atrium).origin));
  const stop = () => void idp.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`idp: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
