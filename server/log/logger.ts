import pino from 'pino';
import type { LogLevel } from '../config';

/** The process's logger: pino, one JSON object a line on standard output, which Fastify's request loggers are children of. */
export type Logger = pino.Logger;

/** How long the end of the log may wait for a reader of standard output that stopped reading. */
const END_TIMEOUT_MS = 2_000;

const outputs = new WeakMap<Logger, ReturnType<typeof pino.destination>>();

/**
 * The server's one logger. Every line it writes, start-up and shutdown included, goes through it,
 * so that a log collector can parse each one (nothing is printed with console.* beside it).
 */
export function createLogger(level: LogLevel): Logger {
  // Asynchronous, as pino's own default: a slow reader of standard output never holds the event loop.
  const output = pino.destination({ dest: 1, sync: false });
  const log = pino({ level }, output);
  outputs.set(log, output);
  return log;
}

/**
 * Resolves once every line given to `log` (which createLogger made) is written. process.exit
 * does not wait for a write in flight: the process would end with half a JSON line and without
 * its last lines, those that say why it stopped.
 */
export function endLog(log: Logger): Promise<void> {
  const output = outputs.get(log);
  if (!output) return Promise.resolve();
  return new Promise((resolve) => {
    // A broken pipe (pino then drops every write) closes nothing: the timeout ends the wait.
    const timeout = setTimeout(resolve, END_TIMEOUT_MS);
    output.once('close', () => {
      clearTimeout(timeout);
      resolve();
    });
    output.end();
  });
}

/**
 * What start-up and shutdown say (the address, the first-administrator notice, the signal): the
 * operator needs it whatever LOG_LEVEL keeps of the rest (but silent), and tools wait for the address line.
 */
export function lifecycleLog(log: Logger): Logger {
  return log.isLevelEnabled('info') || log.level === 'silent' ? log : log.child({}, { level: 'info' });
}
