export type { ApiAnswer, AuthApi } from './authApi';
export type { AuthService, ExternalLoginResult, LoginResult, ResetResult, TabLocks } from './authService';
export type { IdentityProvider, IdentityProviderSettings } from './identityProvider';
export type { LoginFailure } from './messages';
export type { UserActions, UserState, UserStore } from './userStore';
export { createAuthApi } from './authApi';
export { createAuthService } from './authService';
export { createIdentityProvider } from './createIdentityProvider';
export { validateLoginInput } from './loginInput';
export { LOGIN_MESSAGES } from './messages';
// The rules and their texts are the contract's own, which the server enforces with the same code.
export { passwordProblem as brokenPasswordRule, PASSWORD_RULE_MESSAGES as PASSWORD_MESSAGES } from '../../server/contract/passwords';
export { createUserStore } from './userStore';
