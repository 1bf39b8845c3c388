import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityProvider } from '../../../engine/auth';
import { TranslationProvider } from '../../../engine/i18n';
import { ServicesProvider, Shell } from '../../../engine/shell';
import { shellServices } from './shellServices';
import { createTestI18n } from '../i18n/builtinStrings';

/** The login page of a server whose users sign in through Keycloak, whose token the server refuses. */
function renderProviderLogin(passwordSignIn: boolean) {
  const services = shellServices();
  const provider = { kind: 'keycloak', signIn: () => Promise.resolve('provider-token') } as IdentityProvider;
  render(
    <TranslationProvider i18n={createTestI18n()}>
      <ServicesProvider
        services={{
          ...services,
          config: {
            ...services.config,
            authType: 'keycloak',
            identityProvider: { kind: 'keycloak', url: 'https://sso.example.com', realm: 'atrium', clientId: 'atrium', redirectUrl: 'https://atrium.example.com/' },
            passwordSignIn,
          },
          identity: () => Promise.resolve(provider),
        }}
      >
        <Shell />
      </ServicesProvider>
    </TranslationProvider>,
  );
}

describe('the login page with an external provider', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('offers no password form when the server takes no passwords, even at #login', async () => {
    window.location.hash = '#login';
    renderProviderLogin(false);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in with a username and password' })).toBeNull();
  });

  it('links the password form when the server takes passwords (AUTH_ALLOW_PASSWORD)', async () => {
    renderProviderLogin(true);
    expect(await screen.findByRole('link', { name: 'Sign in with a username and password' })).toBeTruthy();
  });
});
