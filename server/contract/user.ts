import { Type, type Static } from '@sinclair/typebox';
import { successOf } from './envelope';

export const AccountPreferences = Type.Object({
  theme: Type.String(),
  favicon: Type.String(),
  privacyPolicy: Type.String(),
  footer: Type.String(),
  loginURL: Type.String(),
  logo: Type.String(),
});
export type AccountPreferences = Static<typeof AccountPreferences>;

export const AccountRef = Type.Object({ accountId: Type.String(), name: Type.String() });
export type AccountRef = Static<typeof AccountRef>;

/** An app entry of the profile (docs/features/apps-and-plugins.md). */
export const ProfileApp = Type.Object({
  name: Type.String(),
  uuid: Type.String(),
  title: Type.String(),
  category: Type.String(),
  is_base_app: Type.Integer(),
  type: Type.Integer(),
  /** A JSON string that may hold name, appId, title, type, autostart. */
  start_options: Type.String(),
});
export type ProfileApp = Static<typeof ProfileApp>;

/** GET /api/user/me/a+p+acc+ap+t */
export const Profile = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  name: Type.String(),
  designation: Type.String(),
  icon: Type.String(),
  date_of_birth: Type.Union([Type.String(), Type.Null()]),
  accountId: Type.String(),
  accounts: Type.Array(AccountRef),
  active_account: Type.Object({ name: Type.String(), preferences: AccountPreferences }),
  apps: Type.Array(ProfileApp),
});
/** The signed-in user's profile, accounts and apps. */
export type Profile = Static<typeof Profile>;
export const ProfileAnswer = successOf(Profile);

/** GET /api/user/me — the current user record (docs/features/sign-in.md). */
export const CurrentUser = Type.Object({
  id: Type.String(),
  username: Type.String(),
  firstname: Type.String(),
  icon: Type.String(),
  cleared_browser_cache: Type.Integer(),
  blackListedApps: Type.Record(Type.String(), Type.Boolean()),
  preferences: Type.Object({ Greetingmessage: Type.Union([Type.Literal('true'), Type.Literal('false')]) }),
  search_history: Type.String(),
});
export type CurrentUser = Static<typeof CurrentUser>;
export const CurrentUserAnswer = successOf(CurrentUser);
