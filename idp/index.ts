export type { Identity, NewIdentity } from './identities';
export type { LayoutName } from './layouts';
export type { Idp, IdpIssuer, IdpOptions } from './server';
export { CLIENT_ID, DEFAULT_ATRIUM_ORIGIN, DEFAULT_PORT, IDENTITY_PASSWORD, KEYCLOAK_REALM } from './constants';
export { WRONG_CREDENTIALS } from './pages';
export { startIdp } from './server';
