import type Provider from 'oidc-provider';
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import { GRANTED_SCOPES } from './constants';
import type { Layout } from './layouts';

/**
 * A grant of every scope, for the one first-party client: consent is never asked. Granting all
 * up front also covers a later request for more scopes (okta-auth-js renewing with its own list).
 */
export async function grantEverything(provider: Provider, layout: Layout, clientId: string, accountId: string): Promise<string> {
  const grant = new provider.Grant({ clientId, accountId });
  grant.addOIDCScope(GRANTED_SCOPES.join(' '));
  grant.addResourceScope(layout.resource, GRANTED_SCOPES.join(' '));
  return grant.save();
}

/** oidc-provider's `loadExistingGrant`: the session's grant for the client, or a new one of everything. */
export async function loadOrGrantEverything(ctx: KoaContextWithOIDC, layout: Layout): Promise<Grant | undefined> {
  const { provider, client, session } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  return existing ?? provider.Grant.find(await grantEverything(provider, layout, client.clientId, accountId));
}
