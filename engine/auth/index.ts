export type { ApiAnswer, AuthApi } from './authApi';
export type { AuthService, LoginResult, TabLocks } from './authService';
export type { LoginFailure } from './messages';
export type { UserActions, UserState, UserStore } from './userStore';
export { createAuthApi } from './authApi';
export { createAuthService } from './authService';
export { validateLoginInput } from './loginInput';
export { LOGIN_MESSAGES } from './messages';
export { createUserStore } from './userStore';
