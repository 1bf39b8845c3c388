import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { loadDesktopView } from './desktopCode';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { InfoPage } from './login/InfoPage';
import { loginPageState } from './login/loginPageState';
import { LoginPage } from './login/LoginPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { useServices } from './services';
import { Splash } from './Splash';
import { useLocationHash } from './useLocationHash';

const INFO_PAGES = { '/about': 'about', '/privacy-policy': 'privacy' } as const;

function isInfoPath(path: string): path is keyof typeof INFO_PAGES {
  return path in INFO_PAGES;
}

/** Chooses the screen from the lifecycle phase and the URL. */
export function Shell() {
  const { lifecycle, config } = useServices();
  // Created once: a new lazy component would load and mount the desktop anew.
  const [Desktop] = useState(() => lazy(() => loadDesktopView(config)));
  const phase = useStore(lifecycle, (state) => state.phase);
  // Read for its subscription: a new hash (#forgotpassword) renders the page again.
  useLocationHash();
  const path = window.location.pathname;

  if (isInfoPath(path)) return <InfoPage page={INFO_PAGES[path]} />;
  const state = loginPageState(new URL(window.location.href));
  // A reset link works whoever is signed in here: it is about the account whose mail it came by.
  if (state.page === 'resetpassword') return <ResetPasswordPage code={state.code} appIcon={state.appIcon} />;
  switch (phase) {
    case 'booting':
    case 'starting':
      return <Splash />;
    case 'signed-out':
      return state.page === 'forgotpassword' ? <ForgotPasswordPage /> : <LoginPage />;
    case 'running':
    case 'stopping':
      return (
        <Suspense fallback={<Splash />}>
          <Desktop />
        </Suspense>
      );
  }
}

