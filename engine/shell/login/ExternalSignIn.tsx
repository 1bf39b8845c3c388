import { useCallback, useEffect, useRef, useState } from 'react';
import type { IdentityProvider } from '../../auth';
import { useTranslation } from '../../i18n';
import { useServices } from '../services';

const PROVIDER_NAMES: Readonly<Record<IdentityProvider['kind'], string>> = { keycloak: 'Keycloak', okta: 'Okta' };

type SignInState = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * The login page with an external provider: it finishes the provider's return, or sends the
 * browser to the provider, and opens the Atrium session with the provider's access token, all
 * without a click. A failure stays on the page with the server's words and a way to try again.
 */
export function ExternalSignIn({ identity }: { identity: () => Promise<IdentityProvider> }) {
  const { t } = useTranslation();
  const { auth, lifecycle, config } = useServices();
  const [state, setState] = useState<SignInState>({ kind: 'working' });
  const provider = config.identityProvider ? PROVIDER_NAMES[config.identityProvider.kind] : '';
  const attempt = useRef(0);

  /** Signs in; resolves with the failure to show, or null once signed in or superseded. */
  const signIn = useCallback(async (): Promise<SignInState | null> => {
    const current = ++attempt.current;
    try {
      const adapter = await identity();
      const result = await auth.loginExternal(adapter.kind, await adapter.signIn());
      if (current !== attempt.current) return null;
      if (!result.ok) return { kind: 'failed', message: result.message };
      await lifecycle.getState().signedIn(result.username);
      return null;
    } catch (error) {
      return current === attempt.current ? { kind: 'failed', message: error instanceof Error ? error.message : String(error) } : null;
    }
  }, [auth, identity, lifecycle]);
  const show = (next: SignInState | null) => next && setState(next);

  useEffect(() => {
    void signIn().then(show);
  }, [signIn]);

  if (state.kind === 'working') {
    return (
      <p className="login__external" role="status" aria-live="polite">
        {t('login.external.signingIn', { provider })}
      </p>
    );
  }
  return (
    <div className="login__external">
      <p className="login__error" role="alert">
        {t('login.external.failed', { provider, message: state.message })}
      </p>
      <button
        className="button button--primary"
        type="button"
        onClick={() => {
          setState({ kind: 'working' });
          void signIn().then(show);
        }}
      >
        {t('login.external.retry')}
      </button>
      {config.passwordSignIn && (
        <a className="login__forgot" href="#login">
          {t('login.external.ownForm')}
        </a>
      )}
    </div>
  );
}
