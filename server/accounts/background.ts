/** Where a task's failure is logged. */
export interface BackgroundLog {
  error(object: unknown, message: string): void;
}

/** Work the server does after it has answered (a reset mail), so that no answer waits for it. */
export interface Background {
  /**
   * Runs `task` on its own; its failure is logged as `what` failing, to `log`: the logger of the
   * request that started it, so that the line carries that request's id (the server's by default).
   */
  run(what: string, task: () => Promise<void>, log?: BackgroundLog): void;
  /** Resolves once every task started so far has settled: tests read the mail, shutdown waits. */
  idle(): Promise<void>;
}

export function createBackground(serverLog: BackgroundLog): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task, log = serverLog) {
      // Started in a later turn of the event loop, once the answer that asked for it is written:
      // the answer waits on none of its work, not even SQLite's synchronous writes.
      const settled = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
