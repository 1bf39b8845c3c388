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
  id: string;
  title: string;
  message: string;
  icon: string;
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
  items: NotificationEntry[];
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
  theme: string;
  favicon: string;
  privacyPolicy: string;
  footer: string;
  loginURL: string;
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
  accountId: string;
  name: string;
}

/**
 * An app entry of the profile (spec, shell section 3 "App entry").
 *
 * @example
 * ```ts
 * const titles = (ctx.env.profile.get()?.apps ?? []).map((app: ProfileApp) => app.title);
 * ```
 */
export interface ProfileApp {
  name: string;
  uuid: string;
  title: string;
  category: string;
  is_base_app: number;
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
  firstname: string;
  lastname: string;
  name: string;
  designation: string;
  icon: string;
  date_of_birth: string | null;
  accountId: string;
  accounts: AccountRef[];
  active_account: { name: string; preferences: AccountPreferences };
  apps: ProfileApp[];
}
