import type { LiveEvent } from './events';

/**
 * How instances hand events to one another. Every instance's hub subscribes; an event published on
 * any instance reaches every subscriber once, its own instance's included, so the hub delivers
 * only what comes back from the broker.
 */
export interface Broker {
  publish(event: LiveEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Stops delivering; publishing afterwards fails. */
  close(): Promise<void>;
}

/** The broker of a single instance (SQLite): events go straight to this process's subscribers. */
export function createLocalBroker(): Broker {
  const listeners = new Set<(event: LiveEvent) => void>();
  let closed = false;
  return {
    publish(event) {
      if (closed) return Promise.reject(new Error('The broker is closed'));
      for (const listener of [...listeners]) listener(event);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      listeners.clear();
      return Promise.resolve();
    },
  };
}
