import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import {
  createAccessTokens,
  createAuthSessions,
  createLoginThrottle,
  createPasswordVerifier,
  createRefreshTokens,
  createSessions,
  loadJwtSecret,
} from './auth';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { connectDatabase, migrateToLatest, type Database } from './db';
import { handleError, registerJsonParser, registerSecurityHeaders, type App } from './http';
import { startMaintenance, type Maintenance } from './maintenance';
import { createPackages, readBuiltinManifest } from './packages';
import {
  DEFAULT_BODY_LIMIT,
  readIndexPage,
  registerAuthRoutes,
  registerHealthRoute,
  registerPackageRoutes,
  registerSessionRoutes,
  registerSettingsRoutes,
  registerSocketRoutes,
  registerTestRoutes,
  registerUserRoutes,
  registerWeb,
} from './routes';
import { seedDemo } from './seed';
import { createSessionStore } from './sessions';
import { createSettingsStore } from './settings';
import { startSocketServer } from './socket';
import { createProfiles, createTestUsers } from './users';

export interface Server {
  app: App;
  db: Kysely<Database>;
  /** The housekeeping that runs at start and every hour; tests run it when they move time. */
  maintenance: Maintenance;
  /** Stops accepting requests, then closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Tests move time with their own clock. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Opens and migrates the database, seeds the demo into an empty one (unless the configuration
 * says no demo), and builds the HTTP app.
 */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<Server> {
  const clock = options.clock ?? systemClock;
  const db = connectDatabase(config.database);
  try {
    await migrateToLatest(db);
    if (config.demo) await seedDemo(db, clock.now());
    const app = await createApp(config, db, clock, options.logger ?? { level: 'info' });
    const maintenance = startMaintenance(db, clock, app.log);
    return {
      app,
      db,
      maintenance,
      async close() {
        await maintenance.stop();
        await app.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function createApp(config: Config, db: Kysely<Database>, clock: Clock, logger: FastifyServerOptions['logger']): Promise<App> {
  const accessTokens = createAccessTokens({
    secret: await loadJwtSecret(config.dataDir, config.jwtSecret),
    ttlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const authSessions = createAuthSessions(db);
  const sessions = createSessions({
    db,
    accessTokens,
    passwords: await createPasswordVerifier(),
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
  const app: App = Fastify({ logger, trustProxy, bodyLimit: DEFAULT_BODY_LIMIT }).withTypeProvider<TypeBoxTypeProvider>();
  app.setErrorHandler(handleError);
  const page = await readIndexPage(config);
  // First, so that every answer carries them, whatever fails after.
  await registerSecurityHeaders(app, { page, frameAncestors: config.frameAncestors });
  registerJsonParser(app);
  // The spec's browser posts HTML forms; JSON works out of the box.
  await app.register(formbody);

  const packages = createPackages({
    builtin: await readBuiltinManifest(config.builtinManifest, app.log),
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
  });
  // After the HTTP server has closed its sockets, and before the database goes (createServer).
  app.addHook('onClose', () => live.close());

  registerHealthRoute(app, { db, clock });
  registerAuthRoutes(app, { sessions });
  await registerUserRoutes(app, { profiles: createProfiles(db), authenticator: sessions });
  await registerSessionRoutes(app, { sessionStore: createSessionStore(db, clock), authenticator: sessions });
  await registerSettingsRoutes(app, {
    settingsStore: createSettingsStore(db, clock, app.log),
    authenticator: sessions,
    settingsLock: config.settingsLock,
    toUser: (userId, message) => live.toUser(userId, message),
  });
  registerPackageRoutes(app, { packages });
  await registerSocketRoutes(app, { socketServer: live, authenticator: sessions });
  if (config.testMode) await registerTestRoutes(app, { testUsers: createTestUsers(db, clock) });
  await registerWeb(app, config, page);
  return app;
}

/** TRUST_PROXY as Fastify takes it: a number of hops is a function of the hop (as proxy-addr reads one). */
function trusted(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}
