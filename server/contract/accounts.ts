import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';
import { THEME_CHOICES, type ThemeChoice } from './themes';

/**
 * Texts of the account calls and pages, word for word from the spec (docs/features/sign-in.md). The
 * server answers with the first three; the browser shows them all.
 */
export const ACCOUNT_MESSAGES = {
  /** Always, whether the account exists or not. */
  forgotSent: 'If account exists, an email will be sent with further instructions',
  resetDone: 'Password Reset Successfully',
  resetExpired: 'The password reset link has expired, please try resetting again.',
  forgotEmpty: 'Please enter your Username',
  consentRequired: 'You need to agree with our T&C',
} as const;

/** POST /api/user/me/forgotpassword — form or JSON. */
export const ForgotPasswordBody = Type.Object({ username: Type.String({ maxLength: 256 }) });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** A reset link's code: 32 random bytes, base64url. */
export const RESET_CODE_PATTERN = '^[A-Za-z0-9_-]{20,100}$';

/** POST /api/user/me/resetpassword — form or JSON. */
export const ResetPasswordBody = Type.Object({
  password_reset_code: Type.String({ maxLength: 100 }),
  new_password: Type.String({ maxLength: 1024 }),
  confirm_password: Type.String({ maxLength: 1024 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** The answer of forgotpassword and resetpassword: a message, no data. */
export const MessageAnswer = Type.Object({ status: Type.Literal('success'), message: Type.String() });

/** POST /api/v1/user/switchaccount */
export const SwitchAccountBody = Type.Object({ accountId: Type.String({ minLength: 1, maxLength: 100 }) });
export type SwitchAccountBody = Static<typeof SwitchAccountBody>;
export const SwitchAccountAnswer = successOf(Type.Object({ jwt: Type.String() }));

/** GET /api/v1/user/me/hasLoggedIn: whether the privacy policy dialog is due. */
export const LoginStatus = Type.Object({ has_logged_in: Type.Boolean(), verification_pending: Type.Boolean() });
export type LoginStatus = Static<typeof LoginStatus>;
export const LoginStatusAnswer = successOf(LoginStatus);

/** PUT /api/v1/user/{id}: what a user may change of their own record — the cleared-cache flag, back to 0. */
export const UserUpdateBody = Type.Object({ cleared_browser_cache: Type.Literal(0) }, { additionalProperties: false });
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** GET /api/user/{id}/detail (docs/features/apps-and-plugins.md#the-profile-card); empty strings where nothing is known. */
export const UserDetail = Type.Object({
  name: Type.String(),
  designation: Type.String(),
  username: Type.String(),
  email: Type.String(),
  manager_name: Type.String(),
  country: Type.String(),
  icon: Type.String(),
});
export type UserDetail = Static<typeof UserDetail>;
export const UserDetailAnswer = successOf(UserDetail);

/** The levels POST /api/v1/logger takes, as the server's log names them. */
export const CLIENT_LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

/** POST /api/v1/logger — a line for the server's log from the browser. */
export const LoggerBody = Type.Object(
  { level: Type.Union(CLIENT_LOG_LEVELS.map((level) => Type.Literal(level))), message: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type LoggerBody = Static<typeof LoggerBody>;

/** An announcement of the login page (docs/features/sign-in.md); `media` is a resource id (GET /api/resource/{media}). */
export const Announcement = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  description: Type.String(),
  link: Type.String(),
  media: Type.String(),
  media_type: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  fallback: Type.Boolean(),
});
export type Announcement = Static<typeof Announcement>;
export const AnnouncementsAnswer = successOf(Type.Array(Announcement));

/** A host name as the login page sends it (`location.hostname`). */
export const AnnouncementHostParams = Type.Object({ host: Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9.:\\[\\]-]*$' }) });

/** An id in a path: a resource, an account, a user. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type IdParams = Static<typeof IdParams>;
/** The cache-busting suffix of an image URL (`?v=`). */
export const VersionQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 100 })) });

/** A theme an account can set for its members: any a user can choose but following the system, which is each device's own. */
export type AccountTheme = Exclude<ThemeChoice, 'system'>;

/**
 * The themes an account can set for its members (its preference `theme`), derived from the users'
 * choices so that every new theme is offered to accounts too. The default, `standard`, forces
 * nothing; any other is forced on the members (docs/features/settings.md#themes-and-motion).
 */
export const ACCOUNT_THEMES: readonly AccountTheme[] = THEME_CHOICES.filter((choice): choice is AccountTheme => choice !== 'system');
