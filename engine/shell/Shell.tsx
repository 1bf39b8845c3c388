import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../i18n';
import { loadDesktopView, loadedDesktopView } from './desktopCode';
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
  const { lifecycle } = useServices();
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
      return <SignedInDesktop />;
  }
}

/**
 * The desktop once its code is loaded (the lifecycle's start loads it, so at once), the splash
 * until then. Not a lazy view under Suspense: React reveals what replaces a Suspense fallback no
 * sooner than 300 ms after the fallback showed, and that held every sign-in's first frame back.
 */
function SignedInDesktop() {
  const { config } = useServices();
  const { i18n } = useTranslation();
  const [view, setView] = useState<ComponentType | null>(loadedDesktopView);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (view) return;
    let mounted = true;
    loadDesktopView(config, i18n).then(
      (loaded) => mounted && setView(() => loaded),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [view, config, i18n]);
  // As a lazy view's failed import did: the page cannot go on without its desktop.
  if (failure) throw failure.error;
  return view ? createElement(view) : <Splash />;
}

