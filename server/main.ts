import type { AddressInfo } from 'node:net';
import { createServer, type Server } from './app';
import { loadConfig } from './config';
import { loadResponseSerializers } from './http';
import { createLogger, endLog, lifecycleLog, type Logger } from './log';
import { demoPasswordNotice, noUsersNotice, usersWithDemoPassword } from './seed';
import { hasUsers } from './users';
import { VERSION } from './version';

/** Until the configuration names LOG_LEVEL: what stops the start must be said. */
const STARTUP_LOG_LEVEL = 'info';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const log = createLogger(config.logLevel);
  const lifecycle = lifecycleLog(log);
  const server = await createServer(config, { log });
  const stop = stopOnce(server, log, lifecycle);
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  await server.app.listen({ host: config.host, port: config.port });
  // Answering already; the notices read the users the start-up seed may still be adding (a failed seed fails the start).
  await server.prepared;
  // Off the first answer's path, and before the first sign-in's settings request needs it.
  setImmediate(loadResponseSerializers);
  const { address, port } = server.app.server.address() as AddressInfo;
  const loopback = address === '127.0.0.1' || address === '::1';
  const host = loopback ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  const notices = [demoPasswordNotice(await usersWithDemoPassword(server.db), config.production), noUsersNotice(await hasUsers(server.db))];
  for (const notice of notices) if (notice) lifecycle[notice.level](notice.text);
  // Last, so that whoever waits for this line has seen everything start-up says.
  lifecycle.info(`Atrium ${VERSION} is running at http://${host}:${port}`);
}

/** Exits with `code` once `log` has written everything it was given. */
async function exit(log: Logger, code: number): Promise<never> {
  await endLog(log);
  process.exit(code);
}

function stopOnce(server: Server, log: Logger, lifecycle: Logger) {
  let stopping = false;
  return async (signal: NodeJS.Signals): Promise<void> => {
    // A second Ctrl+C must not wait for the first one's clean shutdown.
    if (stopping) process.exit(1);
    stopping = true;
    lifecycle.info(`${signal}: shutting down`);
    try {
      await server.close();
    } catch (error) {
      lifecycle.error({ err: error }, 'shutdown failed');
      await exit(log, 1);
    }
    lifecycle.info('stopped');
    await exit(log, 0);
  };
}

start().catch(async (error: unknown) => {
  const log = createLogger(STARTUP_LOG_LEVEL);
  log.fatal(`atrium: ${error instanceof Error ? error.message : String(error)}`);
  await exit(log, 1);
});
