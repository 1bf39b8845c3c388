import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { readForm } from './body';
import { grantEverything } from './grants';
import type { Identities } from './identities';
import type { Layout } from './layouts';
import { errorPage, loginPage } from './pages';

const INTERACTION_PATH = /^\/interaction\/([\w-]+)$/;

/** Where oidc-provider sends the browser when it needs the user: the provider's own login form. */
export function interactionUrl(layout: Layout, uid: string): string {
  return `${layout.issuerPath}/interaction/${uid}`;
}

/**
 * The login form, in front of oidc-provider's routes: GET shows it, POST checks the e-mail and
 * password and hands the identity back to the authorization request.
 */
export function loginInteraction(provider: Provider, layout: Layout, identities: Identities): Middleware {
  return async (ctx, next) => {
    const uid = INTERACTION_PATH.exec(ctx.path)?.[1];
    if (uid === undefined || !['GET', 'POST'].includes(ctx.method)) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    try {
      const interaction = await provider.interactionDetails(ctx.req, ctx.res);
      if (interaction.uid !== uid) throw new errors.SessionNotFound('interaction session and URL do not match');
      const { prompt, params, session } = interaction;
      const clientId = String(params.client_id);
      // Only a request that insists (prompt=consent) reaches consent: it is granted, as always.
      if (prompt.name === 'consent' && session?.accountId) {
        const grantId = await grantEverything(provider, layout, clientId, session.accountId);
        return redirect(ctx, await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true }));
      }
      const page = { action: interactionUrl(layout, uid), where: layout.title };
      if (ctx.method === 'GET') {
        ctx.type = 'html';
        ctx.body = loginPage({ ...page, email: typeof params.login_hint === 'string' ? params.login_hint : '', failed: false });
        return;
      }
      const form = await readForm(ctx.req);
      const email = form.get('email') ?? '';
      const identity = identities.signIn(email, form.get('password') ?? '');
      if (!identity) {
        ctx.type = 'html';
        ctx.body = loginPage({ ...page, email, failed: true });
        return;
      }
      const returnTo = await provider.interactionResult(ctx.req, ctx.res, { login: { accountId: identity.id } }, { mergeWithLastSubmission: false });
      redirect(ctx, returnTo);
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      ctx.status = error.statusCode;
      ctx.type = 'html';
      ctx.body = errorPage(error.error, error.error_description);
    }
  };
}

function redirect(ctx: Parameters<Middleware>[0], location: string): void {
  ctx.redirect(location);
  // See Other: the browser follows a form's POST with a GET.
  ctx.status = 303;
}
