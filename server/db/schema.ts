import type { Generated } from 'kysely';

// Portable column conventions (one set of migrations for SQLite and PostgreSQL):
// ids are text UUIDs, timestamps are bigint epoch milliseconds, booleans are integers 0/1,
// JSON documents are text.

export interface OrganisationsTable {
  id: string;
  name: string;
  created_at: number;
}

export interface AccountsTable {
  id: string;
  organisation_id: string;
  name: string;
  /** JSON: theme, favicon, privacyPolicy, footer, loginURL, logo. */
  preferences: string;
  created_at: number;
}

export interface UsersTable {
  id: string;
  username: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  designation: string;
  icon: string;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  email: string;
  /** JSON: { Greetingmessage: 'true' | 'false' } */
  preferences: string;
  cleared_browser_cache: Generated<number>;
  search_history: string;
  /** JSON: { [appName]: true } */
  blacklisted_apps: string;
  /** 1: administers the whole instance (the operators' tool makes the first one). */
  is_admin: Generated<number>;
  created_at: number;
  /** Their manager, one of the users; null: none. */
  manager_id: string | null;
  country: Generated<string>;
}

/** An external provider's identity (issuer and subject) and the user it signs in as. */
export interface ExternalIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: number;
}

export interface AccountMembersTable {
  account_id: string;
  user_id: string;
  is_default: Generated<number>;
  /** When the member agreed to the account's privacy policy; null: not yet. */
  consented_at: number | null;
}

export interface AppsTable {
  id: string;
  name: string;
  title: string;
  category: string;
  is_base_app: number;
  type: number;
  /** JSON string handed to the browser as is. */
  start_options: string;
}

/** The user's app list per account. */
export interface AccountMemberAppsTable {
  account_id: string;
  user_id: string;
  app_id: string;
}

/**
 * No account column: the active account travels in the access token presented with the refresh
 * token, so switching accounts needs only a new access token.
 */
export interface RefreshTokensTable {
  id: string;
  /** Every rotation of one login shares a family, so a replayed token can revoke all of them. */
  family_id: string;
  user_id: string;
  /** sha256 of the token, base64url: the token itself is never stored. */
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  created_at: number;
  /**
   * Once spent: the pair its rotation issued, AES-GCM sealed with a key derived from this token
   * (which only its holder has), for the grace window in which it may be presented again.
   */
  successor: string | null;
}

/**
 * A live sign-in: one per refresh token family, named by access tokens (`sid`). A request whose
 * session row is gone is refused at once: sign-out, a revoked family and a deleted user delete it.
 */
export interface AuthSessionsTable {
  /** The refresh token family's id. */
  id: string;
  user_id: string;
  created_at: number;
  /** When its newest refresh token expires; past it the row is pruned. */
  expires_at: number;
  /** The latest its refreshes may carry it to (a sign-in through a provider); null: no bound. */
  not_after: number | null;
}

/** A provider's access token exchanged for a sign-in, kept until it expires so it is accepted once. */
export interface ExternalTokenUsesTable {
  issuer: string;
  /** The token's `jti`. */
  token_id: string;
  expires_at: number;
}

/**
 * The desktop session a user saved in an account (spec "Session": the open applications and their
 * windows), restored at the next sign-in there. Not a sign-in session: those are refresh_tokens.
 */
export interface UserSessionsTable {
  user_id: string;
  account_id: string;
  /** JSON: the Session, every entry's args emptied. */
  session: string;
  updated_at: number;
}

/** A user's settings (spec "Settings"), the same in every account, loaded at boot. */
export interface UserSettingsTable {
  user_id: string;
  /** JSON: the Settings document as the client saved it, locked namespaces kept as they were. */
  settings: string;
  /** The format the document is in; reading migrates it up to SETTINGS_VERSION. */
  version: number;
  /** Counts the writes: a save writes only over the revision it merged into. */
  revision: Generated<number>;
  updated_at: number;
}

/**
 * The login limits' counters (server/auth/loginThrottle.ts), one row per key: an address's sign-in
 * attempts in the current minute, a username's failures, a username-and-address pair's failures.
 */
export interface LoginThrottleTable {
  key: string;
  count: number;
  /** When the count started; a count whose window has passed starts again. */
  window_start: number;
  /** The newest attempt counted. */
  last_at: number;
}

/** A seed that ran on this database (today only 'demo'): each runs once, never again. */
export interface SeedsTable {
  name: string;
  seeded_at: number;
}

/** Written by every health check (GET /api/health): one row, its last time. */
export interface HealthChecksTable {
  id: string;
  checked_at: number;
}

/**
 * The virtual file system's tree: a root row per tree (parent_id null, name ''), then a row per
 * file or folder. A tree is one mount's for one user (`home:u:<user id>`) or one account
 * (`bos:a:<account id>`). What is in the trash keeps its row, with trashed_at set on it and
 * everything inside it; its top row hangs under the root and remembers where it was.
 */
export interface VfsNodesTable {
  id: string;
  tree: string;
  /** The user whose tree it is (a per-user mount), or null. */
  user_id: string | null;
  /** The account whose tree it is (a per-account mount), or null. */
  account_id: string | null;
  parent_id: string | null;
  /** NFC-normalised, as the rules in server/vfs/names.ts admit it; '' for a root. */
  name: string;
  /** The name without case or accents, for search. */
  folded: string;
  is_folder: number;
  /** Bytes; 0 for a folder. */
  size: number;
  mime: string;
  /** The blob store's key of a file's bytes; null for a folder. */
  blob: string | null;
  /** The user who made it. */
  created_by: string | null;
  /** Whose quota its bytes count against: the tree's user, or in an account's tree who put them there. */
  charged_to: string | null;
  created_at: number;
  modified_at: number;
  /** When it, or the folder it is in, went to the trash. */
  trashed_at: number | null;
  /** Set on what was moved to the trash itself (not what is inside it): where it was. */
  original_path: string | null;
}

/** A password reset link's single-use code (forgotpassword → resetpassword). */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  /** sha256 of the code, base64url: the code itself is only in the mail. */
  code_hash: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** An image or a video the browser shows (GET /api/resource/{id}); never changed, only replaced. */
export interface ResourcesTable {
  id: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: number;
}

/** An announcement of the login page's carousel. */
export interface AnnouncementsTable {
  id: string;
  /** The host name whose login page shows it; '' for every host. */
  host: string;
  name: string;
  description: string;
  /** Where 'VISIT LINK' and a click on the image go; '' for nowhere. */
  link: string;
  media_id: string;
  /** 1: a fallback card (image, name and description only). */
  fallback: number;
  /** Its place in the carousel, ascending. */
  position: number;
  created_at: number;
}

/**
 * Socket events too large for a PostgreSQL NOTIFY payload (server/socket/postgresBroker.ts): the
 * notification carries the id, every instance reads the event here; deleted a minute later.
 */
export interface SocketPayloadsTable {
  id: string;
  /** JSON: the event. */
  payload: string;
  created_at: number;
}

/**
 * A task of an application in an account (the priorities panel): the assignee's to do, the
 * followers' to follow up. Its status colour is RED, YELLOW or GREEN; anything else shows blue.
 */
export interface TasksTable {
  id: string;
  account_id: string;
  /** The application's package name. */
  app_name: string;
  /** The record of the application the task is about, which the app opens; null: none. */
  file_id: string | null;
  /** null: unnamed (the panel shows 'NA'). */
  task_name: string | null;
  ryg_status: string;
  end_date: number;
  /** null: nobody (the assignee's user was deleted, or the task is one to follow only). */
  assignee_id: string | null;
  created_at: number;
}

export interface TaskFollowersTable {
  task_id: string;
  user_id: string;
}

/** A user's own snooze of a task: hidden from their lists until snoozed_till. */
export interface TaskSnoozesTable {
  task_id: string;
  user_id: string;
  snoozed_till: number;
}

export interface TaskCommentsTable {
  id: string;
  task_id: string;
  /** null: the author's user was deleted. */
  author_id: string | null;
  text: string;
  created_at: number;
}

/** A notification the user was shown, in their history. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  message: string;
  /** An image URL, or '' for none. */
  icon: string;
  created_at: number;
  /** Orders notifications recorded in the same millisecond. */
  seq: number;
}

/** A sales region of an account (the dashboards' business data). */
export interface RegionsTable {
  id: string;
  account_id: string;
  name: string;
}

export interface CustomersTable {
  id: string;
  account_id: string;
  name: string;
  region_id: string;
  segment: string;
}

export interface ProductsTable {
  id: string;
  account_id: string;
  name: string;
  category: string;
  unit_price_cents: number;
}

/** A sale. Money in whole cents; the date's parts are columns so that queries group on plain columns. */
export interface OrdersTable {
  account_id: string;
  /** The order's number, unique in the account. */
  number: string;
  customer_id: string;
  product_id: string;
  /** The sale's region: its customer's when it was made. */
  region_id: string;
  quantity: number;
  amount_cents: number;
  /** YYYY-MM-DD */
  order_date: string;
  year: number;
  /** YYYY-MM */
  month: string;
  /** YYYY-Qn */
  quarter: string;
  /** 1 Monday … 7 Sunday */
  weekday: number;
}

export interface DashboardsTable {
  id: string;
  account_id: string;
  title: string;
  description: string;
  columns: number;
  /** 1: the account's default dashboard (a home without a profile shows it). */
  is_default: Generated<number>;
  /** JSON: the ids of the widgets on it, in order. */
  widget_ids: string;
  created_at: number;
}

export interface DashboardWidgetsTable {
  id: string;
  account_id: string;
  title: string;
  footer: string;
  chart: string;
  /** The named query (server/dashboards) the widget draws. */
  query: string;
  /** JSON: the query's parameters the widget fixes. */
  filter: string;
  /** JSON: { drillDown? } */
  meta: string;
}

/** Bytes each owner holds in the VFS, the trash included: `u:<user id>` and `a:<account id>` (server/vfs/quota.ts). */
export interface VfsUsageTable {
  owner: string;
  used: number;
}

/** What a user's home widget shows in an account; without a row, the account's default dashboard. */
export interface HomeProfilesTable {
  user_id: string;
  account_id: string;
  type: 'html' | 'dashboard';
  html: string | null;
  dashboard_id: string | null;
}

export interface Database {
  organisations: OrganisationsTable;
  accounts: AccountsTable;
  users: UsersTable;
  account_members: AccountMembersTable;
  external_identities: ExternalIdentitiesTable;
  external_token_uses: ExternalTokenUsesTable;
  apps: AppsTable;
  account_member_apps: AccountMemberAppsTable;
  refresh_tokens: RefreshTokensTable;
  auth_sessions: AuthSessionsTable;
  login_throttle: LoginThrottleTable;
  user_sessions: UserSessionsTable;
  user_settings: UserSettingsTable;
  seeds: SeedsTable;
  health_checks: HealthChecksTable;
  vfs_nodes: VfsNodesTable;
  vfs_usage: VfsUsageTable;
  password_resets: PasswordResetsTable;
  resources: ResourcesTable;
  announcements: AnnouncementsTable;
  socket_payloads: SocketPayloadsTable;
  tasks: TasksTable;
  task_followers: TaskFollowersTable;
  task_snoozes: TaskSnoozesTable;
  task_comments: TaskCommentsTable;
  notifications: NotificationsTable;
  regions: RegionsTable;
  customers: CustomersTable;
  products: ProductsTable;
  orders: OrdersTable;
  dashboards: DashboardsTable;
  dashboard_widgets: DashboardWidgetsTable;
  home_profiles: HomeProfilesTable;
}
