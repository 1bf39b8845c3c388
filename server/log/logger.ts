import pino from 'pino';
import type { LogLevel } from '../config';

/** The process's logger: pino, one JSON object a line on standard output, which Fastify's request loggers are children of. */
export type Logger = pino.Logger;

/**
 * The server's one logger. Every line it writes, start-up and shutdown included, goes through it,
 * so that a log collector can parse each one (nothing is printed with console.* beside it).
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level });
}

/**
 * What start-up and shutdown say (the address, the first-administrator notice, the signal): the
 * operator needs it whatever LOG_LEVEL keeps of the rest (but silent), and tools wait for the address line.
 */
export function lifecycleLog(log: Logger): Logger {
  return log.isLevelEnabled('info') || log.level === 'silent' ? log : log.child({}, { level: 'info' });
}
