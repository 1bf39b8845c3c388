// The server's records as a plugin receives them. They repeat the shapes of server/contract's
// schemas on purpose: the contract's types are `Static<typeof Schema>`, and a type that names a
// schema would make the SDK's .d.ts declare the schema as a value the page does not provide (the
// browser takes no TypeBox). tests/unit/sdk/records.test.ts keeps each one equal to the contract's.

/**
 * One entry of the user's notification history; `time` is ISO 8601.
 *
 * @example
 * ```ts
 * const { items } = await ctx.notifications.history({ take: 1 });
 * const latest: NotificationEntry | undefined = items[0];
 * ```
 */
export interface NotificationEntry {
  /** The entry's id in the history. */
  id: string;
  /** The title as shown. */
  title: string;
  /** The message as shown. */
  message: string;
  /** The icon's URL, or empty. */
  icon: string;
  /** When it was shown, ISO 8601. */
  time: string;
}

/**
 * A page of the notification history, newest first, and how many entries the history holds.
 *
 * @example
 * ```ts
 * const page: NotificationHistory = await ctx.notifications.history({ take: 10, skip: 10 });
 * console.info(`${page.items.length} of ${page.total}`);
 * ```
 */
export interface NotificationHistory {
  /** This page's entries, newest first. */
  items: NotificationEntry[];
  /** How many entries the history holds in all. */
  total: number;
}

/**
 * What an account shows on its pages (its theme, logo, links), as the profile carries it.
 *
 * @example
 * ```ts
 * const theme = useValue(ctx.env.profile)?.active_account.preferences.theme;
 * ```
 */
export interface AccountPreferences {
  /** The account's theme (see `accountThemeOverride`). */
  theme: string;
  /** The favicon's URL. */
  favicon: string;
  /** The account's privacy policy. */
  privacyPolicy: string;
  /** The footer text. */
  footer: string;
  /** Where signing out leads for this account. */
  loginURL: string;
  /** The logo's URL. */
  logo: string;
}

/**
 * An account the user belongs to.
 *
 * @example
 * ```ts
 * const others: AccountRef[] = (ctx.env.profile.get()?.accounts ?? []).filter((account) => account.accountId !== current);
 * ```
 */
export interface AccountRef {
  /** The account's id, as `ctx.env.switchAccount` takes it. */
  accountId: string;
  /** The account's name. */
  name: string;
}

/**
 * An app entry of the profile (docs/features/apps-and-plugins.md).
 *
 * @example
 * ```ts
 * const titles = (ctx.env.profile.get()?.apps ?? []).map((app: ProfileApp) => app.title);
 * ```
 */
export interface ProfileApp {
  /** The package name the app launches by. */
  name: string;
  /** The app's id. */
  uuid: string;
  /** The title to show. */
  title: string;
  /** The menu category. */
  category: string;
  /** The spec's is_base_app flag, 1 or 0. */
  is_base_app: number;
  /** The spec's app type code. */
  type: number;
  /** A JSON string that may hold name, appId, title, type, autostart. */
  start_options: string;
}

/**
 * The signed-in user's profile, accounts and apps.
 *
 * @example
 * ```ts
 * const profile: Profile | null = useValue(ctx.env.profile);
 * const greeting = profile ? `Hello, ${profile.firstname}` : '';
 * ```
 */
export interface Profile {
  /** Given name. */
  firstname: string;
  /** Family name. */
  lastname: string;
  /** The full name to show. */
  name: string;
  /** Job title. */
  designation: string;
  /** The picture's URL. */
  icon: string;
  /** ISO date, or null when not known. */
  date_of_birth: string | null;
  /** The account the user works in now. */
  accountId: string;
  /** Every account the user belongs to. */
  accounts: AccountRef[];
  /** The current account's name and what it shows. */
  active_account: { name: string; preferences: AccountPreferences };
  /** The apps the user may launch in the current account. */
  apps: ProfileApp[];
}
