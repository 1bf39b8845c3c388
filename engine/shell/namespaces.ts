import type { LocaleTables } from '../i18n';
import { LOGIN_STRINGS } from './login/strings';

/** The signed-out pages' namespace, by name: all the login page registers, so all it fetches. */
export const SIGNED_OUT_NAMESPACES: Readonly<Record<string, LocaleTables>> = { login: LOGIN_STRINGS };
