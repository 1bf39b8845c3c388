import type { ReactNode } from 'react';
import logoUrl from '../assets/logo.svg';
import { LoginFooter } from './LoginFooter';

/** The frame every signed-out page shares: brand side, a card, the footer. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <div className="login">
      <aside className="login__brand" aria-hidden="true">
        <img className="login__brand-logo" src={logoUrl} alt="" />
      </aside>
      <div className="login__side">
        <main className="login__card">
          <img className="login__logo" src={logoUrl} alt="" />
          {children}
        </main>
        <LoginFooter />
      </div>
    </div>
  );
}
