export { AccountConsent } from './AccountConsent';
export { switchAccount } from './accountSwitch';
export { clearBrowserCache } from './clearBrowserCache';
export { needsConsent, NO_POLICY } from './consent';
export { DesktopFooter } from './DesktopFooter';
export { FooterText } from './FooterText';
export { signOutDestination } from './signOutDestination';
