import path from 'node:path';
import formbody from '@fastify/formbody';
import { createBackground, createMembers, createPasswordResets, type Background } from './accounts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import {
  createAccessTokens,
  createAuthSessions,
  createLoginThrottle,
  createPasswordVerifier,
  createRefreshTokens,
  createSessions,
  createUserRateLimit,
  loadJwtSecret,
} from './auth';
import { systemClock, type Clock } from './clock';
import type { Config, IdentityConfig } from './config';
import type { Manifest } from './contract';
import { createDashboards, reportsInVfs } from './dashboards';
import { connectDatabase, migrateToLatest, type Database } from './db';
import { API_BASE, drainOnClose, handleError, registerJsonParser, registerSecurityHeaders, schemasCompiledOnFirstUse, validateWithOneCompiler, type App } from './http';
import { REQUEST_ID_HEADER, requestIdOptions } from './log';
import { createMailer, type Mailer } from './mail';
import { startMaintenance, type Maintenance } from './maintenance';
import { createPackages, readBuiltinManifest } from './packages';
import {
  DEFAULT_BODY_LIMIT,
  HEALTH_PATH,
  readIndexPage,
  registerAccountRoutes,
  registerAnnouncementRoutes,
  registerAuthRoutes,
  registerDashboardRoutes,
  registerHealthRoute,
  registerLoggerRoute,
  registerMediaRoutes,
  registerNotificationRoutes,
  registerPackageRoutes,
  registerSearchRoutes,
  registerSessionRoutes,
  registerSettingsRoutes,
  registerSocketRoutes,
  registerTaskRoutes,
  registerTestRoutes,
  registerUserRoutes,
  registerVfsRoutes,
  registerWeb,
  type AuthRouteOptions,
} from './routes';
import { createAccessTokenVerifier, createExternalUsers, type ExternalUserOptions } from './identity';
import { seedHomeFiles, seedSharedFiles, seedUserTasks, startStartupSeed, type StartupSeed } from './seed';
import { PRODUCT_NAME } from './version';
import { startWarnings } from './startWarnings';
import { createGlobalSearch } from './search';
import { createSessionStore } from './sessions';
import { createSettingsStore } from './settings';
import { startSocketServer } from './socket';
import { createNotifications } from './notifications';
import { createTasks } from './tasks';
import { createProfiles, createTestUsers, isMember } from './users';
import { createBlobHealth, createBlobStore, createMounts, createUrlSigner, createVfs, type VfsService } from './vfs';

export interface Server {
  app: App;
  db: Kysely<Database>;
  vfs: VfsService;
  /** The housekeeping that runs at start and every hour; tests run it when they move time. */
  maintenance: Maintenance;
  /** Work the server does after answering (reset mails); tests wait for it to read the mail. */
  background: Background;
  /**
   * Resolves once what the start seeds after the server answers (the demo's users, catalogue and
   * files, the built-in apps) is there, which every request but the health check waits for;
   * rejects when it could not be seeded: the start has failed.
   */
  prepared: Promise<void>;
  /** Resolves once the demo's orders, seeded after that, are all there too (at once when there are none to seed). */
  demoSeeded: Promise<void>;
  /** Stops accepting requests, lets those under way finish (for DRAIN_GRACE_MS at most) and the work after answers, then closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** The process's logger (server/main.ts), which the app's and every request's log lines go through; else `logger`'s. */
  log?: FastifyBaseLogger;
  logger?: FastifyServerOptions['logger'];
  /** Where mail goes; by default SMTP_URL's server, or .eml files. */
  mailer?: Mailer;
  /** Tests hold the start-up seed (the demo, the built-in apps) until this resolves, to see what answers before it. */
  holdStartupSeed?: Promise<void>;
}

/**
 * Opens and migrates the database and builds the HTTP app, which can answer from then on. The
 * demo (unless the configuration says no demo) and the built-in apps are seeded after that, and
 * every request but the health check waits for them; the demo's orders, which take seconds, come
 * last, and the server answers meanwhile.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const clock = options.clock ?? systemClock;
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    // Started once the app is built; its health route and the requests that wait for it ask it meanwhile.
    const started: { seed?: StartupSeed } = {};
    const { app, closeHttp, vfs, background, mailer, builtin } = await createApp(config, db, clock, options, {
      seeding: () => started.seed?.seeding() ?? false,
      prepared: () => started.seed?.prepared ?? Promise.resolve(),
    });
    for (const warning of startWarnings(config)) app.log.warn(warning);
    // Before any request: what a crash left in the blob store goes (interrupted uploads, replaced blobs).
    const swept = await vfs.sweep();
    if (swept.temporary + swept.orphans > 0) app.log.info(`VFS: removed ${swept.temporary} interrupted uploads and ${swept.orphans} unreferenced blobs`);
    // From here the server can answer: the demo, the built-in apps and then the demo's orders follow
    // (on an empty database the demo alone took half a second of a 1.2 s start, before the orders),
    // once the app is ready: the seed's work must not compete with Fastify compiling its routes, which the first answer waits for.
    const hold = Promise.all([app.ready(), options.holdStartupSeed]).then(() => undefined);
    const seed = (started.seed = startStartupSeed(db, vfs, builtin, { demo: config.demo, orders: config.demoOrders, now: clock.now(), hold }, app.log));
    const maintenance = startMaintenance(db, clock, app.log);
    return {
      app,
      db,
      vfs,
      maintenance,
      background,
      prepared: seed.prepared,
      demoSeeded: seed.done,
      async close() {
        await seed.stop();
        await maintenance.stop();
        await closeHttp();
        await background.idle();
        mailer.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function createApp(
  config: Config,
  db: Kysely<Database>,
  clock: Clock,
  options: ServerOptions,
  seed: { seeding: () => boolean; prepared: () => Promise<void> },
): Promise<{ app: App; closeHttp: () => Promise<void>; vfs: VfsService; background: Background; mailer: Mailer; builtin: Manifest }> {
  const jwtSecret = await loadJwtSecret(config.dataDir, config.jwtSecret);
  const accessTokens = createAccessTokens({ secret: jwtSecret, ttlSeconds: config.accessTokenTtlSeconds, clock });
  const authSessions = createAuthSessions(db);
  const sessions = createSessions({
    db,
    accessTokens,
    passwords: createPasswordVerifier(),
    refreshTokens: createRefreshTokens(db, {
      ttlSeconds: config.refreshTokenTtlSeconds,
      clock,
      // A sign-in that ends closes its sockets on every instance (a refresh comes only once the app listens).
      onSessionEnded: (sessionId) => live.endSession(sessionId),
    }),
    authSessions,
    throttle: createLoginThrottle(db, { attemptsPerAddress: config.loginRateLimitPerIp, failuresPerUser: config.loginFailuresPerUser }, clock),
  });

  // The login limits count request.ip: behind a proxy it must be the client's, not the proxy's.
  const trustProxy = trusted(config.trustProxy);
  const logging = options.log ? { loggerInstance: options.log } : { logger: options.logger ?? { level: 'info' } };
  const app: App = Fastify({ ...logging, ...requestIdOptions(config.trustProxy), trustProxy, bodyLimit: DEFAULT_BODY_LIMIT, schemaController: schemasCompiledOnFirstUse }).withTypeProvider<TypeBoxTypeProvider>();
  app.setErrorHandler(handleError);
  validateWithOneCompiler(app);
  // Whoever reports a failure can name the request, and the operator find its log lines by it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The page and its assets need no data; the API but the health check waits for the start-up seed.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${API_BASE}/`) && request.routeOptions.url !== HEALTH_PATH) await seed.prepared();
  });
  const closeHttp = drainOnClose(app);
  const page = await readIndexPage(config);
  // First, so that every answer carries them, whatever fails after.
  await registerSecurityHeaders(app, {
    page,
    frameAncestors: config.frameAncestors,
    identityProvider: config.identity.kind === 'own' ? undefined : new URL(config.identity.issuer).origin,
  });
  registerJsonParser(app);
  // The spec's browser posts HTML forms; JSON works out of the box.
  await app.register(formbody);

  const builtin = await readBuiltinManifest(config.builtinManifest, app.log);
  const packages = createPackages({
    builtin,
    installedDir: config.packagesDir,
    log: app.log,
  });
  const live = await startSocketServer({
    database: config.database,
    db,
    clock,
    log: app.log,
    authenticate: (jwt) => sessions.authenticate(jwt),
    activeSessions: (ids) => authSessions.activeAmong(ids),
    manifest: () => packages.manifest(),
    publicOrigin: config.publicOrigin,
  });
  // After the HTTP server has closed its sockets, and before the database goes (createServer).
  app.addHook('onClose', () => live.close());

  const blobs = await createBlobStore(config.blobStore, path.join(config.dataDir, BLOBS_DIR), { shared: config.database.kind === 'postgres' }, app.log);
  const blobHealth = createBlobHealth(blobs, Date.now, (cause) => app.log.error({ err: cause }, `Health check: the ${blobs.kind} blob store does not answer`));
  registerHealthRoute(app, { db, clock, demoSeeding: seed.seeding, blobHealth });
  const notifications = createNotifications(db, clock);
  registerAuthRoutes(app, {
    sessions,
    passwordSignIn: config.passwordSignIn,
    external: externalSignIn(config.identity, { db, clock, notifications, log: app.log }),
  });
  await registerUserRoutes(app, { profiles: createProfiles(db), authenticator: sessions });
  await registerSessionRoutes(app, { sessionStore: createSessionStore(db, clock), authenticator: sessions });
  await registerSettingsRoutes(app, {
    settingsStore: createSettingsStore(db, clock, app.log),
    authenticator: sessions,
    settingsLock: config.settingsLock,
    toUser: (userId, message) => live.toUser(userId, message),
  });
  const rateLimit = createUserRateLimit(db, clock);
  await registerTaskRoutes(app, { tasks: createTasks(db, clock), authenticator: sessions, isMember: (userId, accountId) => isMember(db, userId, accountId), rateLimit });
  await registerNotificationRoutes(app, { notifications, authenticator: sessions, rateLimit });
  registerPackageRoutes(app, { packages });
  await registerSocketRoutes(app, { socketServer: live, authenticator: sessions });
  const vfs = createVfs({
    db,
    clock,
    blobs,
    mounts: createMounts({ config: config.vfs, packagesDir: config.packagesDir, packages, db, log: app.log }),
    config: config.vfs,
    log: app.log,
  });
  await registerVfsRoutes(app, {
    vfs,
    signer: createUrlSigner({ jwtSecret, ttlSeconds: config.vfs.urlTtlSeconds, clock }),
    authenticator: sessions,
    authSessions,
    db,
    uploadLimit: config.vfs.uploadLimit,
  });
  await registerDashboardRoutes(app, {
    dashboards: createDashboards(db, { reports: reportsInVfs(vfs), log: app.log }),
    vfs,
    authenticator: sessions,
    isMember: (userId, accountId) => isMember(db, userId, accountId),
  });
  await registerSearchRoutes(app, { globalSearch: createGlobalSearch(db, packages, vfs), authenticator: sessions, db });
  if (config.testMode) {
    // A test user meets the demo's files and tasks, as a demo user does; accounts of its own get
    // the shared files. Its tasks are its own: nobody else's lists change with each test.
    const testUsers = createTestUsers(db, clock, async ({ userId, privateAccountIds }) => {
      await seedUserTasks(db, userId, clock.now());
      const [first] = privateAccountIds;
      const accountId = first ?? (await defaultAccountOf(db, userId));
      if (accountId !== undefined) await seedHomeFiles(vfs, { userId, accountId });
      for (const account of privateAccountIds) await seedSharedFiles(vfs, { userId, accountId: account });
    });
    await registerTestRoutes(app, { testUsers });
  }
  const background = createBackground(app.log);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: app.log });
  const passwordResets = createPasswordResets({
    db,
    clock,
    mailer,
    background,
    publicUrl: config.publicUrl,
    ttlSeconds: config.passwordResetTtlSeconds,
    productName: PRODUCT_NAME,
  });
  await registerAccountRoutes(app, { passwordResets, passwordSignIn: config.passwordSignIn, members: createMembers(db, accessTokens, clock), authenticator: sessions });
  registerMediaRoutes(app, { db, loginBackground: config.loginBackground, loginLogo: config.loginLogo });
  registerAnnouncementRoutes(app, { db });
  await registerLoggerRoute(app, { authenticator: sessions, rateLimit });
  await registerWeb(app, config, page);
  return { app, closeHttp, vfs, background, mailer, builtin };
}

/** The blob store's folder under DATA_DIR. */
const BLOBS_DIR = 'blobs';

async function defaultAccountOf(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('account_members').select('account_id').where('user_id', '=', userId).orderBy('is_default', 'desc').executeTakeFirst();
  return row?.account_id;
}

/** TRUST_PROXY as Fastify takes it: a number of hops is a function of the hop (as proxy-addr reads one). */
function trusted(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

/** The external provider's half of the sign-in, when AUTH_TYPE names one. */
function externalSignIn(identity: IdentityConfig, deps: Omit<ExternalUserOptions, 'provisionAccount'>): AuthRouteOptions['external'] {
  if (identity.kind === 'own') return undefined;
  return {
    provider: identity.kind,
    verify: createAccessTokenVerifier(identity, deps.clock, deps.db),
    userOf: createExternalUsers({ ...deps, provisionAccount: identity.provisionAccount }),
  };
}
