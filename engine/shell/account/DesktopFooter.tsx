import { useStore } from 'zustand';
import { useServices } from '../services';
import { FooterText } from './FooterText';
import './footer.css';

/** The desktop's footer line, on the wallpaper under the windows: the account's footer or the copyright. */
export function DesktopFooter({ bottom }: { bottom: number }) {
  const { user } = useServices();
  const footer = useStore(user, (state) => state.profile?.active_account.preferences.footer);
  return (
    <footer className="desktop-footer" style={{ bottom }}>
      <FooterText footer={footer} className="desktop-footer__text" />
    </footer>
  );
}
