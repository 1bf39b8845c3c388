import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../auth';
import type { AccountPreferences } from '../contract';
import type { Database } from '../db';
import { addMemberships, DEFAULT_ACCOUNT_PREFERENCES, insertUser } from '../users';
import { APPLICATION_TYPE, VIEWED_APP_TYPE } from './appTypes';
import { insertDemoAnnouncements, readDemoMedia } from './demoAnnouncements';
import { adaHomeHtml, DEMO_DASHBOARDS, seedDemoDashboards } from './demoDashboards';
import { seedDemoOrders, seedDemoSales } from './demoSales';
import { seedDemoTasks } from './demoTasks';

const ORGANISATION = 'Atrium Demo';

/** Every demo user's password, published in the README: for development only. */
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo's row in the seeds table. */
const DEMO_SEED = 'demo';
/**
 * The row that says the demo's orders are still to be seeded: written with the demo, deleted once
 * they all are. While it is there, every start seeds what is missing (after a crash, a shutdown).
 */
const DEMO_ORDERS_PENDING = 'demo-orders';

const ACCOUNTS: Record<string, AccountPreferences> = {
  Acme: DEFAULT_ACCOUNT_PREFERENCES,
  Globex: {
    ...DEFAULT_ACCOUNT_PREFERENCES,
    footer: 'Globex Corporation — internal use only',
    privacyPolicy:
      '<h2>How Globex handles your data</h2>' +
      '<p>Globex keeps your name, e-mail address and the work you do in its applications for as long as you work with us, ' +
      'and shares them with no one outside the company.</p>' +
      '<ul><li>Your sign-ins are logged for security for 90 days.</li><li>You can ask for a copy of your data at any time.</li></ul>',
  },
};


interface DemoApp {
  name: string;
  title: string;
  category: string;
  isBaseApp: boolean;
  type: typeof APPLICATION_TYPE | typeof VIEWED_APP_TYPE;
}

const APPS: readonly DemoApp[] = [
  { name: 'Preferences', title: 'Preferences', category: 'system', isBaseApp: true, type: APPLICATION_TYPE },
  { name: 'Files', title: 'Files', category: 'system', isBaseApp: true, type: APPLICATION_TYPE },
  { name: 'Notes', title: 'Notes', category: 'productivity', isBaseApp: false, type: APPLICATION_TYPE },
  { name: 'Priorities', title: 'Priorities', category: 'business', isBaseApp: false, type: APPLICATION_TYPE },
  { name: 'Dashboard', title: 'Dashboard', category: 'oi', isBaseApp: false, type: APPLICATION_TYPE },
  { name: 'Sandbox', title: 'Sandbox', category: 'development', isBaseApp: false, type: APPLICATION_TYPE },
  { name: 'Orders', title: 'Orders', category: 'business', isBaseApp: true, type: VIEWED_APP_TYPE },
];

interface DemoUser {
  username: string;
  firstname: string;
  lastname: string;
  designation: string;
  dateOfBirth: string;
  colour: string;
  /** Account name → the user's app list there; the first account is the default. */
  apps: Record<string, readonly string[]>;
}

const USERS: readonly DemoUser[] = [
  {
    username: 'demo',
    firstname: 'Demo',
    lastname: 'User',
    designation: 'Operations Manager',
    dateOfBirth: '1990-04-12',
    colour: '#1565c0',
    apps: {
      Acme: ['Preferences', 'Files', 'Notes', 'Priorities', 'Dashboard', 'Sandbox', 'Orders'],
      Globex: ['Preferences', 'Files', 'Notes', 'Sandbox'],
    },
  },
  {
    username: 'ada',
    firstname: 'Ada',
    lastname: 'Lovelace',
    designation: 'Analyst',
    dateOfBirth: '1815-12-10',
    colour: '#6a1b9a',
    // Not Notes: the browser tests open it as ada to see access denied.
    apps: { Acme: ['Preferences', 'Files', 'Dashboard', 'Sandbox'] },
  },
];

/** The demo's usernames, in the order the console lists them. */
const DEMO_USERNAMES: readonly string[] = USERS.map((user) => user.username);

/**
 * What seedDemo did: seeded it; found that it had seeded this database before (whatever became
 * of the demo since: an operator may have renamed or deleted it); or left a database that already
 * holds organisations or users alone.
 */
export type DemoSeedOutcome = 'seeded' | 'seeded-before' | 'database-in-use';

/**
 * Seeds the demo organisation into an empty database, once per database, so that a fresh clone
 * shows a living desktop. Never touches data that is there, and never recreates the demo once an
 * operator has changed or deleted it. The sales' orders, which take seconds, are left to
 * seedPendingDemoOrders, after the server answers.
 */
export async function seedDemo(db: Kysely<Database>, now: number): Promise<DemoSeedOutcome> {
  const reason = await reasonNotToSeed(db);
  if (reason !== undefined) return reason;
  // Hashed outside the transaction so it holds no lock for the ~10 ms each takes.
  const users = await Promise.all(USERS.map(async (user) => ({ ...user, passwordHash: await hashPassword(DEMO_PASSWORD) })));
  const media = await readDemoMedia();
  try {
    await db.transaction().execute(async (trx) => {
      // The record first: of several instances seeding one database at once, all but one stop here.
      await trx.insertInto('seeds').values([{ name: DEMO_SEED, seeded_at: now }, { name: DEMO_ORDERS_PENDING, seeded_at: now }]).execute();
      const ids = await insertDemo(trx, users, now);
      await seedDemoTasks(trx, now);
      await seedDemoBusiness(trx, ids, now);
      await insertDemoAnnouncements(trx, media, now);
    });
    return 'seeded';
  } catch (error) {
    // Another instance starting on the same database won the race; its demo is as good as ours.
    if (await seededBefore(db)) return 'seeded-before';
    throw error;
  }
}

async function reasonNotToSeed(db: Kysely<Database>): Promise<DemoSeedOutcome | undefined> {
  if (await seededBefore(db)) return 'seeded-before';
  const [organisation, user] = await Promise.all([
    db.selectFrom('organisations').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('users').select('id').limit(1).executeTakeFirst(),
  ]);
  // Someone else's data (a first administrator made with the operators' tool): no published passwords beside it.
  return organisation || user ? 'database-in-use' : undefined;
}

async function seededBefore(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('seeds').select('name').where('name', '=', DEMO_SEED).executeTakeFirst()) !== undefined;
}

/**
 * The demo users whose stored password is still the demo's published one, in DEMO_USERNAMES
 * order: the users anyone can sign in as.
 */
export async function usersWithDemoPassword(db: Kysely<Database>): Promise<string[]> {
  const users = await db.selectFrom('users').select(['username', 'password_hash']).where('username', 'in', DEMO_USERNAMES).execute();
  const verified = await Promise.all(
    users.map(async (user) => ((await verifyPassword(user.password_hash, DEMO_PASSWORD)) ? user.username : undefined)),
  );
  return DEMO_USERNAMES.filter((username) => verified.includes(username));
}

/** Ids by name, for the demo data's cross-references. */
function idsFor(names: readonly string[], known: ReadonlyMap<string, string> = new Map()): (name: string) => string {
  const ids = new Map(names.map((name) => [name, known.get(name) ?? randomUUID()]));
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`demo data refers to unknown ${name}`);
    return id;
  };
}

interface DemoIds {
  accountId: (name: string) => string;
  userId: (username: string) => string;
}

async function insertDemo(db: Kysely<Database>, users: readonly (DemoUser & { passwordHash: string })[], now: number): Promise<DemoIds> {
  const organisationId = randomUUID();
  await db.insertInto('organisations').values({ id: organisationId, name: ORGANISATION, created_at: now }).execute();

  const accountId = idsFor(Object.keys(ACCOUNTS));
  await db
    .insertInto('accounts')
    .values(
      Object.entries(ACCOUNTS).map(([name, preferences]) => ({
        id: accountId(name),
        organisation_id: organisationId,
        name,
        preferences: JSON.stringify(preferences),
        created_at: now,
      })),
    )
    .execute();

  const newIds = idsFor(APPS.map((app) => app.name));
  await db
    .insertInto('apps')
    .values(
      APPS.map((app) => ({
        id: newIds(app.name),
        name: app.name,
        title: app.title,
        category: app.category,
        is_base_app: app.isBaseApp ? 1 : 0,
        type: app.type,
        start_options: JSON.stringify({
          name: app.name,
          appId: newIds(app.name),
          title: app.title,
          type: 'application',
          autostart: 'false',
        }),
      })),
    )
    // An app a production start registered (registerBuiltinApps) before this database had users stays as it is.
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const appRows = await db.selectFrom('apps').select(['id', 'name']).where('name', 'in', APPS.map((app) => app.name)).execute();
  const appId = idsFor(APPS.map((app) => app.name), new Map(appRows.map((app) => [app.name, app.id])));

  const userIds = new Map<string, string>();
  for (const { apps, ...user } of users) {
    const userId = await insertUser(db, { ...user, email: `${user.username}@atrium.example` }, now);
    userIds.set(user.username, userId);
    const memberships = Object.entries(apps);
    await addMemberships(db, userId, memberships.map(([account]) => accountId(account)));
    await db
      .insertInto('account_member_apps')
      .values(
        memberships.flatMap(([account, apps]) => apps.map((app) => ({ account_id: accountId(account), user_id: userId, app_id: appId(app) }))),
      )
      .execute();
  }
  return {
    accountId,
    userId: (username) => {
      const id = userIds.get(username);
      if (id === undefined) throw new Error(`demo data refers to unknown user ${username}`);
      return id;
    },
  };
}

/** Acme's orders to each of Globex's: a smaller business, with a smaller ledger. */
const GLOBEX_SHARE = 20;
const DEMO_CUSTOMERS = { Acme: 500, Globex: 120 } as const;
// A seed per account, so that each ledger is its own and the same on every machine.
const SALES_SEEDS = { Acme: 2024, Globex: 1999 } as const;
const SALES_ACCOUNTS = ['Acme', 'Globex'] as const;

const salesSize = (account: (typeof SALES_ACCOUNTS)[number], orders: number) => ({
  customers: DEMO_CUSTOMERS[account],
  orders: account === 'Acme' ? orders : Math.max(1, Math.round(orders / GLOBEX_SHARE)),
});

/** The accounts' sales (but their orders) and dashboards, and ada's own home in Acme. */
async function seedDemoBusiness(db: Kysely<Database>, ids: DemoIds, now: number): Promise<void> {
  for (const account of SALES_ACCOUNTS) {
    await seedDemoSales(db, ids.accountId(account), { customers: DEMO_CUSTOMERS[account] }, SALES_SEEDS[account]);
  }
  const acme = await seedDemoDashboards(db, ids.accountId('Acme'), DEMO_DASHBOARDS.Acme, now);
  await seedDemoDashboards(db, ids.accountId('Globex'), DEMO_DASHBOARDS.Globex, now);
  await db
    .insertInto('home_profiles')
    .values({ user_id: ids.userId('ada'), account_id: ids.accountId('Acme'), type: 'html', html: adaHomeHtml(acme('products')), dashboard_id: null })
    .execute();
}

/** What seedPendingDemoOrders did: nothing was pending, it seeded them all, or it stopped when asked. */
export type DemoOrdersOutcome = 'none-pending' | 'seeded' | 'stopped';

/** Whether the demo's orders are still to be seeded (the demo was seeded, its orders not yet all). */
export async function demoOrdersPending(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('seeds').select('name').where('name', '=', DEMO_ORDERS_PENDING).executeTakeFirst()) !== undefined;
}

/**
 * Seeds the demo's orders when they are pending: `orders` for Acme (ATRIUM_DEMO_ORDERS), a
 * twentieth for Globex, in the demo organisation's accounts of those names (an account an operator
 * removed meanwhile gets none); then runs `afterwards` (what reads the orders), and only then are
 * they no longer pending. Stops between batches once `stopped()` says so.
 */
export async function seedPendingDemoOrders(
  db: Kysely<Database>,
  { orders, stopped, afterwards }: { orders: number; stopped: () => boolean; afterwards: () => Promise<void> },
): Promise<DemoOrdersOutcome> {
  if (!(await demoOrdersPending(db))) return 'none-pending';
  const accounts = await db
    .selectFrom('accounts as a')
    .innerJoin('organisations as o', 'o.id', 'a.organisation_id')
    .select(['a.id', 'a.name'])
    .where('o.name', '=', ORGANISATION)
    .where('a.name', 'in', SALES_ACCOUNTS)
    .execute();
  for (const account of SALES_ACCOUNTS) {
    const accountId = accounts.find((row) => row.name === account)?.id;
    if (accountId === undefined) continue;
    if (!(await seedDemoOrders(db, accountId, salesSize(account, orders), SALES_SEEDS[account], stopped))) return 'stopped';
  }
  await afterwards();
  await db.deleteFrom('seeds').where('name', '=', DEMO_ORDERS_PENDING).execute();
  return 'seeded';
}
