import defaultLogo from '../assets/logo.svg';
import { useServices } from '../services';

/** The site's logo (LOGIN_LOGO), or the bundled one. */
export function useSiteLogo(): string {
  return useServices().config.login.logo ?? defaultLogo;
}
