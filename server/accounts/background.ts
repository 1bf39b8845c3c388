/** Work the server does after it has answered (a reset mail), so that no answer waits for it. */
export interface Background {
  /** Runs `task` on its own; its failure is logged as `what` failing. */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has settled: tests read the mail, shutdown waits. */
  idle(): Promise<void>;
}

export function createBackground(log: { error(object: unknown, message: string): void }): Background {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
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
