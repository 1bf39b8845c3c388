import type { ReactNode } from 'react';
import defaultBackground from '../assets/login-background.svg';
import { useServices } from '../services';
import { LoginFooter } from './LoginFooter';
import { useSiteLogo } from './useSiteLogo';
import './login.css';

export interface LoginLayoutProps {
  children: ReactNode;
  /** The card's logo instead of the site's (a reset link's `appicon`). */
  logo?: string | null;
  /** What the brand side shows over its background instead of the logo (the announcements). */
  aside?: ReactNode;
}

/**
 * The frame every signed-out page shares: the brand side (the site's background image and logo,
 * or the bundled ones), a card, the footer.
 */
export function LoginLayout({ children, logo, aside }: LoginLayoutProps) {
  const { config } = useServices();
  const siteLogo = useSiteLogo();
  return (
    <div className="login">
      <aside
        className="login__brand"
        style={{ backgroundImage: `url("${config.login.background ?? defaultBackground}")` }}
        aria-hidden={aside ? undefined : true}
      >
        {aside ?? <img className="login__brand-logo" src={siteLogo} alt="" />}
      </aside>
      <div className="login__side">
        <main className="login__card">
          <img className="login__logo" src={logo ?? siteLogo} alt="" />
          {children}
        </main>
        <LoginFooter />
      </div>
    </div>
  );
}
