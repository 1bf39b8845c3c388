import type { ClientLogLevel } from '../../server/contract';
import type { HttpClient } from './client';

/** Lines for the server's log (POST /api/v1/logger), for what the operators should know of. */
export interface ServerLog {
  /** Sends `message`; a failure is told on the console in the spec's words, never thrown. */
  log(level: ClientLogLevel, message: string): Promise<void>;
}

export function createServerLog(http: HttpClient, console: Pick<Console, 'error'>): ServerLog {
  return {
    async log(level, message) {
      try {
        await http.request('POST', 'v1/logger', { level, message });
      } catch {
        console.error(`Logging Error - Unable to add ${level} log on the server.`);
      }
    },
  };
}
